// Scenario 9 (issue 27, "No overall budget per call class": a real login took 2.4 s during a flood
// from 200 addresses; the first run of this scenario saw 9.07 s and 4 of 5 logins answered 504,
// the sandbox's password hashes queued past the edge's 9 s upstream deadline). On a fresh edge and
// sandbox, through the edge (TRUST_PROXY=1, X-Forwarded-For names the address):
//   1. a real player logs in 5 times, one after another, with nothing else running: the idle median;
//   2. 200 addresses (login-flood-worker.ts, a process of its own) each send a wrong password for a new account every FLOOD_PAUSE_MS (each a
//      full password hash upstream) for FLOOD_MS; from the 3rd second the same player logs in 5
//      more times, 1 s apart, from its own address.
// Held when every login of the player succeeds and their median stays within the bound of
// verdicts.ts relative to the idle median of the same run.
import { accountLogin } from '../../contract/auth';
import { CLIENT_FIELDS, callJson, countBy, forkHelper, formatCounts, median, outcomeName, readDb, registerPlayer, sleep, startEdge, succeeded, watch, type Outcome } from './harness';
import { FLOOD_NAMES as NAMES, type FloodCounts } from './login-flood-worker';
import type { AttackRow } from './table';
import { loginDuringFloodVerdict } from './verdicts';

const FLOOD_ADDRESSES = 200;
const FLOOD_MS = 25_000;
const FLOOD_PAUSE_MS = 500;
const LOGINS = 5;
const PLAYER_FROM = '192.0.2.77';
const TIMEOUT_MS = 15_000;

export async function loginDuringFlood(): Promise<AttackRow> {
  const edge = await startEdge({ env: { TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '0' } });
  try {
    const player = await registerPlayer(edge.sandboxUrl!);
    const login = async (): Promise<{ outcome: Outcome; seconds: number }> => {
      const started = performance.now();
      const outcome = await callJson(edge.url, accountLogin.name, { account: player.account, password: player.password, ...CLIENT_FIELDS }, { timeoutMs: TIMEOUT_MS, headers: { 'x-forwarded-for': PLAYER_FROM } });
      return { outcome, seconds: (performance.now() - started) / 1000 };
    };
    const idle: Array<{ outcome: Outcome; seconds: number }> = [];
    for (let i = 0; i < LOGINS; i += 1) idle.push(await login());

    const stats = watch(edge.pid);
    const started = Date.now();
    const worker = forkHelper('login-flood-worker.ts', [edge.url, String(FLOOD_ADDRESSES), String(FLOOD_PAUSE_MS), String(FLOOD_MS)]);
    const flood = new Promise<FloodCounts>((resolve, reject) => {
      worker.once('message', (counts) => resolve(counts as FloodCounts));
      worker.once('exit', (code) => reject(new Error(`the login flood exited (${code}) before reporting`)));
    });
    flood.catch(() => undefined);
    const during: Array<{ outcome: Outcome; seconds: number }> = [];
    await sleep(3000);
    for (let i = 0; i < LOGINS; i += 1) {
      during.push(await login());
      await sleep(1000);
    }
    const floodCounts = await flood;
    const floodS = (Date.now() - started) / 1000;
    const checked = readDb(edge.dbPath, (db) => Number((db.prepare('SELECT COUNT(*) AS n FROM login_failures').get() as { n: number }).n));
    const idleMedian = median(idle.map((login) => login.seconds));
    const floodMedian = median(during.map((login) => login.seconds));
    const seconds = (list: Array<{ seconds: number }>) => list.map((login) => login.seconds.toFixed(2)).join(', ');
    const named = (list: Array<{ outcome: Outcome }>) => formatCounts(countBy(list, (login) => outcomeName(login.outcome, NAMES)));
    return {
      scenario: '9 a real login during a login flood from 200 addresses',
      sent: [
        `${LOGINS} logins of a real player from ${PLAYER_FROM}, one after another, idle`,
        `then ${FLOOD_ADDRESSES} addresses (198.18.x.y) each sending a wrong password for a new account every ${FLOOD_PAUSE_MS} ms for ${FLOOD_MS / 1000} s`,
        `from its 3rd second, ${LOGINS} logins of the player, 1 s apart`,
      ],
      measured: [
        `idle logins: ${named(idle)}; s: ${seconds(idle)}; median ${idleMedian.toFixed(2)} s`,
        `during the flood: ${named(during)}; s: ${seconds(during)}; median ${floodMedian.toFixed(2)} s`,
        `flood answers (${floodS.toFixed(0)} s): ${formatCounts(floodCounts)}`,
        `passwords checked by the sandbox (wrong): ${checked ?? 'n/a'}`,
      ],
      ...stats.end(),
      verdict: loginDuringFloodVerdict({
        logins: during.length,
        loggedIn: during.filter((login) => succeeded(login.outcome)).length,
        idleMedianS: idleMedian,
        floodMedianS: floodMedian,
        edgeExit: edge.exitCode(),
      }),
    };
  } finally {
    await edge.stop();
  }
}
