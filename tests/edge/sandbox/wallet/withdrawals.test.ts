// Receiving accounts and withdrawals in the sandbox: validation, the password, holds with their
// numbers, limits, the review, and races that must neither overdraw nor return money twice.
import { describe, expect, it } from 'vitest';
import { WalletErrorCode } from '../../../../contract/wallet';
import { GAME_PLATFORMS } from '../../../../edge/sandbox/games/catalogue';
import { postLedger } from '../../../../edge/sandbox/ledger/ledger';
import { reviewDueWithdrawals } from '../../../../edge/sandbox/wallet/withdrawal-review';
import { ledgerMismatches, makeSandbox, type TestSandbox } from '../helpers';
import { coinOf } from '../games/game-helpers';

const PESO = 100;
const PASSWORD = 'secret12';
let n = 0;
const rid = () => `wreq-${Date.now()}-${++n}`;

/** A registered player (with a password) topped up to `coin` more. */
async function player(sandbox: TestSandbox, coin = 0) {
  const { token, user } = await sandbox.registerAccount(`wd${++n}x${String(Date.now() % 100000).padStart(5, '0')}`, PASSWORD);
  const userId = user.id as number;
  if (coin) postLedger(sandbox.db, { userId, delta: coin, kind: 'adjustment', now: sandbox.clock.now });
  return { token, userId };
}

async function addAccount(sandbox: TestSandbox, token: string, fields: Record<string, unknown> = {}) {
  return (await sandbox.call('addBankInfo', { bankId: 1, accountNo: '09171234567', accountName: 'Juan Dela Cruz', password: PASSWORD, ...fields }, token)).body;
}

const withdraw = async (sandbox: TestSandbox, token: string, accountId: number, amount: number, extra: Record<string, unknown> = {}) =>
  (await sandbox.call('exchange', { accountId, amount, password: PASSWORD, requestId: rid(), ...extra }, token)).body;

function expectBooksBalance(sandbox: TestSandbox) {
  expect(ledgerMismatches(sandbox.db)).toEqual([]);
  expect(sandbox.db.prepare('SELECT COUNT(*) FROM users WHERE coin < 0').pluck().get()).toBe(0);
  const rows = sandbox.db
    .prepare(
      `SELECT w.order_no, w.status, w.amount,
        (SELECT COALESCE(SUM(delta), 0) FROM ledger l WHERE l.ref = w.order_no AND l.kind = 'withdraw') AS held,
        (SELECT COALESCE(SUM(delta), 0) FROM ledger l WHERE l.ref = w.order_no AND l.kind = 'withdraw_refund') AS returned
       FROM withdrawals w`,
    )
    .all() as { order_no: string; status: string; amount: number; held: number; returned: number }[];
  for (const row of rows) {
    expect(row.held, row.order_no).toBe(-row.amount);
    expect(row.returned, row.order_no).toBe(row.status === 'refused' ? row.amount : 0);
  }
}

