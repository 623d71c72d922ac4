// The login flood of scenario 9 in a process of its own (forked by login-during-flood.ts), so its
// 200 loops never delay the real player's calls in the runner's event loop: `addresses` addresses
// (198.18.x.y, named by X-Forwarded-For) each send a wrong password for a new account, wait
// `pauseMs`, and again, for `durationMs`. Sends its answers by name when done, then exits.
import { pathToFileURL } from 'node:url';
import { accountLogin, AuthErrorCode } from '../../contract/auth';
import { CLIENT_FIELDS, callJson, countBy, outcomeName, sleep, type Outcome } from './harness';

/** What the flood's answers were, by name (outcomeName). */
export type FloodCounts = Record<string, number>;

export const FLOOD_NAMES = { [AuthErrorCode.wrongCredentials]: 'wrong password', [AuthErrorCode.accountLocked]: 'back-off', 200: 'logged in', 429: 'sandbox 429' };

async function main(base: string, addresses: number, pauseMs: number, durationMs: number): Promise<void> {
  const outcomes: Outcome[] = [];
  const end = Date.now() + durationMs;
  const flooder = async (index: number) => {
    const from = `198.18.${Math.floor(index / 100)}.${(index % 100) + 10}`;
    for (let n = 0; Date.now() < end; n += 1) {
      const body = { account: `flood${index}x${n}`, password: `wrong-${n}`, ...CLIENT_FIELDS };
      outcomes.push(await callJson(base, accountLogin.name, body, { timeoutMs: 15_000, headers: { 'x-forwarded-for': from } }));
      await sleep(pauseMs);
    }
  };
  await Promise.all(Array.from({ length: addresses }, (_, i) => flooder(i)));
  const counts: FloodCounts = countBy(outcomes, (outcome) => outcomeName(outcome, FLOOD_NAMES));
  process.send!(counts, () => process.exit(0));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.on('disconnect', () => process.exit(0));
  const [base, addresses, pauseMs, durationMs] = process.argv.slice(2);
  void main(base, Number(addresses), Number(pauseMs), Number(durationMs));
}
