// `npm run fleet` (issue 27, "a fleet that restarts without losing a request"): three built Node
// edges sharing Redis as their rate-limit store, one sandbox and redis-server on loopback, behind
// the small round-robin balancer of balancer.ts. Run `npm run build` first. Four scenarios, one
// table (scripts/attack/table.ts), exit code 0 when all held:
//   1 a player's journey through the balancer (register, log in, calls, a beacon that is stored);
//   2 one SMS bucket per client shared by the three edges;
//   3 a rolling restart (SIGTERM each edge, start it again, wait for /readyz) under steady load:
//     no request lost (every answer 2xx or 429), no beacon lost, every edge exits 0;
//   4 Redis killed: the limits hold per edge, /readyz says so, and sharing resumes once it is back.
// Not part of `npm test` (about a minute). Client addresses are loopback ones (127.0.x.y) the
// balancer sees as socket addresses and forwards in X-Forwarded-For.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from '@photostructure/sqlite';
import { accountLogin, accountRegist, smsSend, SmsPurpose } from '../../contract/auth';
import { APP_VERSION, BEACON_PATH, CHANNEL } from '../../contract/call-row';
import { refreshData } from '../../contract/session';
import { CLIENT_FIELDS, callJson, codeOf, formatCounts, freePort, sleep, startRedisServer, startSandboxProcess, succeeded, within, type Outcome, type RedisServer } from '../attack/harness';
import { renderTable, rowHeld, type AttackRow } from '../attack/table';
import { startBalancer, type Balancer } from './balancer';
import { getJson, killAll, startFleetEdge, until, type FleetEdge } from './processes';

const SMS_BURST = 3;
const LOAD_CLIENTS = 6;
/** Pause between one load client's calls: 20 a second per address, under the calls bucket's refill. */
const LOAD_PAUSE_MS = 50;
const BEACON_PAUSE_MS = 100;

interface Fleet {
  dir: string;
  dbPath: string;
  redis: RedisServer;
  edges: FleetEdge[];
  env: Record<string, string>;
  balancer: Balancer;
}

const held = (checks: Array<readonly [boolean, string]>) => {
  const failed = checks.filter(([ok]) => !ok);
  return { held: failed.length === 0, why: (failed.length > 0 ? failed : checks).map(([, text]) => text) };
};

