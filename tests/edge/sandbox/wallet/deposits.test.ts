// Deposits in the sandbox: channels and limits, orders and their one-way states, the stand-in
// provider's page and signed notifications, and races that must neither lose nor double money.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WalletErrorCode } from '../../../../contract/wallet';
import { signNotification } from '../../../../edge/sandbox/wallet/provider-routes';
import { ledgerMismatches, makeSandbox, TEST_PROVIDER_SECRET, type TestSandbox } from '../helpers';
import { coinOf, fundedPlayer } from '../games/game-helpers';

const PESO = 100;
let request = 0;
const rid = () => `req-${Date.now()}-${++request}`;

async function order(sandbox: TestSandbox, token: string, body: Record<string, unknown>) {
  const { body: answer } = await sandbox.call('recharge', { typeId: 1, amount: 500 * PESO, requestId: rid(), ...body }, token);
  return answer;
}

const notify = async (sandbox: TestSandbox, body: unknown) =>
  sandbox.app.request('/sandbox/provider/notify', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

const devSettle = async (sandbox: TestSandbox, orderNo: string, outcome: 'pay' | 'cancel' | 'expire') =>
  sandbox.app.request(`/sandbox/dev/deposits/${orderNo}/${outcome}`, { method: 'POST' });

/** Every order is in exactly one state, paid orders are credited exactly once, and the ledger balances. */
function expectBooksBalance(sandbox: TestSandbox) {
  expect(ledgerMismatches(sandbox.db)).toEqual([]);
  expect(sandbox.db.prepare('SELECT COUNT(*) FROM users WHERE coin < 0').pluck().get()).toBe(0);
  const credits = sandbox.db
    .prepare("SELECT o.order_no, o.status, (SELECT COUNT(*) FROM ledger l WHERE l.ref = o.order_no AND l.kind = 'deposit') AS credits FROM deposit_orders o")
    .all() as { order_no: string; status: string; credits: number }[];
  for (const row of credits) expect(row.credits, row.order_no).toBe(row.status === 'paid' ? 1 : 0);
  const totals = sandbox.db
    .prepare("SELECT u.id, u.total_recharge, COALESCE((SELECT SUM(amount) FROM deposit_orders o WHERE o.user_id = u.id AND o.status = 'paid'), 0) AS paid FROM users u")
    .all() as { id: number; total_recharge: number; paid: number }[];
  for (const row of totals) expect(row.total_recharge, `user ${row.id}`).toBe(row.paid);
}

describe('getRechargeInfo', () => {
  it('lists the channels, chips and limits, the last channel and what was paid today', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    const before = (await sandbox.call('getRechargeInfo', {}, token)).body;
    expect(before).toMatchObject({ code: 200, lastRechargeTypeId: 0, totalRecharge: 0, minRechargeStatus: 1, todayRecharge: {} });
    expect(Object.values(before.appRechargeTypeMap).map((t: any) => t.provider).sort()).toEqual(['gcash', 'instapay', 'maya', 'qrph']);
    expect(before.hash).toMatch(/^[0-9a-f]{16}$/);

    const placed = await order(sandbox, token, { typeId: 2, amount: 300 * PESO });
    await devSettle(sandbox, placed.order.orderNo, 'pay');
    const after = (await sandbox.call('getRechargeInfo', {}, token)).body;
    expect(after).toMatchObject({ lastRechargeTypeId: 2, totalRecharge: 300 * PESO, todayRecharge: { '2': 300 * PESO } });
    expect(after.hash).not.toBe(before.hash);
    expect((await sandbox.call('getRechargeInfo', {})).status).toBe(401);
  });
});

