// Scenario 5, brute force through the edge from one address, each part on a fresh edge and sandbox:
//   a. 50 wrong passwords for the demo player at once: how many were checked, as the sandbox's
//      database records them (its answers undercount);
//   b. SMS codes requested for 100 different numbers at once: how many were sent.
import { accountLogin, AuthErrorCode, smsSend, SmsPurpose } from '../../contract/auth';
import { DEMO_ACCOUNT } from '../../edge/sandbox/seed/seed';
import { CLIENT_FIELDS, callJson, countBy, formatCounts, outcomeName, readDb, startEdge, watch, type Outcome } from './harness';
import type { AttackRow } from './table';
import { loginBurstVerdict, smsBurstVerdict } from './verdicts';

const GUESSES = 50;
const NUMBERS = 100;
const TIMEOUT_MS = 30_000;

const tally = (outcomes: Outcome[], names: Record<number, string>) => countBy(outcomes, (outcome) => outcomeName(outcome, names));

/** Wrong-password rows the sandbox recorded; undefined when its table is not there to read. */
const recordedFailures = (dbPath: string) => readDb(dbPath, (db) => (db.prepare('SELECT COUNT(*) AS n FROM login_failures').get() as { n: number }).n);

export async function loginBurst(): Promise<AttackRow> {
  const edge = await startEdge();
  try {
    const stats = watch(edge.pid);
    const outcomes = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        callJson(edge.url, accountLogin.name, { account: DEMO_ACCOUNT, password: `wrong-guess-${i}`, ...CLIENT_FIELDS }, { timeoutMs: TIMEOUT_MS }),
      ),
    );
    // Answers undercount: today's sandbox answers "locked" to guesses it has already checked.
    const counts = tally(outcomes, { [AuthErrorCode.wrongCredentials]: 'wrong password', [AuthErrorCode.accountLocked]: 'locked', 200: 'logged in' });
    const recorded = recordedFailures(edge.dbPath);
    return {
      scenario: '5a login brute force',
      sent: [`${GUESSES} wrong passwords for ${DEMO_ACCOUNT} at once, from 127.0.0.1`],
      measured: [`answers: ${formatCounts(counts)}`, `checked, as recorded by the sandbox: ${recorded ?? 'n/a (no login_failures table)'}`],
      ...stats.end(),
      verdict: loginBurstVerdict({ recorded, answeredWrong: counts['wrong password'] ?? 0 }),
    };
  } finally {
    await edge.stop();
  }
}

export async function smsBurst(): Promise<AttackRow> {
  const edge = await startEdge();
  try {
    const stats = watch(edge.pid);
    const outcomes = await Promise.all(
      Array.from({ length: NUMBERS }, (_, i) =>
        callJson(edge.url, smsSend.name, { mobile: `9${String(100_000_000 + i)}`, purpose: SmsPurpose.register, ...CLIENT_FIELDS }, { timeoutMs: TIMEOUT_MS }),
      ),
    );
    const counts = tally(outcomes, { 200: 'sent', [AuthErrorCode.smsSendLimit]: 'send limit' });
    return {
      scenario: '5b SMS burst',
      sent: [`SMS codes for ${NUMBERS} different numbers at once, from 127.0.0.1`],
      measured: [`answers: ${formatCounts(counts)}`],
      ...stats.end(),
      verdict: smsBurstVerdict({ sent: counts.sent ?? 0 }),
    };
  } finally {
    await edge.stop();
  }
}