describe('receiving accounts', () => {
  it('adds e-wallet and bank accounts with the password, lists them, and changes one', async () => {
    const sandbox = makeSandbox();
    const { token } = await player(sandbox);
    const gcash = await addAccount(sandbox, token);
    expect(gcash).toMatchObject({ code: 200, account: { bankId: 1, bankName: 'GCash', kind: 'ewallet', accountNo: '09171234567', accountName: 'Juan Dela Cruz' } });
    const bdo = await addAccount(sandbox, token, { bankId: 3, accountNo: '001234567890' });
    expect(bdo.account).toMatchObject({ kind: 'bank', bankName: 'BDO Unibank' });
    const list = (await sandbox.call('bankInfoList', {}, token)).body.list;
    expect(list.map((a: { accountNo: string }) => a.accountNo)).toEqual(['09171234567', '001234567890']);
    const changed = (await sandbox.call('modifyBankInfo', { id: bdo.account.id, bankId: 5, accountNo: '1234567890', accountName: 'Juan D. Cruz', password: PASSWORD }, token)).body;
    expect(changed.account).toMatchObject({ id: bdo.account.id, bankName: 'Metrobank', accountNo: '1234567890', accountName: 'Juan D. Cruz' });
  });

  it('says what is wrong: the number for its kind, the password, the limit, duplicates, and someone else’s account', async () => {
    const sandbox = makeSandbox();
    const { token } = await player(sandbox);
    const other = await player(sandbox);
    expect(await addAccount(sandbox, token, { accountNo: '9171234567' })).toMatchObject({ code: WalletErrorCode.accountInvalid, msg: 'A GCash number has 11 digits and starts with 09' });
    expect(await addAccount(sandbox, token, { bankId: 3, accountNo: '12345' })).toMatchObject({ code: WalletErrorCode.accountInvalid, msg: 'A bank account number has 10 to 20 digits' });
    expect(await addAccount(sandbox, token, { bankId: 99 })).toMatchObject({ code: WalletErrorCode.accountInvalid });
    expect(await addAccount(sandbox, token, { password: 'wrong-one' })).toMatchObject({ code: WalletErrorCode.wrongPassword });
    const first = await addAccount(sandbox, token);
    expect(await addAccount(sandbox, token)).toMatchObject({ code: WalletErrorCode.accountLimit, msg: 'You already added this account' });
    await addAccount(sandbox, token, { accountNo: '09170000001' });
    await addAccount(sandbox, token, { accountNo: '09170000002' });
    expect(await addAccount(sandbox, token, { accountNo: '09170000003' })).toMatchObject({ code: WalletErrorCode.accountLimit, msg: 'You can keep up to 3 receiving accounts' });
    const theirs = (await sandbox.call('modifyBankInfo', { id: first.account.id, bankId: 1, accountNo: '09179999999', accountName: 'Someone Else', password: PASSWORD }, other.token)).body;
    expect(theirs.code).toBe(WalletErrorCode.accountNotFound);
    for (const name of ['J', 'Juan<script>', 'x'.repeat(65)]) {
      expect((await sandbox.call('addBankInfo', { bankId: 1, accountNo: '09171234567', accountName: name, password: PASSWORD }, token)).status, name).toBe(400);
    }
    expect((await sandbox.call('bankInfoList', {})).status).toBe(401);
  });
});

