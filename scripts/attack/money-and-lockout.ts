// Scenario 6 (issue 27), each part on a fresh edge and sandbox, through the edge:
//   a. wrong passwords for the demo player from 40 client addresses at once (the edge trusts a
//      front proxy here, so X-Forwarded-For names the address), then the owner from another
//      network: how many guesses were checked, and whether the owner got in after the back-off;
//   b. eight ₱50,000 GCash checkouts opened at once against the channel's ₱100,000 daily limit,
//      each opened one then paid on the provider's page: how much was credited;
//   c. a checkout opened, self-exclusion started, then "Pay" pressed on the provider's page that
//      was still open: how much was credited after the exclusion.
// What was checked and credited is read from the sandbox's database, not from the answers.
import { accountLogin, AuthErrorCode } from '../../contract/auth';
import { startPlayBreak } from '../../contract/limits';
import { recharge, WalletErrorCode } from '../../contract/wallet';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../../edge/sandbox/seed/seed';
import { CLIENT_FIELDS, callJson, codeOf, countBy, formatCounts, newPlayer, outcomeName, readDb as readDbFile, sleep, startEdge, watch, type Edge, type Outcome } from './harness';
import type { AttackRow } from './table';
import { channelLimitVerdict, lateExclusionPaymentVerdict, manyAddressLoginVerdict } from './verdicts';

const ADDRESSES = 40;
const GUESSES_PER_ADDRESS = 3;
const CHECKOUTS = 8;
const PESO = 100;
/** The seeded GCash channel: ₱50,000 at most per deposit, ₱100,000 a day. */
const GCASH = { typeId: 1, amount: 50_000 * PESO, dailyLimit: 100_000 * PESO };
const TIMEOUT_MS = 30_000;
const PLAYER_PASSWORD = 'attack-pass-1';

/** A read of the sandbox's database; undefined when it cannot be read. */
const readDb = <T>(edge: Edge, read: Parameters<typeof readDbFile<T>>[1]): T | undefined => readDbFile(edge.dbPath, read);

const bodyOf = (outcome: Outcome): Record<string, unknown> => {
  if (!('status' in outcome)) return {};
  try {
    return JSON.parse(outcome.body) as Record<string, unknown>;
  } catch {
    return {};
  }
};

const tally = (outcomes: Outcome[], names: Record<number, string>) => countBy(outcomes, (outcome) => outcomeName(outcome, names));

