// Deposit rewards (issue 22): the first-deposit reward paid by itself with the first paid deposit
// (its tier, once even when two first deposits settle at once, never for a later deposit, on the
// result of the order that paid it), and accumulated deposits claimed once per tier (20 claims at
// once pay once) with a code for each refusal.
import { describe, expect, it } from 'vitest';
import { DepositRewardsErrorCode } from '../../../../contract/deposit-rewards';
import { openSandboxDb } from '../../../../edge/sandbox/db';
import { readStoredConfig, replaceStoredConfig } from '../../../../edge/sandbox/config/service';
import { upgradeRewardsConfig } from '../../../../edge/sandbox/seed/rewards-upgrade';
import { signNotification } from '../../../../edge/sandbox/wallet/provider-routes';
import { ledgerMismatches, makeSandbox, TEST_PROVIDER_SECRET, type TestSandbox } from '../helpers';
import { coinOf, fundedPlayer } from '../games/game-helpers';
import { grantsOf, paidDeposit, PESO } from '../bonus/bonus-helpers';

let request = 0;
async function place(sandbox: TestSandbox, token: string, amount: number, itemId?: number): Promise<string> {
  const { body } = await sandbox.call('recharge', { typeId: 1, amount, ...(itemId && { itemId }), requestId: `first-deposit-${++request}` }, token);
  if (body.code !== 200) throw new Error(`recharge failed: ${JSON.stringify(body)}`);
  return body.order.orderNo as string;
}
const notify = (sandbox: TestSandbox, orderNo: string, id: string) =>
  sandbox.app.request('/sandbox/provider/notify', {
    method: 'POST',
    body: JSON.stringify(signNotification(TEST_PROVIDER_SECRET, { notificationId: id, orderNo, outcome: 'paid' })),
    headers: { 'content-type': 'application/json' },
  });
const firstDepositGrants = (sandbox: TestSandbox, userId: number) => grantsOf(sandbox, userId).filter((g) => g.kind === 'first_deposit');