describe('recharge', () => {
  it('makes a created order with a provider page on our origin, and answers a repeated request with the same order', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    const requestId = rid();
    const first = await order(sandbox, token, { requestId, itemId: 3 });
    expect(first).toMatchObject({ code: 200, order: { typeId: 1, provider: 'gcash', amount: 500 * PESO, bonus: 25 * PESO, status: 'created' } });
    expect(first.order.orderNo).toMatch(/^D[A-Z0-9]{15}$/);
    expect(first.payUrl).toMatch(new RegExp(`^/sandbox/pay/${first.order.orderNo}\\?t=[A-Za-z0-9_-]{43}$`));
    expect(first.order.expireTime - first.order.createTime).toBe(15 * 60_000);
    const again = await order(sandbox, token, { requestId, itemId: 3 });
    expect(again.order.orderNo).toBe(first.order.orderNo);
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM deposit_orders').pluck().get()).toBe(1);
    expect((await sandbox.call('recharge', { typeId: 1, amount: 600 * PESO, requestId }, token)).status).toBe(400);
  });

  it('holds the minimum before and after the first deposit, the maximum and the daily limit, with codes and the numbers', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    // The spec's minimums are hundredths: ₱1.00 before the first deposit.
    const low = await order(sandbox, token, { amount: 99 });
    expect(low).toMatchObject({ code: WalletErrorCode.belowMinimum, minAmount: 100 });
    expect(low.msg).toBe('The smallest deposit through GCash is ₱1.00');
    expect(await order(sandbox, token, { typeId: 4, amount: 499 * PESO })).toMatchObject({ code: WalletErrorCode.belowMinimum, minAmount: 500 * PESO });
    expect(await order(sandbox, token, { amount: 50_001 * PESO })).toMatchObject({ code: WalletErrorCode.aboveMaximum, maxAmount: 50_000 * PESO });
    expect(await order(sandbox, token, { typeId: 9 })).toMatchObject({ code: WalletErrorCode.channelUnavailable });

    const paid = await order(sandbox, token, { amount: 1 * PESO });
    await devSettle(sandbox, paid.order.orderNo, 'pay');
    // After the first deposit the minimum is minAmount2, ₱100.00 (minRechargeStatus is on)...
    expect(await order(sandbox, token, { amount: 100 * PESO - 1 })).toMatchObject({ code: WalletErrorCode.belowMinimum, minAmount: 100 * PESO });
    expect(await order(sandbox, token, { amount: 100 * PESO })).toMatchObject({ code: 200 });
    // ...and off, it is minAmount again.
    await sandbox.setConfig({ minRechargeStatus: 0 });
    expect(await order(sandbox, token, { amount: 1 * PESO })).toMatchObject({ code: 200 });
    await sandbox.setConfig({ minRechargeStatus: 1 });

    // Daily limit (Maya ₱100,000): two ₱50,000 deposits fill it; the next day in Manila resets it.
    for (let i = 0; i < 2; i++) await devSettle(sandbox, (await order(sandbox, token, { typeId: 2, amount: 50_000 * PESO })).order.orderNo, 'pay');
    const over = await order(sandbox, token, { typeId: 2, amount: 10_000 * PESO });
    expect(over).toMatchObject({ code: WalletErrorCode.dailyLimitReached, left: 0 });
    expect(over.msg).toBe('You can deposit ₱0.00 more through Maya today');
    sandbox.clock.advance(24 * 3_600_000);
    expect(await order(sandbox, token, { typeId: 2, amount: 10_000 * PESO })).toMatchObject({ code: 200 });
  });

  it('gives the bonus the amount reaches, typed or tapped: the channel’s dearest chip at or below it', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    const bonusOf = async (body: Record<string, unknown>) => (await order(sandbox, token, body)).order.bonus;
    // GCash's chips: ₱100 (no bonus), ₱300 +₱10, ₱500 +₱25, ₱1,000 +₱60, ₱5,000 +₱400, ₱10,000 +₱1,000.
    expect(await bonusOf({ amount: 10_000 * PESO })).toBe(1_000 * PESO);
    expect(await bonusOf({ amount: 10_000 * PESO, itemId: 6 })).toBe(1_000 * PESO);
    expect(await bonusOf({ amount: 750 * PESO })).toBe(25 * PESO);
    expect(await bonusOf({ amount: 299 * PESO })).toBe(0);
    expect(await bonusOf({ amount: 50 * PESO })).toBe(0);
    // Maya offers no ₱10,000 chip: its dearest is ₱5,000 (+₱400).
    expect(await bonusOf({ typeId: 2, amount: 10_000 * PESO })).toBe(400 * PESO);
  });

  it('refuses a chip of another channel or amount, malformed bodies and guests', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    expect((await sandbox.call('recharge', { typeId: 4, amount: 500 * PESO, itemId: 1, requestId: rid() }, token)).status).toBe(400);
    expect((await sandbox.call('recharge', { typeId: 1, amount: 500 * PESO, itemId: 4, requestId: rid() }, token)).status).toBe(400);
    for (const body of [{ typeId: 1, amount: 100.5, requestId: rid() }, { typeId: 1, amount: -1, requestId: rid() }, { typeId: 1, amount: 1e12, requestId: rid() }, { typeId: 1, amount: 100, requestId: 'x' }]) {
      expect((await sandbox.call('recharge', body, token)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await sandbox.call('recharge', { typeId: 1, amount: 500 * PESO, requestId: rid() })).status).toBe(401);
  });
});