/** Presses "Pay" on the provider's page of `payUrl`, through the edge. */
async function payOnPage(edge: Edge, payUrl: string): Promise<number> {
  const url = new URL(payUrl, edge.url);
  const response = await fetch(url.origin + url.pathname, {
    method: 'POST',
    body: `t=${url.searchParams.get('t') ?? ''}&action=pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  return response.status;
}

/** Deposit credits of these orders, in the ledger. */
const credited = (edge: Edge, orderNos: string[]) =>
  readDb(edge, (db) =>
    orderNos.reduce((sum, orderNo) => sum + Number((db.prepare("SELECT COALESCE(SUM(delta), 0) AS n FROM ledger WHERE kind = 'deposit' AND ref = ?").get(orderNo) as { n: number }).n), 0),
  );

export async function manyAddressLogin(): Promise<AttackRow> {
  const edge = await startEdge({ env: { TRUST_PROXY: '1' } });
  try {
    const stats = watch(edge.pid);
    const guess = (address: string, i: number) =>
      callJson(edge.url, accountLogin.name, { account: DEMO_ACCOUNT, password: `wrong-guess-${i}`, ...CLIENT_FIELDS }, { timeoutMs: TIMEOUT_MS, headers: { 'x-forwarded-for': address } });
    const outcomes = await Promise.all(
      Array.from({ length: ADDRESSES * GUESSES_PER_ADDRESS }, (_, i) => guess(`198.18.${i % ADDRESSES}.${10 + (i % 7)}`, i)),
    );
    const names = { [AuthErrorCode.wrongCredentials]: 'wrong password', [AuthErrorCode.accountLocked]: 'back-off', [AuthErrorCode.lockedOnNetwork]: 'locked here', 200: 'logged in' };
    const counts = tally(outcomes, names);
    const recorded = readDb(edge, (db) => Number((db.prepare('SELECT COUNT(*) AS n FROM login_failures').get() as { n: number }).n));
    // The owner, from a network that never guessed: told to wait, waits, then logs in.
    const owner = () => callJson(edge.url, accountLogin.name, { account: DEMO_ACCOUNT, password: DEMO_PASSWORD, ...CLIENT_FIELDS }, { timeoutMs: TIMEOUT_MS, headers: { 'x-forwarded-for': '192.0.2.44' } });
    let answer = await owner();
    let waitedS = 0;
    for (let tries = 0; tries < 3 && codeOf(answer) === AuthErrorCode.accountLocked; tries++) {
      const interval = Number(bodyOf(answer).interval) || 1;
      if (waitedS + interval > 60) break;
      waitedS += interval;
      await sleep(interval * 1000);
      answer = await owner();
    }
    const ownerIn = codeOf(answer) === 200;
    return {
      scenario: '6a login guesses from 40 addresses',
      sent: [`${ADDRESSES * GUESSES_PER_ADDRESS} wrong passwords for ${DEMO_ACCOUNT} at once, ${GUESSES_PER_ADDRESS} from each of ${ADDRESSES} addresses of ${ADDRESSES} networks (X-Forwarded-For, TRUST_PROXY=1)`, 'then the right password from another network'],
      measured: [
        `answers: ${formatCounts(counts)}`,
        `checked, as recorded by the sandbox: ${recorded ?? 'n/a'}`,
        `owner: ${ownerIn ? 'logged in' : `code ${codeOf(answer) ?? '-'}`} after waiting ${waitedS} s`,
      ],
      ...stats.end(),
      verdict: manyAddressLoginVerdict({ recorded, answeredWrong: counts['wrong password'] ?? 0, ownerIn, ownerWaitS: waitedS }),
    };
  } finally {
    await edge.stop();
  }
}

export async function parallelCheckouts(): Promise<AttackRow> {
  const edge = await startEdge();
  try {
    const stats = watch(edge.pid);
    const token = await newPlayer(edge.sandboxUrl!);
    const headers = { authorization: `Bearer ${token}` };
    const outcomes = await Promise.all(
      Array.from({ length: CHECKOUTS }, (_, i) =>
        callJson(edge.url, recharge.name, { typeId: GCASH.typeId, amount: GCASH.amount, requestId: `attack-checkout-${i}-${Date.now()}`, ...CLIENT_FIELDS }, { timeoutMs: TIMEOUT_MS, headers }),
      ),
    );
    const opened = outcomes.map(bodyOf).filter((body) => typeof body.payUrl === 'string') as { payUrl: string; order: { orderNo: string } }[];
    const pages = await Promise.all(opened.map((body) => payOnPage(edge, body.payUrl)));
    const paid = credited(edge, opened.map((body) => body.order.orderNo));
    return {
      scenario: '6b parallel checkouts against the channel limit',
      sent: [`${CHECKOUTS} GCash checkouts of ₱50,000 at once (daily limit ₱100,000), each opened one paid on the provider's page`],
      measured: [
        `answers: ${formatCounts(tally(outcomes, { 200: 'opened', [WalletErrorCode.dailyLimitReached]: 'daily limit' }))}`,
        `pay page: ${formatCounts(pages.reduce<Record<string, number>>((counts, status) => ({ ...counts, [`HTTP ${status}`]: (counts[`HTTP ${status}`] ?? 0) + 1 }), {}))}`,
        `credited: ${paid === undefined ? 'n/a' : `₱${(paid / PESO).toLocaleString('en-US')}`}`,
      ],
      ...stats.end(),
      verdict: channelLimitVerdict({ credited: paid, limit: GCASH.dailyLimit }),
    };
  } finally {
    await edge.stop();
  }
}

export async function lateExclusionPayment(): Promise<AttackRow> {
  const edge = await startEdge();
  try {
    const stats = watch(edge.pid);
    const token = await newPlayer(edge.sandboxUrl!);
    const headers = { authorization: `Bearer ${token}` };
    const open = bodyOf(
      await callJson(edge.url, recharge.name, { typeId: GCASH.typeId, amount: 10_000 * PESO, requestId: `attack-late-${Date.now()}`, ...CLIENT_FIELDS }, { timeoutMs: TIMEOUT_MS, headers }),
    ) as { payUrl?: string; order?: { orderNo: string } };
    if (!open.payUrl || !open.order) throw new Error('the checkout did not open');
    const excluded = await callJson(edge.url, startPlayBreak.name, { kind: 'exclusion', duration: '6m', password: PLAYER_PASSWORD, ...CLIENT_FIELDS }, { timeoutMs: TIMEOUT_MS, headers });
    const page = await payOnPage(edge, open.payUrl);
    const orderNo = open.order.orderNo;
    const after = credited(edge, [orderNo]);
    const status = readDb(edge, (db) => (db.prepare('SELECT status FROM deposit_orders WHERE order_no = ?').get(orderNo) as { status: string } | undefined)?.status);
    return {
      scenario: '6c late payment after self-exclusion',
      sent: ['a ₱10,000 GCash checkout opened, self-exclusion started, then "Pay" on the provider page still open'],
      measured: [`exclusion: code ${codeOf(excluded) ?? '-'}`, `pay page: HTTP ${page}`, `order: ${status ?? 'n/a'}`, `credited: ${after === undefined ? 'n/a' : `₱${(after / PESO).toLocaleString('en-US')}`}`],
      ...stats.end(),
      verdict: lateExclusionPaymentVerdict({ excluded: codeOf(excluded) === 200, credited: after }),
    };
  } finally {
    await edge.stop();
  }
}