describe('withdrawals', () => {
  it('holds the amount at once, pays it on review, and lists it with the deposits', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox, 5_000 * PESO);
    const start = coinOf(sandbox, userId);
    const { account } = await addAccount(sandbox, token);
    const info = (await sandbox.call('getExchange', {}, token)).body;
    // The ₱10 sign-up bonus waits for a first deposit (bonus ledger): a hold, outside the balance.
    expect(info).toMatchObject({ code: 200, coin: start, withdrawable: start, holds: [{ reason: 'pending', amount: 10 * PESO }], minAmount: 100 * PESO, maxAmount: 50_000 * PESO, pending: 0, hasPassword: true });
    const placed = await withdraw(sandbox, token, account.id, 1_000 * PESO);
    expect(placed).toMatchObject({ code: 200, coin: start - 1_000 * PESO, request: { status: 'pending', amount: 1_000 * PESO, accountLabel: 'GCash ••••4567' } });
    expect((await sandbox.call('getExchange', {}, token)).body).toMatchObject({ pending: 1_000 * PESO, todayWithdrawn: 1_000 * PESO });

    expect(reviewDueWithdrawals(sandbox.db, sandbox.clock.now + 1000, 20_000)).toBe(0);
    expect(reviewDueWithdrawals(sandbox.db, sandbox.clock.now + 20_000, 20_000)).toBe(1);
    const record = (await sandbox.call('walletRecord', { pageNum: 1, pageSize: 10 }, token)).body;
    expect(record).toMatchObject({ total: 1, pages: 1, list: [{ type: 'withdraw', status: 'paid', amount: 1_000 * PESO, channel: 'GCash ••••4567' }] });
    expect(coinOf(sandbox, userId)).toBe(start - 1_000 * PESO);
    expectBooksBalance(sandbox);
  });

  it('returns exactly the held amount when refused, and a refused or paid request stays so', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox, 5_000 * PESO);
    const start = coinOf(sandbox, userId);
    const { account } = await addAccount(sandbox, token, { accountName: 'Refuse Me' });
    const placed = await withdraw(sandbox, token, account.id, 700 * PESO);
    reviewDueWithdrawals(sandbox.db, sandbox.clock.now + 60_000, 20_000);
    const refused = await sandbox.app.request(`/sandbox/dev/withdrawals/${placed.request.orderNo}/pay`, { method: 'POST' });
    expect(((await refused.json()) as { request: { status: string } }).request.status).toBe('refused');
    expect(coinOf(sandbox, userId)).toBe(start);
    const record = (await sandbox.call('walletRecord', { pageNum: 1, pageSize: 10, type: 'withdraw' }, token)).body;
    expect(record.list[0]).toMatchObject({ status: 'refused' });
    expectBooksBalance(sandbox);
  });

  it('explains the bonus turnover with numbers and keeps the bonus until it is wagered', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox);
    const placed = (await sandbox.call('recharge', { typeId: 1, amount: 500 * PESO, itemId: 3, requestId: rid() }, token)).body;
    await sandbox.app.request(`/sandbox/dev/deposits/${placed.order.orderNo}/pay`, { method: 'POST' });
    const coin = coinOf(sandbox, userId);
    const info = (await sandbox.call('getExchange', {}, token)).body;
    // The ₱25 deposit bonus (10x), the ₱120 first-deposit reward (10x) and the ₱10 sign-up bonus
    // credited by this first deposit (20x).
    expect(info.holds).toEqual([{ reason: 'turnover', locked: 155 * PESO, required: 1_650 * PESO, done: 0 }]);
    expect(info.withdrawable).toBe(coin - 155 * PESO);
    const { account } = await addAccount(sandbox, token);
    expect(await withdraw(sandbox, token, account.id, coin)).toMatchObject({ code: WalletErrorCode.insufficientBalance, withdrawable: coin - 155 * PESO });
  });

  it('holds the minimum, maximum, daily limit, KYC total, password and account', async () => {
    const sandbox = makeSandbox();
    const { token } = await player(sandbox, 200_000 * PESO);
    const other = await player(sandbox);
    const { account } = await addAccount(sandbox, token);
    const theirs = (await addAccount(sandbox, other.token)).account;
    expect(await withdraw(sandbox, token, account.id, 99 * PESO)).toMatchObject({ code: WalletErrorCode.belowMinimum, minAmount: 100 * PESO });
    expect(await withdraw(sandbox, token, account.id, 50_001 * PESO)).toMatchObject({ code: WalletErrorCode.aboveMaximum });
    expect(await withdraw(sandbox, token, account.id, 1_000 * PESO, { password: 'nope-nope' })).toMatchObject({ code: WalletErrorCode.wrongPassword });
    expect(await withdraw(sandbox, token, theirs.id, 1_000 * PESO)).toMatchObject({ code: WalletErrorCode.accountNotFound });
    expect(await withdraw(sandbox, token, account.id, 40_000 * PESO)).toMatchObject({ code: 200 });
    // ₱40,000 withdrawn; ₱50,000 in all needs KYC, so ₱10,001 more is held.
    expect(await withdraw(sandbox, token, account.id, 10_001 * PESO)).toMatchObject({ code: WalletErrorCode.withdrawHeld, threshold: 50_000 * PESO });
    expect(await withdraw(sandbox, token, account.id, 10_000 * PESO)).toMatchObject({ code: 200 });
    const info = (await sandbox.call('getExchange', {}, token)).body;
    expect(info.holds).toEqual([{ reason: 'pending', amount: 10 * PESO }, { reason: 'kyc', threshold: 50_000 * PESO, withdrawn: 50_000 * PESO }]);
    expect(info.withdrawable).toBe(0);
  });

  it('answers a repeated request with the same withdrawal', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox, 5_000 * PESO);
    const start = coinOf(sandbox, userId);
    const { account } = await addAccount(sandbox, token);
    const requestId = rid();
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(sandbox, token, account.id, 300 * PESO, { requestId })));
    expect(new Set(answers.map((a) => a.request.orderNo)).size).toBe(1);
    expect(coinOf(sandbox, userId)).toBe(start - 300 * PESO);
    expectBooksBalance(sandbox);
  });
});

