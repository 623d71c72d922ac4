// Issue 27, "Every rate-limited request is logged (17 MiB in 30 s from one client)": refusals are
// counted into one line per rule and client per interval, with a bounded number of lines.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRefusalLog } from '../../../edge/runtime-node/refusal-log';

afterEach(() => {
  vi.useRealTimers();
});

const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('refusal log', () => {
  it('writes one line per rule and client each interval, with the count', () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const refusals = createRefusalLog({ log: (line) => lines.push(line), intervalMs: 10_000 });
    for (let i = 0; i < 5000; i += 1) refusals.count({ rule: 'auth', client: '203.0.113.9' });
    refusals.count({ rule: 'sms:global', client: '203.0.113.9' });
    expect(lines).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(parsed(lines)).toEqual([
      expect.objectContaining({ event: 'refused', rule: 'auth', client: '203.0.113.9', count: 5000, seconds: 10 }),
      expect.objectContaining({ event: 'refused', rule: 'sms:global', client: '203.0.113.9', count: 1 }),
    ]);
    // A quiet interval writes nothing; stop() writes what is left.
    vi.advanceTimersByTime(10_000);
    expect(lines).toHaveLength(2);
    refusals.count({ rule: 'calls', client: '198.51.100.1' });
    refusals.stop();
    expect(parsed(lines.slice(2))).toEqual([expect.objectContaining({ rule: 'calls', count: 1 })]);
  });

  it('sums clients past the bound into one line per rule, so a many-address flood stays a few lines', () => {
    const lines: string[] = [];
    const refusals = createRefusalLog({ log: (line) => lines.push(line), maxClients: 10 });
    for (let i = 0; i < 1000; i += 1) refusals.count({ rule: 'sms', client: `198.51.100.${i % 250}` });
    refusals.stop();
    const counts = parsed(lines);
    expect(counts).toHaveLength(11);
    expect(counts.at(-1)).toMatchObject({ rule: 'sms', client: 'other', count: 1000 - counts.slice(0, 10).reduce((sum, line) => sum + (line.count as number), 0) });
  });
});
