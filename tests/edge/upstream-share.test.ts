// Issue 27, "Stalled upstream answers from one address fill the 256-socket upstream pool": each
// client address group holds at most its share of upstream calls at once, from the send until the
// answer body is in; over it, that client alone gets a 429 with Retry-After and the JSON body.
import { describe, expect, it } from 'vitest';
import { createUpstreamShare } from '../../edge/upstream-share';
import { buildEdge, maintenanceAnswer } from './edge-fixtures';

const SHARE = 4;
const call = (address: string, name = 'refreshData'): [string, RequestInit] => [
  `/app/v1/${name}`,
  { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address, authorization: 'Bearer t' }, body: '{}' },
];

/** An upstream that holds `refreshData` answers (no head) or their bodies (head, one chunk, then silence) until released. */
function stallingUpstream(stall: 'head' | 'body') {
  const waiting: Array<() => void> = [];
  const fetch = (async (input: string | URL | Request) => {
    const url = String(input);
    if (url.endsWith('/anonymous/appConfig')) return maintenanceAnswer(0);
    if (!url.endsWith('/refreshData')) return Response.json({ code: 200 });
    if (stall === 'head') {
      await new Promise<void>((resolve) => waiting.push(resolve));
      return Response.json({ code: 200 });
    }
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"code":200,'));
        waiting.push(() => {
          try {
            controller.enqueue(new TextEncoder().encode('"list":[]}'));
            controller.close();
          } catch {
            // The reader went away first.
          }
        });
      },
    });
    return new Response(body, { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, waiting, releaseAll: () => waiting.splice(0).forEach((release) => release()) };
}

describe('upstream share per client', () => {
  it('refuses a client over its share of stalled calls with 429, Retry-After and JSON, and serves every other client', async () => {
    const upstream = stallingUpstream('head');
    const { app } = buildEdge({ fetch: upstream.fetch, trustProxy: true, limits: { upstreamShare: SHARE } });
    const stalled = Array.from({ length: SHARE }, async () => app.request(...call('203.0.113.5')));
    await expect.poll(() => upstream.waiting.length).toBe(SHARE);

    const over = await app.request(...call('203.0.113.5'));
    expect([over.status, over.headers.get('retry-after'), over.headers.get('content-type')]).toEqual([429, '1', 'application/json; charset=utf-8']);
    expect(await over.json()).toEqual({ code: 429, msg: expect.any(String) });
    // Another address, and the same address's other calls once a place is free, go through.
    expect((await app.request(...call('198.51.100.7', 'anonymous/appTheme'))).status).toBe(200);
    upstream.releaseAll();
    const answers = await Promise.all(stalled);
    expect(answers.map((res) => res.status)).toEqual(Array(SHARE).fill(200));
    await Promise.all(answers.map((res) => res.text()));
    expect((await app.request(...call('203.0.113.5', 'anonymous/appTheme'))).status).toBe(200);
  });

  it('holds the place until a streamed answer body has come in, and frees it when the client goes away', async () => {
    const upstream = stallingUpstream('body');
    const { app } = buildEdge({ fetch: upstream.fetch, trustProxy: true, limits: { upstreamShare: SHARE, upstreamBodyIdleMs: 60_000 } });
    const heads = await Promise.all(Array.from({ length: SHARE }, async () => app.request(...call('2001:db8:5:5::1'))));
    expect(heads.map((res) => res.status)).toEqual(Array(SHARE).fill(200));
    // Another address of the same /64 is the same client.
    expect((await app.request(...call('2001:db8:5:5::2'))).status).toBe(429);
    // One reader finishes, one gives up: two places come back.
    const first = heads[0].text();
    upstream.waiting.shift()!();
    expect(await first).toBe('{"code":200,"list":[]}');
    await heads[1].body!.cancel();
    const again = await Promise.all([app.request(...call('2001:db8:5:5::3', 'anonymous/appTheme')), app.request(...call('2001:db8:5:5::4', 'anonymous/appTheme'))]);
    expect(again.map((res) => res.status)).toEqual([200, 200]);
    upstream.releaseAll();
  });

  it('counts places per client and gives each back once', () => {
    const share = createUpstreamShare(2);
    const a = share.acquire('a')!;
    share.acquire('a');
    expect(share.acquire('a')).toBeUndefined();
    expect(share.acquire('b')).toBeDefined();
    a.release();
    a.release();
    expect(share.inFlight('a')).toBe(1);
  });
});
