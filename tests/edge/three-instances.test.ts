// Horizontal scaling: three Node edge processes behind a round-robin proxy, one operator API (the
// sandbox) and one shared rate-limit store (Redis). A player's journey (register, log in, play,
// log out) crosses all three: nothing a player needs lives in one edge's memory.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PINNED_ENABLED_GAMES } from '../../edge/sandbox/games/catalogue';
import { startSandbox, type RunningSandbox } from '../../edge/sandbox/start';
import { edgeTempDir, LISTENING_ANY, startEdge, waitFor, type EdgeProcess } from './edge-process';
import { hasRedisServer, REDIS_SERVER, startRedis } from './rate-limit/redis-server';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

const temp = edgeTempDir();
let sandbox: RunningSandbox;
let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
let edges: EdgeProcess[] = [];
let proxy: RoundRobinProxy;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dbPath: join(temp.dir, 'sandbox.db'), dev: true, log: () => undefined });
  redis = hasRedisServer ? await startRedis() : undefined;
  const shared: Record<string, string> = redis ? { RATE_LIMIT_REDIS_URL: `redis://127.0.0.1:${redis.client.options.port}` } : {};
  edges = [0, 1, 2].map(() => startEdge(temp.dir, { SANDBOX_URL: sandbox.url, TRUST_PROXY: '1', RATE_LIMIT_SMS: '2,1', ...shared }));
  const urls = await Promise.all(edges.map(async (edge) => (await waitFor(edge.output, LISTENING_ANY, edge.exited))[1]!));
  proxy = await startRoundRobinProxy(urls);
}, 60_000);

afterAll(async () => {
  await proxy?.close();
  for (const edge of edges) edge.child.kill('SIGTERM');
  await Promise.all(edges.map((edge) => edge.exited));
  await redis?.stop();
  await sandbox?.close();
  temp.remove();
});

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${proxy.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const call = async (name: string, body: unknown, token?: string) => (await post(`/app/v1/${name}`, body, token)).json();

describe('three edges behind a round-robin proxy', () => {
  it('carry one player through register, log in, play and log out, each step on the next edge', async () => {
    const account = `journey${Date.now() % 1_000_000}`;
    const registered = await call('accountRegist', { eligibilityDeclared: 1, account, password: 'pass1234' });
    expect(registered).toMatchObject({ code: 200, token: expect.any(String) });

    const login = await call('accountLogin', { account, password: 'pass1234' });
    expect(login).toMatchObject({ code: 200, token: expect.any(String) });
    const token = login.token as string;
    const before = await call('refreshData', {}, token);
    expect(before).toMatchObject({ coin: expect.any(Number) });

    // Money for the bets, through the sandbox operator's own dev endpoint (not through an edge).
    const credit = await fetch(`${sandbox.url}/sandbox/dev/credit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, amount: 100_000 }) });
    expect(credit.status).toBe(200);

    const gameId = PINNED_ENABLED_GAMES[0];
    const game = await call('startGame', { gameId }, token);
    expect(game).toMatchObject({ code: 200, url: expect.stringContaining('session=') });
    const page = await fetch(`${proxy.url}${game.url}`);
    expect(page.status).toBe(200);
    await page.text();
    const session = new URL(game.url, proxy.url).searchParams.get('session');
    const spins = [];
    for (let i = 0; i < 3; i += 1) spins.push(await (await post('/sandbox/games/api/spin', { session, bet: 100 })).json());
    for (const spin of spins) expect(spin).toMatchObject({ code: 200, bet: 100, tryIt: 0 });
    const exit = await call('exitGame', { gameId }, token);
    expect(exit).toMatchObject({ code: 200, coin: expect.any(Number) });
    // Three bets of 1.00 and whatever they won, booked once each whichever edge carried them.
    expect(exit.coin).toBe(before.coin + 100_000 - 300 + spins.reduce((sum, spin) => sum + spin.win, 0));
    expect(exit.coin).toBe(spins.at(-1).balance);

    expect(await call('logout', {}, token)).toMatchObject({ code: 200 });
    const after = await post('/app/v1/refreshData', {}, token);
    expect(after.status).toBe(401);

    // Every edge carried part of the journey.
    expect(new Set(proxy.served)).toEqual(new Set([0, 1, 2]));
    for (const edge of edges) expect(edge.output()).toMatch(/"event":"request"[^\n]*"class":"call"[^\n]*"status":200/);
  }, 30_000);

  it.skipIf(!hasRedisServer)(`share one rate-limit bucket per client through Redis (needs ${REDIS_SERVER})`, async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post('/app/v1/smsSend', { mobile: '9171234500', purpose: 0 })).status);
    // Two tokens a client, three edges: the third send is refused wherever it lands.
    expect(statuses).toEqual([200, 200, 429]);
  }, 30_000);
});
