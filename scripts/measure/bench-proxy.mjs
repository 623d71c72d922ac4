// `npm run bench`: what the edge adds to an operator call, measured side by side in one run.
//
// It builds the edge (esbuild, a second), starts the BUILT edge exactly as `npm start` runs it
// (`node dist/edge/node.mjs`, which starts the sandbox in the same process) in a child process on
// free loopback ports with a fresh temporary database (scripts/run/launch-edge.ts), then drives the
// same calls with autocannon from this process: once straight at the sandbox, once through the
// edge. Load generator and servers are separate processes so they do not share one event loop.
//
// Env: BENCH_SECONDS (per call and side, default 10, split into alternating rounds), BENCH_CONNECTIONS (default 10; 1 isolates latency).
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { killEdges, launchEdge } from '../run/launch-edge.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
if (!(seconds > 0 && seconds <= 60) || !(connections >= 1 && connections <= 256)) {
  console.error('BENCH_SECONDS must be 1-60 and BENCH_CONNECTIONS 1-256');
  process.exit(1);
}

const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/build-edge.mjs'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

process.on('SIGINT', () => {
  killEdges('SIGTERM');
  process.exit(130);
});
const edge = await launchEdge({
  tempPrefix: 'edge-bench-',
  // The API only: no client files.
  staticDir: false,
  // One loopback address sends thousands of calls a second: a bucket that never empties keeps the
  // limiter's work in the measurement without its 429s.
  env: { RATE_LIMIT_CALLS: '1000000,1000000' },
  echoStderr: true,
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
const urls = { edge: edge.url, sandbox: edge.sandboxUrl };

// What the edge adds, so the direct call carries the same body the sandbox sees through the edge.
const operatorFields = { appId: 'ph-casino', channel: 'WEB', appVersion: '1.1.6', appWebName: 'Casino PH', platform: 1, clientReferrer: '' };
const clientFields = { platform: 1, clientReferrer: '' };

async function call(base, name, body, headers = {}) {
  const res = await fetch(`${base}/app/v1/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return res.json();
}

const account = `bench${Math.floor(Math.random() * 1e8)}`;
let session = await call(urls.edge, 'accountRegist', { eligibilityDeclared: 1, account, password: 'bench-pass-1', ...clientFields });
if (!session.token) session = await call(urls.edge, 'accountLogin', { account: 'demo01', password: 'demo1234', ...clientFields });
if (!session.token) {
  console.error('could not get a session token:', session);
  await edge.stop();
  process.exit(1);
}

const auth = { authorization: `Bearer ${session.token}` };
const direct = (call, headers = {}) => ({ url: `${urls.sandbox}/app/v1/${call}`, body: operatorFields, headers });
const viaEdge = (call, headers = {}) => ({ url: `${urls.edge}/app/v1/${call}`, body: clientFields, headers });
const preLoginBody = { ...clientFields, deviceId: 'bench-device', os: 'android', deviceModel: 'bench' };

// Each scenario compares its sides in one run; the first side is the baseline of "added mean ms".
// The last one is the edge's JSON compression (issue 10): the same 9 kB-compressed preLogin answer
// (310 games) sent plain, as gzip and as brotli, so its CPU and latency cost sit beside the bytes it saves.
const scenarios = [
  { label: 'anonymous/appTheme', sides: { direct: direct('anonymous/appTheme'), edge: viaEdge('anonymous/appTheme') } },
  { label: 'refreshData (auth)', sides: { direct: direct('refreshData', auth), edge: viaEdge('refreshData', auth) } },
  {
    label: 'preLogin (compression)',
    sides: {
      'edge, identity': { ...viaEdge('preLogin', { 'accept-encoding': 'identity' }), body: preLoginBody },
      'edge, gzip': { ...viaEdge('preLogin', { 'accept-encoding': 'gzip' }), body: preLoginBody },
      'edge, br': { ...viaEdge('preLogin', { 'accept-encoding': 'br' }), body: preLoginBody },
    },
  },
];

// CPU time of the server process (edge + sandbox) from /proc: unlike latency, it is not skewed by
// other work on the machine. Linux only; elsewhere the column reads n/a.
const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;
function serverCpuMs() {
  try {
    const fields = readFileSync(`/proc/${edge.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000;
  } catch {
    return NaN;
  }
}

function run(url, body, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), connections, duration },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

// Direct and edge runs alternate in short rounds, and each figure is the median round, so that
// load changing on the machine during the run hits both sides alike.
const rounds = Math.max(1, Math.min(5, Math.floor(seconds)));
const roundSeconds = Math.max(1, Math.round(seconds / rounds));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const rows = [];
for (const scenario of scenarios) {
  const targets = Object.fromEntries(Object.entries(scenario.sides).map(([via, side]) => [via, { ...side, rounds: [], cpuMs: 0, requests: 0, bytes: 0 }]));
  for (const target of Object.values(targets)) await run(target.url, target.body, target.headers, 1); // warm-up
  process.stderr.write(`${scenario.label}: ${rounds} rounds of ${roundSeconds} s per side, ${connections} connections...\n`);
  for (let round = 0; round < rounds; round++) {
    for (const target of Object.values(targets)) {
      const cpuBefore = serverCpuMs();
      const result = await run(target.url, target.body, target.headers, roundSeconds);
      target.cpuMs += serverCpuMs() - cpuBefore;
      target.requests += result.requests.total;
      target.bytes += result.throughput.total;
      target.rounds.push(result);
    }
  }
  let baseline = null;
  for (const [via, target] of Object.entries(targets)) {
    const byMean = [...target.rounds].sort((a, b) => a.latency.mean - b.latency.mean);
    const middle = byMean[Math.floor(byMean.length / 2)];
    const cpuUs = (target.cpuMs * 1000) / target.requests;
    baseline ??= middle.latency.mean;
    rows.push({
      call: scenario.label,
      via,
      'req/s': Math.round(median(target.rounds.map((r) => r.requests.average))),
      'mean ms': middle.latency.mean.toFixed(2),
      'p50 ms': middle.latency.p50,
      'p99 ms': middle.latency.p99,
      'added mean ms': middle.latency.mean === baseline ? '' : (middle.latency.mean - baseline).toFixed(2),
      'server CPU µs/req': Number.isFinite(cpuUs) ? Math.round(cpuUs) : 'n/a',
      'bytes/answer': Math.round(target.bytes / Math.max(1, target.requests)),
      failures: target.rounds.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
    });
  }
}

console.log(`\nEdge proxy overhead, loopback, ${connections} connections, ${rounds}x${roundSeconds} s per side (median round; node ${process.version}, load ${(await import('node:os')).loadavg()[0].toFixed(1)})`);
console.table(rows);
console.log('direct: autocannon -> sandbox; edge: autocannon -> edge -> sandbox (one server process, as `npm start` runs it).');
console.log('added mean ms: mean latency minus the first side of the call; server CPU µs/req: CPU of that process per request (the edge\'s own cost is the difference);');
console.log('bytes/answer: bytes on the wire per answer, headers included (the compression rows show what brotli and gzip save and cost).');
await edge.stop();