/** POSTs a beacon of one event named `name` from `localAddress`. */
function beacon(base: string, name: string, localAddress: string, agent: http.Agent): Promise<Outcome> {
  const event = { eventName: name, eventTime: Math.floor(Date.now() / 1000), eventUserId: 0, channel: CHANNEL, appId: 'ph-casino', version: APP_VERSION };
  const body = JSON.stringify({ eventList: [{ ...event, eventInterfaceId: 'fleet', eventShowType: '', eventRoomId: '', eventFrom: '', eventInteractCount: 0 }], ...CLIENT_FIELDS });
  return new Promise((resolve) => {
    const req = http.request(`${base}${BEACON_PATH}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, localAddress, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: '' }));
    });
    req.setTimeout(10_000, () => req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

/** Events stored by the sandbox whose name starts with `prefix`. */
function storedEvents(dbPath: string, prefix: string): number {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM event_logs WHERE event_name LIKE ?').get(`${prefix}%`) as { n: number }).n;
  } finally {
    db.close();
  }
}

const tokenOf = (outcome: Outcome): string | undefined => ('status' in outcome ? (JSON.parse(outcome.body) as { token?: string }).token : undefined);

async function register(base: string, localAddress: string): Promise<{ account: string; token: string }> {
  const account = `fleet${Math.floor(Math.random() * 1e8)}`;
  const answer = await callJson(base, accountRegist.name, { eligibilityDeclared: 1, account, password: 'fleet-pass-1', ...CLIENT_FIELDS }, { localAddress, timeoutMs: 15_000 });
  const token = succeeded(answer) ? tokenOf(answer) : undefined;
  if (!token) throw new Error(`could not register: ${JSON.stringify(answer).slice(0, 300)}`);
  return { account, token };
}

async function journey(fleet: Fleet, run: string): Promise<AttackRow> {
  const base = fleet.balancer.url;
  const from = { localAddress: '127.0.0.2', timeoutMs: 15_000 };
  const before = [...fleet.balancer.stats.served];
  const steps: Array<readonly [boolean, string]> = [];
  const { account } = await register(base, from.localAddress);
  steps.push([true, `registered ${account}`]);
  const login = await callJson(base, accountLogin.name, { account, password: 'fleet-pass-1', ...CLIENT_FIELDS }, from);
  const token = succeeded(login) ? tokenOf(login) : undefined;
  steps.push([token !== undefined, `logged in: ${token ? 'token' : JSON.stringify(login).slice(0, 120)}`]);
  const refresh = await callJson(base, refreshData.name, CLIENT_FIELDS, { ...from, headers: { authorization: `Bearer ${token}` } });
  steps.push([succeeded(refresh), `refreshData: HTTP ${'status' in refresh ? refresh.status : refresh.error}`]);
  const config = await callJson(base, 'anonymous/appConfig', CLIENT_FIELDS, from);
  steps.push([succeeded(config), `appConfig: HTTP ${'status' in config ? config.status : config.error}`]);
  const agent = new http.Agent({ keepAlive: false });
  const sent = await beacon(base, `fleet-journey-${run}`, from.localAddress, agent);
  const stored = await until(() => storedEvents(fleet.dbPath, `fleet-journey-${run}`) === 1, 10_000);
  steps.push(['status' in sent && sent.status === 204 && stored, `beacon: ${'status' in sent ? sent.status : sent.error}, stored: ${stored ? 'yes' : 'no'}`]);
  const served = fleet.balancer.stats.served.map((n, i) => n - before[i]);
  steps.push([served.filter((n) => n > 0).length >= 2, `edges that served it: ${served.map((n, i) => `#${i + 1} ${n}`).join(', ')}`]);
  return {
    scenario: '1 player journey',
    sent: ['register, log in, refreshData, appConfig, a beacon, through the balancer from 127.0.0.2'],
    measured: steps.map(([, text]) => text),
    verdict: held(steps),
  };
}

/** `count` SMS sends from `localAddress` to different numbers; how many went through and were refused. */
async function smsBurst(base: string, localAddress: string, count: number): Promise<{ passed: number; refused: number; other: Record<string, number> }> {
  let passed = 0;
  let refused = 0;
  const other: Record<string, number> = {};
  for (let i = 0; i < count; i += 1) {
    const mobile = `9${String(170_000_000 + Math.floor(Math.random() * 9_000_000))}`;
    const outcome = await callJson(base, smsSend.name, { mobile, purpose: SmsPurpose.register, ...CLIENT_FIELDS }, { localAddress, timeoutMs: 15_000 });
    if ('status' in outcome && outcome.status === 429) refused += 1;
    else if (succeeded(outcome)) passed += 1;
    else {
      const key = 'status' in outcome ? `HTTP ${outcome.status} code ${codeOf(outcome) ?? '-'}` : outcome.error;
      other[key] = (other[key] ?? 0) + 1;
    }
  }
  return { passed, refused, other };
}

async function sharedSms(fleet: Fleet): Promise<AttackRow> {
  const sends = SMS_BURST * 2;
  const result = await smsBurst(fleet.balancer.url, '127.0.0.3', sends);
  return {
    scenario: '2 one SMS bucket across three edges',
    sent: [`${sends} SMS sends to different numbers from 127.0.0.3, round robin over the 3 edges (RATE_LIMIT_SMS ${SMS_BURST},1)`],
    measured: [`sent ${result.passed}, refused 429 ${result.refused}${Object.keys(result.other).length ? `, other ${formatCounts(result.other)}` : ''}`],
    verdict: held([[result.passed === SMS_BURST && result.refused === sends - SMS_BURST, `${result.passed} sent (need exactly ${SMS_BURST}: per edge it would be ${sends})`]]),
  };
}

async function rollingRestart(fleet: Fleet, run: string): Promise<AttackRow> {
  const base = fleet.balancer.url;
  const { token } = await register(base, '127.0.0.5');
  const statuses: Record<string, number> = {};
  const lost: Record<string, number> = {};
  let beaconsAccepted = 0;
  let beaconsRefused = 0;
  let beaconNumber = 0;
  let stop = false;
  const tally = (outcome: Outcome) => {
    if (!('status' in outcome)) lost[outcome.error] = (lost[outcome.error] ?? 0) + 1;
    else if (outcome.status >= 500) lost[`HTTP ${outcome.status}`] = (lost[`HTTP ${outcome.status}`] ?? 0) + 1;
    else statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
  };
  const caller = async (index: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const localAddress = `127.0.1.${index + 1}`;
    while (!stop) {
      tally(await callJson(base, refreshData.name, CLIENT_FIELDS, { localAddress, agent, headers: { authorization: `Bearer ${token}` }, timeoutMs: 15_000 }));
      await sleep(LOAD_PAUSE_MS);
    }
    agent.destroy();
  };
  const beaconer = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (!stop) {
      beaconNumber += 1;
      // Ten addresses in turn: each stays far under its beacon bucket.
      const outcome = await beacon(base, `fleet-roll-${run}-${beaconNumber}`, `127.0.2.${(beaconNumber % 10) + 1}`, agent);
      tally(outcome);
      if ('status' in outcome && outcome.status === 204) beaconsAccepted += 1;
      else if ('status' in outcome && outcome.status === 429) beaconsRefused += 1;
      await sleep(BEACON_PAUSE_MS);
    }
    agent.destroy();
  };
  const load = [...Array.from({ length: LOAD_CLIENTS }, (_, i) => caller(i)), beaconer()];
  const restarts: string[] = [];
  const exits: Array<number | null> = [];
  try {
    await sleep(2000);
    for (let i = 0; i < fleet.edges.length; i += 1) {
      const edge = fleet.edges[i];
      const started = Date.now();
      edge.process.child.kill('SIGTERM');
      const code = await within(30_000, `edge #${i + 1} exit`, edge.process.exited);
      exits.push(code);
      const exitedAfter = Date.now() - started;
      fleet.edges[i] = await startFleetEdge(edge.port, fleet.env);
      const back = await until(() => fleet.balancer.healthy()[i], 10_000);
      restarts.push(`#${i + 1}: exit ${code} after ${(exitedAfter / 1000).toFixed(1)} s, ready again after ${((Date.now() - started) / 1000).toFixed(1)} s${back ? '' : ' (balancer never saw it healthy)'}`);
      await sleep(1000);
    }
  } finally {
    stop = true;
    await Promise.all(load);
  }
  const prefix = `fleet-roll-${run}-`;
  await until(() => storedEvents(fleet.dbPath, prefix) >= beaconsAccepted, 10_000);
  const stored = storedEvents(fleet.dbPath, prefix);
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const lostTotal = Object.values(lost).reduce((a, b) => a + b, 0);
  const unexpected = Object.entries(statuses).filter(([status]) => !/^2\d\d$/.test(status) && status !== '429');
  return {
    scenario: '3 rolling restart under load',
    sent: [
      `${LOAD_CLIENTS} clients (127.0.1.1-${LOAD_CLIENTS}) calling refreshData, one every ${LOAD_PAUSE_MS} ms each, and a beacon every ${BEACON_PAUSE_MS} ms, while each edge in turn gets SIGTERM, is started again and passes /readyz`,
    ],
    measured: [
      `answered ${answered.toLocaleString('en-US')} (${formatCounts(statuses)}), lost ${lostTotal}${lostTotal ? ` (${formatCounts(lost)})` : ''}`,
      `beacons accepted ${beaconsAccepted} (refused ${beaconsRefused}), stored by the sandbox ${stored}`,
      `balancer: ${fleet.balancer.stats.retried} refused connections retried on the next edge, ${fleet.balancer.stats.failed} answered 502`,
      ...restarts,
    ],
    verdict: held([
      [answered > 0 && lostTotal === 0, `${lostTotal} of ${answered + lostTotal} requests lost (need 0)`],
      [unexpected.length === 0, unexpected.length ? `unexpected answers ${unexpected.map(([s, n]) => `${s}: ${n}`).join(', ')}` : 'every answer 2xx or 429'],
      [stored === beaconsAccepted, `${beaconsAccepted - stored} accepted beacons not stored (need 0)`],
      [exits.every((code) => code === 0), `exit codes ${exits.join(', ')} (need 0)`],
    ]),
  };
}

const downLinesOf = (edge: FleetEdge) => (edge.process.output().match(/"event":"rate-limit-store-down"/g) ?? []).length;

async function redisOutage(fleet: Fleet): Promise<AttackRow> {
  // A Redis command slower than 500 ms on a loaded machine is an outage of its own (logged down, then up).
  const earlier = fleet.edges.map(downLinesOf);
  await fleet.redis.kill();
  const sends = SMS_BURST * fleet.edges.length + 6;
  const result = await smsBurst(fleet.balancer.url, '127.0.0.4', sends);
  const ready = await Promise.all(fleet.edges.map(async (edge) => (await getJson(`${edge.url}/readyz`))?.body as { status?: string; rateLimits?: string } | undefined));
  const perEdge = ready.every((body) => body?.status === 'ready' && body.rateLimits === 'per-edge');
  const downLines = fleet.edges.map((edge, i) => downLinesOf(edge) - earlier[i]);
  await fleet.redis.restart();
  // Sharing resumes on the first take after reconnecting: a few calls until every edge says so.
  const shared = await until(async () => {
    await Promise.all(fleet.edges.map((edge) => callJson(edge.url, 'anonymous/appConfig', CLIENT_FIELDS, { timeoutMs: 5000 })));
    const states = await Promise.all(fleet.edges.map(async (edge) => ((await getJson(`${edge.url}/readyz`))?.body as { rateLimits?: string } | undefined)?.rateLimits));
    return states.every((state) => state === 'shared');
  }, 15_000);
  const ceiling = SMS_BURST * fleet.edges.length;
  return {
    scenario: '4 Redis killed mid-run',
    sent: [`redis-server killed, then ${sends} SMS sends from 127.0.0.4 over the 3 edges; then redis-server started again`],
    measured: [
      `sent ${result.passed}, refused 429 ${result.refused}${Object.keys(result.other).length ? `, other ${formatCounts(result.other)}` : ''}`,
      `/readyz during the outage: ${ready.map((body) => body?.rateLimits ?? '?').join(', ')}`,
      `"rate-limit-store-down" lines per edge: ${downLines.join(', ')} (before the kill: ${earlier.join(', ')})`,
      `shared again after Redis came back: ${shared ? 'yes' : 'no'}`,
    ],
    verdict: held([
      [result.passed <= ceiling && result.refused > 0, `${result.passed} sent (need at most ${ceiling}: ${SMS_BURST} per edge; with the limits lifted all ${sends})`],
      [perEdge, perEdge ? '/readyz ready with rateLimits per-edge on every edge' : '/readyz did not say per-edge'],
      [downLines.every((n) => n === 1), `outage logged ${downLines.join(', ')} times per edge (need once)`],
      [shared, shared ? 'limits shared again' : 'limits not shared again within 15 s'],
    ]),
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'fleet-'));
  const run = Date.now().toString(36);
  const rows: AttackRow[] = [];
  let balancer: Balancer | undefined;
  const edges: FleetEdge[] = [];
  try {
    process.stderr.write('[fleet] starting redis-server, the sandbox and three edges...\n');
    const redis = await startRedisServer();
    const dbPath = join(dir, 'sandbox.db');
    const sandboxUrl = await startSandboxProcess(dbPath);
    const env = {
      SANDBOX_URL: sandboxUrl,
      TRUST_PROXY: '1',
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      RATE_LIMIT_REDIS_URL: redis.url,
      RATE_LIMIT_SMS: `${SMS_BURST},1`,
    };
    const ports = [await freePort(), await freePort(), await freePort()];
    edges.push(...(await Promise.all(ports.map((port) => startFleetEdge(port, env)))));
    balancer = await startBalancer(edges.map((edge) => edge.url));
    const fleet: Fleet = { dir, dbPath, redis, edges, env, balancer };
    const scenarios: Array<[string, () => Promise<AttackRow>]> = [
      ['1 player journey', () => journey(fleet, run)],
      ['2 one SMS bucket across three edges', () => sharedSms(fleet)],
      ['3 rolling restart under load', () => rollingRestart(fleet, run)],
      ['4 Redis killed mid-run', () => redisOutage(fleet)],
    ];
    for (const [name, scenario] of scenarios) {
      process.stderr.write(`[fleet] ${name}...\n`);
      try {
        rows.push(await within(120_000, name, scenario()));
      } catch (error) {
        rows.push({ scenario: name, sent: [], measured: [], verdict: { error: error instanceof Error ? error.message.split('\n')[0] : String(error) } });
      }
    }
  } finally {
    await balancer?.close();
    await Promise.all(edges.map((edge) => edge.process.stop(5000)));
    killAll();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nnpm run fleet: ${new Date().toISOString()}, node ${process.version}, 3 edges + redis-server + sandbox on loopback\n`);
  console.log(renderTable(rows));
  process.exit(rows.length > 0 && rows.every(rowHeld) ? 0 : 1);
}

for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.on(signal, () => {
    killAll();
    process.exit(code);
  });
}
process.on('exit', killAll);
main().catch((error: unknown) => {
  console.error(`[fleet] ${error instanceof Error ? error.message : String(error)}`);
  killAll();
  process.exit(1);
});