describe('first-deposit reward', () => {
  it('shows the offer to guests and new players, with the seeded tiers and turnover', async () => {
    const sandbox = makeSandbox();
    const guest = (await sandbox.call('firstDepositInfo', {})).body;
    expect(guest).toMatchObject({
      code: 200,
      status: 'open',
      turnover: 10,
      tiers: [
        { deposit: 100 * PESO, bonus: 20 * PESO },
        { deposit: 500 * PESO, bonus: 120 * PESO },
        { deposit: 1_000 * PESO, bonus: 300 * PESO },
      ],
    });
    const { token } = await fundedPlayer(sandbox, 0);
    expect((await sandbox.call('firstDepositInfo', {}, token)).body).toMatchObject({ status: 'open', tiers: guest.tiers });
    await sandbox.setConfig({ firstDepositConfig: { status: 0, tiers: guest.tiers } });
    expect((await sandbox.call('firstDepositInfo', {}, token)).body).toMatchObject({ status: 'off', tiers: [] });
  });

  it('pays the tier the first deposit reaches, on top of the channel bonus, in the deposit transaction', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    const start = coinOf(sandbox, userId);
    // ₱500 through the chip that gives ₱25: ₱500 + ₱25 + ₱120 first-deposit reward + the ₱10 sign-up bonus that waited.
    const orderNo = await place(sandbox, token, 500 * PESO, 3);
    expect((await sandbox.app.request(`/sandbox/dev/deposits/${orderNo}/pay`, { method: 'POST' })).status).toBe(200);
    expect(coinOf(sandbox, userId)).toBe(start + (500 + 25 + 120 + 10) * PESO);
    expect(firstDepositGrants(sandbox, userId)).toEqual([{ kind: 'first_deposit', amount: 120 * PESO, required: 1_200 * PESO, done: 0, status: 'locked' }]);
    expect((await sandbox.call('rechargeOrder', { orderNo }, token)).body).toMatchObject({ code: 200, firstDepositBonus: 120 * PESO });
    const info = (await sandbox.call('firstDepositInfo', {}, token)).body;
    expect(info).toMatchObject({ status: 'paid', paid: { bonus: 120 * PESO, orderNo, time: sandbox.clock.now, bonusStatus: 'locked', turnoverLeft: 1_200 * PESO } });
    // The money history names it.
    const history = (await sandbox.call('appUserCoinDetail', { pageNum: 1, pageSize: 10 }, token)).body;
    expect(history.list.map((row: { reason: string }) => row.reason)).toContain('first_deposit');
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('pays the highest tier reached, and nothing below the lowest tier', async () => {
    const sandbox = makeSandbox();
    const big = await fundedPlayer(sandbox, 0);
    await paidDeposit(sandbox, big.token, 5_000 * PESO);
    expect(firstDepositGrants(sandbox, big.userId).map((g) => g.amount)).toEqual([300 * PESO]);

    await sandbox.setConfig({ firstDepositConfig: { status: 1, tiers: [{ deposit: 200 * PESO, bonus: 30 * PESO }] } });
    const small = await fundedPlayer(sandbox, 0);
    const orderNo = await place(sandbox, small.token, 100 * PESO);
    await sandbox.app.request(`/sandbox/dev/deposits/${orderNo}/pay`, { method: 'POST' });
    expect(firstDepositGrants(sandbox, small.userId)).toEqual([]);
    expect((await sandbox.call('rechargeOrder', { orderNo }, small.token)).body.firstDepositBonus).toBeUndefined();
    expect((await sandbox.call('firstDepositInfo', {}, small.token)).body).toMatchObject({ status: 'closed' });
    // The offer was for the first deposit: a second one that reaches the tier pays nothing (a
    // later deposit's minimum is ₱10,000).
    await paidDeposit(sandbox, small.token, 10_000 * PESO);
    expect(firstDepositGrants(sandbox, small.userId)).toEqual([]);
  });

  it('pays once when two first deposits settle at once, and never for a later deposit', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    const small = await place(sandbox, token, 100 * PESO);
    const large = await place(sandbox, token, 1_000 * PESO);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => notify(sandbox, small, `small-notification-${i}`)),
      ...Array.from({ length: 5 }, (_, i) => notify(sandbox, large, `large-notification-${i}`)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const grants = firstDepositGrants(sandbox, userId);
    expect(grants).toHaveLength(1);
    // Whichever settled first was the first deposit, and its tier is what was paid.
    const paidBy = (await sandbox.call('firstDepositInfo', {}, token)).body.paid;
    expect(paidBy).toMatchObject({ orderNo: expect.stringMatching(new RegExp(`^(${small}|${large})$`)) });
    expect(grants[0]!.amount).toBe(paidBy.orderNo === small ? 20 * PESO : 300 * PESO);
    const bonuses = await Promise.all([small, large].map(async (orderNo) => (await sandbox.call('rechargeOrder', { orderNo }, token)).body.firstDepositBonus ?? 0));
    expect(bonuses.filter((b) => b > 0)).toEqual([grants[0]!.amount]);

    await paidDeposit(sandbox, token, 10_000 * PESO);
    expect(firstDepositGrants(sandbox, userId)).toHaveLength(1);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('is closed for a player who deposited before the offer', async () => {
    const sandbox = makeSandbox();
    const tiers = [{ deposit: 100 * PESO, bonus: 20 * PESO }];
    await sandbox.setConfig({ firstDepositConfig: { status: 0, tiers } });
    const { token, userId } = await fundedPlayer(sandbox, 0);
    await paidDeposit(sandbox, token, 500 * PESO);
    await sandbox.setConfig({ firstDepositConfig: { status: 1, tiers } });
    expect((await sandbox.call('firstDepositInfo', {}, token)).body).toMatchObject({ status: 'closed', tiers });
    await paidDeposit(sandbox, token, 10_000 * PESO);
    expect(firstDepositGrants(sandbox, userId)).toEqual([]);
  });
});

describe('accumulated deposits', () => {
  it('lists the tiers against the paid total, with the next tier in pesos', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    expect((await sandbox.call('rechargeTotalInfo', {})).status).toBe(401);
    expect((await sandbox.call('rechargeTotalInfo', {}, token)).body).toMatchObject({
      code: 200,
      total: 0,
      turnover: 5,
      tiers: [
        { total: 1_000 * PESO, bonus: 20 * PESO, status: 'unreached' },
        { total: 5_000 * PESO, bonus: 120 * PESO, status: 'unreached' },
        { total: 20_000 * PESO, bonus: 600 * PESO, status: 'unreached' },
      ],
      next: { total: 1_000 * PESO, bonus: 20 * PESO, left: 1_000 * PESO },
    });
    // The operator lets later deposits be small (minRechargeStatus 0): two deposits add up.
    await sandbox.setConfig({ minRechargeStatus: 0 });
    await paidDeposit(sandbox, token, 600 * PESO);
    expect((await sandbox.call('rechargeTotalInfo', {}, token)).body.tiers[0].status).toBe('unreached');
    await paidDeposit(sandbox, token, 500 * PESO);
    const info = (await sandbox.call('rechargeTotalInfo', {}, token)).body;
    expect(info).toMatchObject({ total: 1_100 * PESO, next: { total: 5_000 * PESO, left: 3_900 * PESO } });
    expect(info.tiers.map((t: { status: string }) => t.status)).toEqual(['claimable', 'unreached', 'unreached']);
  });

  it('pays a reached tier once when claimed 20 times at once', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    await paidDeposit(sandbox, token, 1_000 * PESO);
    const before = coinOf(sandbox, userId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sandbox.call('rechargeTotalReceive', { tier: 1_000 * PESO }, token)));
    const paid = answers.filter((a) => a.body.code === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body).toMatchObject({ awards: [{ propId: 2001, count: 20 * PESO }], coin: before + 20 * PESO, bonusStatus: 'locked' });
    expect(answers.filter((a) => a.body.code === DepositRewardsErrorCode.alreadyClaimed)).toHaveLength(19);
    expect(coinOf(sandbox, userId)).toBe(before + 20 * PESO);
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'recharge_total')).toEqual([{ kind: 'recharge_total', amount: 20 * PESO, required: 100 * PESO, done: 0, status: 'locked' }]);
    expect((await sandbox.call('rechargeTotalInfo', {}, token)).body.tiers[0].status).toBe('claimed');
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('refuses a tier not reached, an unknown tier and any tier while the offer is off', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    await paidDeposit(sandbox, token, 1_000 * PESO);
    expect((await sandbox.call('rechargeTotalReceive', { tier: 5_000 * PESO }, token)).body).toMatchObject({ code: DepositRewardsErrorCode.notReached, left: 4_000 * PESO });
    expect((await sandbox.call('rechargeTotalReceive', { tier: 999 * PESO }, token)).body.code).toBe(DepositRewardsErrorCode.unknownTier);
    expect((await sandbox.call('rechargeTotalReceive', { tier: 0 }, token)).status).toBe(400);
    const tiers = [{ total: 1_000 * PESO, bonus: 20 * PESO }];
    await sandbox.setConfig({ rechargeTotalConfig: { status: 0, tiers } });
    expect((await sandbox.call('rechargeTotalReceive', { tier: 1_000 * PESO }, token)).body.code).toBe(DepositRewardsErrorCode.unknownTier);
    expect((await sandbox.call('rechargeTotalInfo', {}, token)).body).toMatchObject({ total: 1_000 * PESO, tiers: [], next: null });
  });
});

describe('an older database', () => {
  it('gets the seeded tiers, and keeps an operator\'s own', () => {
    const db = openSandboxDb(':memory:');
    const stored = readStoredConfig(db)!;
    const { firstDepositConfig, rechargeTotalConfig, ...old } = stored.config;
    replaceStoredConfig(db, stored.version, old, 0);
    expect(upgradeRewardsConfig(db, 1)).toBe(true);
    expect(readStoredConfig(db)!.config).toMatchObject({ firstDepositConfig, rechargeTotalConfig });
    expect(upgradeRewardsConfig(db, 2)).toBe(false);
    const own = { ...old, firstDepositConfig: { status: 0 as const, tiers: [] }, rechargeTotalConfig: { status: 1 as const, tiers: [{ total: 100, bonus: 1 }] } };
    replaceStoredConfig(db, stored.version, own, 3);
    expect(upgradeRewardsConfig(db, 4)).toBe(false);
    expect(readStoredConfig(db)!.config).toMatchObject({ firstDepositConfig: own.firstDepositConfig, rechargeTotalConfig: own.rechargeTotalConfig });
    db.close();
  });
});
