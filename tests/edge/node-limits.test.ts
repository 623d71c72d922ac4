// The Node entry with a fake operator API (issue 9, "Beacon flood", "No per-client limits"):
// beacon forwards that hang keep to their own small socket pool and bounded queue, so a player
// call still reaches the upstream; and per-client limits key on the real socket address.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeTempDir, startEdge, waitFor, type EdgeProcess } from './edge-process';
import { hasRedisServer, REDIS_SERVER, startRedis } from './rate-limit/redis-server';

const temp = edgeTempDir();
const LISTENING_AT = /listening on (http:\/\/\S+) /;

/** A fake operator: beacon forwards hang, everything else answers at once. */
function fakeUpstream() {
  // open: beacon forwards the upstream holds now; maxOpen: the most at once.
  const seen = { eventLog: 0, open: 0, maxOpen: 0, other: [] as string[] };
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      if (req.url?.endsWith('/anonymous/appEventLogClient')) {
        seen.eventLog += 1;
        seen.open += 1;
        seen.maxOpen = Math.max(seen.maxOpen, seen.open);
        res.once('close', () => (seen.open -= 1));
        hanging.push(res);
        return;
      }
      seen.other.push(req.url ?? '');
      const body = req.url?.endsWith('/anonymous/appConfig') ? { code: 200, v: 1, maintenance: { status: 0 } } : { code: 200 };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  return { server, seen, hanging };
}

let upstream: ReturnType<typeof fakeUpstream>;
let upstreamUrl = '';
beforeAll(async () => {
  upstream = fakeUpstream();
  await new Promise<void>((resolve) => upstream.server.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of upstream.hanging) res.destroy();
  upstream.server.closeAllConnections();
  await new Promise((resolve) => upstream.server.close(resolve));
  temp.remove();
});

async function withEdge(env: Record<string, string>, run: (url: string) => Promise<void>): Promise<void> {
  const edge: EdgeProcess = startEdge(temp.dir, { UPSTREAM_URL: upstreamUrl, ...env });
  try {
    const [, url] = await waitFor(edge.output, LISTENING_AT, edge.exited);
    await run(url);
  } finally {
    edge.child.kill('SIGKILL');
    await edge.exited;
  }
}

const beacon = { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ eventList: [{ eventName: 'view', eventTime: 1, eventUserId: 0 }] }) };
const call = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };

describe('edge/node.ts limits', () => {
  it('a beacon flood against a hanging upstream holds only the beacon pool, and a player call still goes through', async () => {
    // A short deadline makes the old shared-pool behaviour fail fast (504) instead of hanging the test.
    await withEdge({ RATE_LIMIT_BEACON: 'off', BEACON_IN_FLIGHT: '4', BEACON_QUEUE: '16', UPSTREAM_TIMEOUT_MS: '3000' }, async (url) => {
      for (let batch = 0; batch < 6; batch += 1) {
        const statuses = await Promise.all(Array.from({ length: 50 }, () => fetch(`${url}/beacon`, beacon).then((r) => r.status)));
        expect(statuses.every((s) => s === 204)).toBe(true);
      }
      const player = await fetch(`${url}/app/v1/anonymous/appTheme`, call);
      expect(player.status).toBe(200);
      expect(upstream.seen.other.filter((u) => u.endsWith('/anonymous/appTheme'))).toHaveLength(1);
      // 300 beacons, but never more than the beacon pool's 4 forwards held at the upstream.
      expect(upstream.seen.eventLog).toBeGreaterThanOrEqual(4);
      expect(upstream.seen.maxOpen).toBe(4);
    });
  }, 20_000);

  it('answers 429 per socket address once its SMS bucket is empty', async () => {
    await withEdge({ RATE_LIMIT_SMS: '2,1' }, async (url) => {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await fetch(`${url}/app/v1/smsSend`, call)).status);
      expect(statuses).toEqual([200, 200, 429]);
    });
  }, 20_000);

  it.skipIf(!hasRedisServer)(`keeps the buckets in Redis when RATE_LIMIT_REDIS_URL is set (needs ${REDIS_SERVER})`, async () => {
    const redis = await startRedis();
    try {
      const { port } = redis.client.options;
      await withEdge({ RATE_LIMIT_SMS: '2,1', RATE_LIMIT_REDIS_URL: `redis://127.0.0.1:${port}` }, async (url) => {
        const statuses = [];
        for (let i = 0; i < 3; i += 1) statuses.push((await fetch(`${url}/app/v1/smsSend`, call)).status);
        expect(statuses).toEqual([200, 200, 429]);
        expect(await redis.client.keys('edge:rl:sms:*')).toHaveLength(1);
      });
    } finally {
      await redis.stop();
    }
  }, 20_000);
});

describe.skipIf(!hasRedisServer)(`edge/node.ts with Redis going away and coming back (needs ${REDIS_SERVER})`, () => {
  it('keeps the limits in memory per edge, says so on /readyz, logs the outage once each way and counts refusals in one line', async () => {
    const redis = await startRedis();
    const edge = startEdge(temp.dir, { UPSTREAM_URL: upstreamUrl, RATE_LIMIT_AUTH: '3,1', RATE_LIMIT_REDIS_URL: redis.url });
    try {
      const [, url] = await waitFor(edge.output, LISTENING_AT, edge.exited);
      const logins = async (count: number) => {
        const statuses = [];
        for (let i = 0; i < count; i += 1) statuses.push((await fetch(`${url}/app/v1/accountLogin`, call)).status);
        return statuses;
      };
      const ready = async () => (await fetch(`${url}/readyz`)).json();
      expect(await logins(4)).toEqual([200, 200, 200, 429]);
      expect(await ready()).toEqual({ status: 'ready', rateLimits: 'shared' });

      await redis.kill();
      // Issue 27: every one of these passed. Now a fresh bucket in this edge's memory: 3, then 429s.
      expect(await logins(10)).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
      expect(await ready()).toEqual({ status: 'ready', rateLimits: 'per-edge', rateLimitStore: 'unreachable' });

      await redis.restart();
      // The shared store is tried again at most once a second, on a request's take.
      let state: unknown;
      for (let i = 0; i < 60 && (state as { rateLimits?: string } | undefined)?.rateLimits !== 'shared'; i += 1) {
        await fetch(`${url}/app/v1/anonymous/appTheme`, call);
        state = await ready();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(state).toEqual({ status: 'ready', rateLimits: 'shared' });
    } finally {
      await edge.stop(5000);
      await redis.stop();
    }
    const lines = edge.output().split('\n');
    expect(lines.filter((line) => line.includes('"event":"rate-limit-store-down"'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('"event":"rate-limit-store-up"'))).toHaveLength(1);
    expect(edge.output()).not.toMatch(/"event":"error"|stack|ioredis/i);
    // Refused requests: no line each, one count per client and interval (flushed at shutdown here).
    expect(lines.filter((line) => line.includes('"status":429'))).toEqual([]);
    const refused = lines.filter((line) => line.includes('"event":"refused"')).map((line) => JSON.parse(line) as { rule: string; client: string; count: number });
    expect(refused).toEqual([expect.objectContaining({ rule: 'auth', client: '127.0.0.1', count: 8 })]);
  }, 30_000);
});
