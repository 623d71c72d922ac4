// Issue 27, "Every rate-limited request is logged (17 MiB in 30 s from one client)": refusals are
// counted into one line per rule and client per interval, with a bounded number of lines, by one
// module (edge/refusal-log.ts) every entry uses: Node, workerd (without a timer), Bun and Deno.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRefusalLog } from '../../../edge/refusal-log';
import { createWebEdge } from '../../../edge/runtime-web/web-edge';

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

describe('refusal log without a timer (workerd)', () => {
  it('writes an interval once a refusal arrives after it ended', () => {
    let now = 0;
    const lines: string[] = [];
    const refusals = createRefusalLog({ log: (line) => lines.push(line), intervalMs: 10_000, timer: false, now: () => now });
    for (let i = 0; i < 50; i += 1) refusals.count({ rule: 'auth', client: '203.0.113.9' });
    now = 9_999;
    refusals.count({ rule: 'auth', client: '203.0.113.9' });
    expect(lines).toEqual([]);
    now = 10_000;
    refusals.count({ rule: 'auth', client: '203.0.113.9' });
    expect(parsed(lines)).toEqual([expect.objectContaining({ rule: 'auth', count: 51, seconds: 10 })]);
  });
});

describe('refused requests on the Bun and Deno entries (runtime-web/web-edge.ts)', () => {
  it('get no request line each: one counted line per client and rule', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    try {
      const fetch = (async (input: string | URL | Request) =>
        String(input).endsWith('/anonymous/appConfig') ? Response.json({ code: 200, maintenance: { status: 0 } }) : Response.json({ code: 200 })) as typeof globalThis.fetch;
      const edge = createWebEdge(
        { UPSTREAM_URL: 'http://upstream.test', RATE_LIMIT_SMS: '2,1', STATIC_DIR: 'dist/client' },
        { entryUrl: import.meta.url, exit: (code) => { throw new Error(`exit ${code}`); }, fetch },
      );
      const sms = () =>
        new Request('http://edge.test/app/v1/smsSend', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: '9171234567', purpose: 0, platform: 1, clientReferrer: '' }) });
      const statuses: number[] = [];
      for (let i = 0; i < 40; i += 1) statuses.push((await edge.handle(sms(), '198.51.100.7')).status);
      expect(statuses.filter((status) => status === 429)).toHaveLength(38);
      edge.drain();
      const events = parsed(lines.filter((line) => line.startsWith('{')));
      expect(events.filter((line) => line.event === 'request')).toHaveLength(2);
      expect(events.filter((line) => line.event === 'refused')).toEqual([expect.objectContaining({ rule: 'sms', client: '198.51.100.7', count: 38 })]);
    } finally {
      spy.mockRestore();
    }
  });
});
