// VIP rewards (issue 22): the level-up reward of a level reached, once however often it is
// claimed; today's award once per Manila day, again after Manila midnight on the moved clock;
// the award flag while either waits.
import { describe, expect, it } from 'vitest';
import { VipErrorCode } from '../../../../contract/vip';
import { ledgerMismatches, makeSandbox } from '../helpers';
import { coinOf, fundedPlayer } from '../games/game-helpers';
import { grantsOf, loser, paidDeposit, PESO } from '../bonus/bonus-helpers';

async function vipOne(sandbox: ReturnType<typeof makeSandbox>) {
  const { token, userId } = await fundedPlayer(sandbox, 0);
  await paidDeposit(sandbox, token, 2_000 * PESO);
  const spin = await loser(sandbox, token);
  for (let i = 0; i < 20; i++) spin(50 * PESO); // ₱1,000 of bets: VIP 1
  // The bet rebate of those bets would keep the VIP award flag on (tests/edge/sandbox/rebate/): claim it.
  await sandbox.call('betBonusReceive', {}, token);
  return { token, userId };
}

describe('VIP rewards', () => {
  it('lists the levels with what each pays, and what the player can claim', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    const before = (await sandbox.call('getVipInfo', {}, token)).body;
    expect(before).toMatchObject({ code: 200, vip: 0, daily: { status: 'none' } });
    expect(before.levels).toHaveLength(11);
    expect(before.levels[1]).toMatchObject({ level: 1, experience: 1_000 * PESO, levelUpAward: 10 * PESO, dailyAward: [{ propId: 2001, count: 5 * PESO }], levelUp: 'locked' });
    expect((await sandbox.call('receiveVipBonusUser', { level: 1 }, token)).body).toMatchObject({ code: VipErrorCode.levelNotReached });
    expect((await sandbox.call('appVipUserReceiveDaily', {}, token)).body).toMatchObject({ code: VipErrorCode.levelNotReached });
    expect((await sandbox.call('activityGetStatusList', {}, token)).body.vip).toBe(false);
  });

  it('pays the level-up reward once when claimed 20 times at once, as bonus held by its turnover', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await vipOne(sandbox);
    expect((await sandbox.call('activityGetStatusList', {}, token)).body.vip).toBe(true);
    expect((await sandbox.call('getVipInfo', {}, token)).body.levels[1].levelUp).toBe('claimable');
    const before = coinOf(sandbox, userId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sandbox.call('receiveVipBonusUser', { level: 1 }, token)));
    const paid = answers.filter((a) => a.body.code === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0].body).toMatchObject({ awards: [{ propId: 2001, count: 10 * PESO }], coin: before + 10 * PESO, bonusStatus: 'locked' });
    expect(answers.filter((a) => a.body.code === VipErrorCode.alreadyClaimed)).toHaveLength(19);
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'vip_level')).toEqual([{ kind: 'vip_level', amount: 10 * PESO, required: 10 * PESO, done: 0, status: 'locked' }]);
    expect((await sandbox.call('receiveVipBonusUser', { level: 2 }, token)).body.code).toBe(VipErrorCode.levelNotReached);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('pays the daily award once a Manila day, and again after Manila midnight', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await vipOne(sandbox);
    await sandbox.call('receiveVipBonusUser', { level: 1 }, token);
    // 08:00 UTC on the sandbox clock is 16:00 in Manila: 8 hours to midnight there.
    const first = await Promise.all(Array.from({ length: 5 }, () => sandbox.call('appVipUserReceiveDaily', {}, token)));
    expect(first.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect((await sandbox.call('getVipInfo', {}, token)).body.daily).toEqual({ awards: [{ propId: 2001, count: 5 * PESO }], status: 'claimed' });
    expect((await sandbox.call('activityGetStatusList', {}, token)).body.vip).toBe(false);
    sandbox.clock.advance(8 * 3600_000 - 1000);
    expect((await sandbox.call('appVipUserReceiveDaily', {}, token)).body.code).toBe(VipErrorCode.alreadyClaimed);
    sandbox.clock.advance(1000);
    expect((await sandbox.call('activityGetStatusList', {}, token)).body.vip).toBe(true);
    expect((await sandbox.call('appVipUserReceiveDaily', {}, token)).body).toMatchObject({ code: 200, bonusStatus: 'locked' });
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'vip_daily')).toHaveLength(2);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });
});