describe('rechargeOrder and the provider', () => {
  it('pays through the provider page: credit and bonus once, back to the app result page', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    const start = coinOf(sandbox, userId);
    const placed = await order(sandbox, token, { itemId: 3 });
    const page = await sandbox.app.request(placed.payUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-/);
    const html = await page.text();
    expect(html).toContain('₱500.00');
    // Every style the page uses is the one block its policy allows by hash: no style= attribute
    // (the policy would block it and the title and Pay would lose their brand colour).
    const style = /<style>([^<]*)<\/style>/.exec(html)![1]!;
    expect(page.headers.get('content-security-policy')).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toContain('<body class="brand-gcash">');
    expect(style).toContain('.brand-gcash header,.brand-gcash .pay{background:#0b5cd7}');
    expect(html).toMatch(/<dt>Expires<\/dt><dd>[^<]*\(Manila time\)<\/dd>/);
    const token_ = new URL(placed.payUrl, 'http://x').searchParams.get('t')!;
    const pay = () =>
      sandbox.app.request(`/sandbox/pay/${placed.order.orderNo}`, { method: 'POST', body: `t=${token_}&action=pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const answer = await pay();
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/wallets/deposit/result?orderNo=${placed.order.orderNo}`);
    await pay();
    const followed = (await sandbox.call('rechargeOrder', { orderNo: placed.order.orderNo }, token)).body;
    // The first deposit also pays the first-deposit reward of its tier (₱120 for ₱500) and credits
    // the ₱10 sign-up bonus that waited for it; ₱500 earns 5 diamonds (one per ₱100), said with the order.
    expect(followed).toMatchObject({ code: 200, order: { status: 'paid', amount: 500 * PESO, bonus: 25 * PESO }, coin: start + 655 * PESO, firstDepositBonus: 120 * PESO, diamonds: 5 });
    expect(followed.order.payToken).toBeUndefined();
    expect(coinOf(sandbox, userId)).toBe(start + 655 * PESO);
    expectBooksBalance(sandbox);
  });

  it('shows no page for a wrong token, and no order of another player', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    const other = await fundedPlayer(sandbox, 0);
    const placed = await order(sandbox, token, {});
    expect((await sandbox.app.request(`/sandbox/pay/${placed.order.orderNo}?t=wrong`)).status).toBe(404);
    const forged = await sandbox.app.request(`/sandbox/pay/${placed.order.orderNo}`, { method: 'POST', body: 't=wrong&action=pay' });
    expect(forged.status).toBe(404);
    expect((await sandbox.call('rechargeOrder', { orderNo: placed.order.orderNo }, other.token)).body.code).toBe(WalletErrorCode.orderNotFound);
    expect((await sandbox.call('rechargeOrder', { orderNo: 'DAAAAAAAAAAAAAAA' }, token)).body.code).toBe(WalletErrorCode.orderNotFound);
    expect((await sandbox.call('rechargeOrder', { orderNo: 'not-an-order' }, token)).status).toBe(400);
  });

  it('cancels, and expires an order left unpaid; a late payment then changes nothing', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    const start = coinOf(sandbox, userId);
    const cancelled = await order(sandbox, token, {});
    await devSettle(sandbox, cancelled.order.orderNo, 'cancel');
    const followed = (await sandbox.call('rechargeOrder', { orderNo: cancelled.order.orderNo }, token)).body;
    expect(followed.order.status).toBe('cancelled');
    expect(followed.diamonds).toBeUndefined();

    const left = await order(sandbox, token, {});
    sandbox.clock.advance(15 * 60_000);
    expect((await sandbox.call('rechargeOrder', { orderNo: left.order.orderNo }, token)).body.order).toMatchObject({ status: 'expired', doneTime: left.order.expireTime });
    const late = signNotification(TEST_PROVIDER_SECRET, { notificationId: 'late-notification-1', orderNo: left.order.orderNo, outcome: 'paid' });
    expect((await notify(sandbox, late)).status).toBe(200);
    expect(coinOf(sandbox, userId)).toBe(start);
    expectBooksBalance(sandbox);
  });

  it('refuses a notification with a bad signature or shape', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    const start = coinOf(sandbox, userId);
    const placed = await order(sandbox, token, {});
    const forged = signNotification('not-the-secret', { notificationId: 'forged-notification', orderNo: placed.order.orderNo, outcome: 'paid' });
    expect((await notify(sandbox, forged)).status).toBe(401);
    expect((await notify(sandbox, { ...forged, amount: 1 })).status).toBe(401);
    expect((await notify(sandbox, { orderNo: placed.order.orderNo })).status).toBe(400);
    expect((await sandbox.app.request('/sandbox/provider/notify', { method: 'POST', body: '{' })).status).toBe(400);
    expect(coinOf(sandbox, userId)).toBe(start);
  });
});