describe('races', () => {
  it('50 concurrent withdrawals against one balance never overdraw it', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox, 990 * PESO);
    // Exactly ₱1,000 with the sign-up credit: room for ten withdrawals of ₱100.
    postLedger(sandbox.db, { userId, delta: 1_000 * PESO - coinOf(sandbox, userId), kind: 'adjustment', now: sandbox.clock.now });
    const { account } = await addAccount(sandbox, token);
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(sandbox, token, account.id, 100 * PESO)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.code === WalletErrorCode.insufficientBalance)).toBe(true);
    expect(coinOf(sandbox, userId)).toBe(0);
    expectBooksBalance(sandbox);
  });

  it('a refusal racing a payment ends in one state, with the money returned at most once', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox, 5_000 * PESO);
    const start = coinOf(sandbox, userId);
    const { account } = await addAccount(sandbox, token);
    const placed = await Promise.all(Array.from({ length: 10 }, () => withdraw(sandbox, token, account.id, 100 * PESO)));
    await Promise.all(
      placed.flatMap((p) => [
        Promise.resolve(sandbox.app.request(`/sandbox/dev/withdrawals/${p.request.orderNo}/refuse`, { method: 'POST' })),
        Promise.resolve(sandbox.app.request(`/sandbox/dev/withdrawals/${p.request.orderNo}/pay`, { method: 'POST' })),
        Promise.resolve(sandbox.app.request(`/sandbox/dev/withdrawals/${p.request.orderNo}/refuse`, { method: 'POST' })),
      ]),
    );
    const states = sandbox.db.prepare("SELECT status, COUNT(*) AS n FROM withdrawals GROUP BY status").all() as { status: string; n: number }[];
    expect(states.reduce((sum, s) => sum + s.n, 0)).toBe(10);
    expect(states.every((s) => s.status === 'paid' || s.status === 'refused')).toBe(true);
    const paid = states.find((s) => s.status === 'paid')?.n ?? 0;
    expect(coinOf(sandbox, userId)).toBe(start - paid * 100 * PESO);
    expectBooksBalance(sandbox);
  });
});

describe('retrieveBalance', () => {
  const setBalance = (sandbox: TestSandbox, account: string, platformId: number, amount: number) =>
    sandbox.app.request('/sandbox/dev/platform-balance', { method: 'POST', body: JSON.stringify({ account, platformId, amount }), headers: { 'content-type': 'application/json' } });

  it('brings each open platform’s balance back once, and leaves a closed one’s for later', async () => {
    const sandbox = makeSandbox();
    const account = `rt${String(Date.now() % 100000).padStart(5, '0')}`;
    const { token, user } = await sandbox.registerAccount(account, PASSWORD);
    const start = coinOf(sandbox, user.id as number);
    await setBalance(sandbox, account, 1, 300 * PESO);
    await setBalance(sandbox, account, 3, 50 * PESO);
    // The operator closes one platform for maintenance.
    await sandbox.setConfig({ appGamePlatformList: GAME_PLATFORMS.map((p) => (p.id === 3 ? { ...p, status: 0 as const } : p)) });

    const answers = await Promise.all([sandbox.call('retrieveBalance', {}, token), sandbox.call('retrieveBalance', {}, token)]);
    expect(coinOf(sandbox, user.id as number)).toBe(start + 300 * PESO);
    const first = answers.find((a) => a.body.platforms.some((p: { status: string }) => p.status === 'moved'))!.body;
    expect(first.platforms).toEqual([
      { platformId: 1, name: 'Luzon Hub', amount: 300 * PESO, status: 'moved' },
      { platformId: 2, name: 'Visayas Hub', amount: 0, status: 'empty' },
      { platformId: 3, name: 'Mindanao Hub', amount: 50 * PESO, status: 'failed' },
    ]);
    expect(first.coin).toBe(start + 300 * PESO);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
    expect((await sandbox.call('retrieveBalance', {})).status).toBe(401);
  });
});
