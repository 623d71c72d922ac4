// The attack harness's small helpers the scenarios share: bursts, answers by name, counts, medians.
import { describe, expect, it } from 'vitest';
import { burst, countBy, median, outcomeName } from '../../../scripts/attack/harness';

describe('attack harness helpers', () => {
  it('burst runs every call, at most `concurrency` at once, results in order', async () => {
    let running = 0;
    let most = 0;
    const results = await burst(
      10,
      async (i) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return i * 2;
      },
      3,
    );
    expect(results).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
    expect(most).toBe(3);
  });

  it('names an answer by transport error, 429, envelope code, or status and code', () => {
    const names = { 1102: 'wrong password', 200: 'logged in' };
    expect(outcomeName({ error: 'ECONNRESET' }, names)).toBe('ECONNRESET');
    expect(outcomeName({ status: 429, body: '{"code":429}' }, names)).toBe('429');
    expect(outcomeName({ status: 200, body: '{"code":1102}' }, names)).toBe('wrong password');
    expect(outcomeName({ status: 200, body: '{"errcode":0}' }, names)).toBe('HTTP 200 code 0');
    expect(outcomeName({ status: 502, body: '<html>' }, names)).toBe('HTTP 502 code -');
  });

  it('counts by key, and takes medians', () => {
    expect(countBy(['a', 'b', 'a'], (item) => item)).toEqual({ a: 2, b: 1 });
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