describe('races', () => {
  it('credits once when the same paid notification arrives 20 times at once', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    const start = coinOf(sandbox, userId);
    const placed = await order(sandbox, token, {});
    const n = signNotification(TEST_PROVIDER_SECRET, { notificationId: 'notification-twenty', orderNo: placed.order.orderNo, outcome: 'paid' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(sandbox, n)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    // + the ₱25 bonus ₱500 earns, the ₱120 first-deposit reward and the ₱10 sign-up bonus that waited for the first deposit, credited once as well.
    expect(coinOf(sandbox, userId)).toBe(start + 655 * PESO);
    // Distinct notifications of the same payment (a provider retrying with new ids) credit once too.
    const retries = Array.from({ length: 20 }, (_, i) => signNotification(TEST_PROVIDER_SECRET, { notificationId: `retry-notification-${i}`, orderNo: placed.order.orderNo, outcome: 'paid' }));
    await Promise.all(retries.map((r) => notify(sandbox, r)));
    expect(coinOf(sandbox, userId)).toBe(start + 655 * PESO);
    expectBooksBalance(sandbox);
  });

  it('ends in exactly one state when payment, cancellation and expiry race', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    const start = coinOf(sandbox, userId);
    const orders = await Promise.all(Array.from({ length: 10 }, () => order(sandbox, token, { amount: 100 * PESO })));
    await Promise.all(
      orders.flatMap((o, i) => [
        notify(sandbox, signNotification(TEST_PROVIDER_SECRET, { notificationId: `pay-${i}-xxxxxxxxxxxx`, orderNo: o.order.orderNo, outcome: 'paid' })),
        notify(sandbox, signNotification(TEST_PROVIDER_SECRET, { notificationId: `cancel-${i}-xxxxxxxxxx`, orderNo: o.order.orderNo, outcome: 'cancelled' })),
        devSettle(sandbox, o.order.orderNo, 'expire'),
      ]),
    );
    const states = sandbox.db.prepare('SELECT status, COUNT(*) AS n FROM deposit_orders GROUP BY status').all() as { status: string; n: number }[];
    expect(states.reduce((sum, s) => sum + s.n, 0)).toBe(10);
    expect(states.every((s) => ['paid', 'cancelled', 'expired'].includes(s.status))).toBe(true);
    const paid = states.find((s) => s.status === 'paid')?.n ?? 0;
    expect(coinOf(sandbox, userId)).toBe(start + paid * 100 * PESO);
    expectBooksBalance(sandbox);
  });

  it('makes one order for 20 concurrent requests with one requestId', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    const requestId = rid();
    const answers = await Promise.all(Array.from({ length: 20 }, () => order(sandbox, token, { requestId })));
    expect(new Set(answers.map((a) => a.order.orderNo)).size).toBe(1);
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM deposit_orders').pluck().get()).toBe(1);
  });
});

describe('appUserCoinDetail', () => {
  it('lists every balance change with its reason, reference and balance after, newest first, paged', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    const placed = await order(sandbox, token, { itemId: 3 });
    sandbox.clock.advance(1000);
    await devSettle(sandbox, placed.order.orderNo, 'pay');
    const page1 = (await sandbox.call('appUserCoinDetail', { pageNum: 1, pageSize: 2 }, token)).body;
    expect(page1).toMatchObject({ code: 200, total: 4, pages: 2 });
    // The sign-up bonus waited for this first deposit: credited with it, after the deposit's own
    // rows (the deposit, its channel bonus and its first-deposit reward).
    expect(page1.list).toMatchObject([
      { reason: 'register_bonus', delta: 10 * PESO, ref: '', balanceAfter: coinOf(sandbox, userId) },
      { reason: 'first_deposit', delta: 120 * PESO, ref: placed.order.orderNo },
    ]);
    const page2 = (await sandbox.call('appUserCoinDetail', { pageNum: 2, pageSize: 2 }, token)).body;
    expect(page2.list).toMatchObject([
      { reason: 'deposit_bonus', delta: 25 * PESO, ref: placed.order.orderNo },
      { reason: 'deposit', delta: 500 * PESO, ref: placed.order.orderNo },
    ]);
    const other = await fundedPlayer(sandbox, 0);
    expect((await sandbox.call('appUserCoinDetail', { pageNum: 1, pageSize: 10 }, other.token)).body.total).toBe(0);
    expect((await sandbox.call('appUserCoinDetail', { pageNum: 1, pageSize: 51 }, token)).status).toBe(400);
  });
});
