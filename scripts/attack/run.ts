// `npm run attack`: the heavier attack scenarios of issue 9 against the BUILT app (run
// `npm run build` first; this builds nothing), one after another, each on a fresh edge (and
// sandbox or fake upstream) on free loopback ports, each bounded in count and time. Prints one
// table: what was sent, what held, the edge's memory and open sockets, and a verdict computed by
// verdicts.ts. Exit code 0 when every scenario held, 1 otherwise. Linux only (reads /proc).
// `npm run attack -- 2 5a` runs only the scenarios whose names start with those words.
import { existsSync } from 'node:fs';
import { beaconFlood } from './beacon-flood';
import { EDGE_ENTRY } from '../run/launch-edge';
import { killChildren, SANDBOX_ENTRY, within } from './harness';
import { loginBurst, smsBurst } from './login-brute-force';
import { loginDuringFlood } from './login-during-flood';
import { redisOutage } from './redis-outage';
import { lateExclusionPayment, manyAddressLogin, parallelCheckouts } from './money-and-lockout';
import { sigtermDrain } from './sigterm-drain';
import { slowloris } from './slowloris';
import { renderTable, rowHeld, type AttackRow } from './table';
import { FLOOD_LOGIN_SLACK_S, LOCKOUT_POLICY, MAX_FLOOD_GROWTH_MB, MAX_FLOOD_LOGIN_FACTOR, MAX_OWNER_WAIT_S, MAX_SMS_BURST, MAX_STREAMED_UPLOAD_GROWTH_MB, MAX_UPLOAD_PEAK_GROWTH_MB, MAX_UPLOAD_RESIDUE_MB, MIN_SUCCESS_SHARE, SOCKET_SLACK } from './verdicts';
import { upstreamFaults } from './upstream-faults';
import { uploadFlood } from './upload-flood';
import { uploadSessions } from './upload-sessions';

/** Each scenario with the longest it may take, start and stop included. */
const SCENARIOS: Array<{ name: string; budgetMs: number; run: () => Promise<AttackRow> }> = [
  { name: '1 slowloris', budgetMs: 150_000, run: slowloris },
  { name: '2 beacon flood', budgetMs: 90_000, run: beaconFlood },
  { name: '3 upstream faults', budgetMs: 120_000, run: upstreamFaults },
  { name: '4 SIGTERM under keep-alive load', budgetMs: 90_000, run: sigtermDrain },
  { name: '5a login brute force', budgetMs: 90_000, run: loginBurst },
  { name: '5b SMS burst', budgetMs: 90_000, run: smsBurst },
  { name: '6a login guesses from 40 addresses', budgetMs: 120_000, run: manyAddressLogin },
  { name: '6b parallel checkouts against the channel limit', budgetMs: 90_000, run: parallelCheckouts },
  { name: '6c late payment after self-exclusion', budgetMs: 90_000, run: lateExclusionPayment },
  { name: '7 upload memory flood', budgetMs: 120_000, run: uploadFlood },
  { name: '7b logged-in upload flood', budgetMs: 150_000, run: uploadSessions },
  { name: '8 Redis killed mid-run', budgetMs: 120_000, run: redisOutage },
  { name: '9 a real login during a login flood from 200 addresses', budgetMs: 120_000, run: loginDuringFlood },
];

const RULES = [
  'verdict rules (scripts/attack/verdicts.ts):',
  '  1 every player call answered while the connections are held; 2 the player call answered and RSS grew at most ' +
    `${MAX_FLOOD_GROWTH_MB} MB; 3 no upstream 500 passed through, at least ${MIN_SUCCESS_SHARE * 100}% of answers (429s aside) 200, ` +
    `every stalled body ended by the edge while its client waited, edge sockets back within +${SOCKET_SLACK}; 4 no request lost, every answer 200 and exit code 0; ` +
    `5a at most ${LOCKOUT_POLICY} wrong passwords checked; 5b at most ${MAX_SMS_BURST} SMS sent; 6a at most ${LOCKOUT_POLICY} checked from all addresses and the owner ` +
    `in within ${MAX_OWNER_WAIT_S} s; 6b credits within the channel's daily limit; 6c nothing credited after the exclusion; ` +
    `7 every body without a session refused (401), the player call answered, RSS grew at most ${MAX_UPLOAD_PEAK_GROWTH_MB} MB at the peak and came back within ${MAX_UPLOAD_RESIDUE_MB} MB; ` +
    `7b uploads taken, the player call answered, RSS grew at most ${MAX_STREAMED_UPLOAD_GROWTH_MB} MB at the peak and came back within ${MAX_UPLOAD_RESIDUE_MB} MB; ` +
    `8 at most a shared burst and one per edge passed with Redis killed, /readyz per-edge, the outage logged once, no stack; ` +
    `9 every login of the player during the flood succeeded, their median at most ${MAX_FLOOD_LOGIN_FACTOR} x the idle median + ${FLOOD_LOGIN_SLACK_S} s.`,
  'edge figures are of the edge process (which also runs the sandbox when no upstream is given), sampled every second from /proc; "after" is once the scenario ends (4: the process is gone).',
];

async function main(): Promise<void> {
  if (!existsSync('/proc/self/status')) throw new Error('npm run attack reads /proc: it runs on Linux only');
  if (!existsSync(EDGE_ENTRY) || !existsSync(SANDBOX_ENTRY)) throw new Error('the built app is missing: run `npm run build` first');
  const only = process.argv.slice(2);
  const chosen = SCENARIOS.filter(({ name }) => only.length === 0 || only.some((word) => name.startsWith(word)));
  if (chosen.length === 0) throw new Error(`no scenario matches ${only.join(' ')}; they are: ${SCENARIOS.map(({ name }) => name).join(', ')}`);
  const rows: AttackRow[] = [];
  for (const scenario of chosen) {
    process.stderr.write(`[attack] ${scenario.name}...\n`);
    const work = scenario.run();
    // A scenario that overran its budget may still fail later, once its children are killed.
    work.catch(() => undefined);
    try {
      rows.push(await within(scenario.budgetMs, scenario.name, work));
    } catch (error) {
      rows.push({ scenario: scenario.name, sent: [], measured: [], verdict: { error: error instanceof Error ? error.message.split('\n')[0] : String(error) } });
    } finally {
      // Whatever a failed or timed-out scenario left running.
      killChildren();
    }
  }
  console.log(`\nnpm run attack: ${new Date().toISOString()}, node ${process.version}, loopback only\n`);
  console.log(renderTable(rows));
  console.log(`\n${RULES.join('\n')}`);
  process.exit(rows.every(rowHeld) ? 0 : 1);
}

// Stopped from outside: take the edges and helpers down too (forked helpers also exit on disconnect).
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.on(signal, () => {
    killChildren();
    process.exit(code);
  });
}
process.on('exit', killChildren);
main().catch((error: unknown) => {
  console.error(`[attack] ${error instanceof Error ? error.message : String(error)}`);
  killChildren();
  process.exit(1);
});
