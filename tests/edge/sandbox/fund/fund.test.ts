// The Fund (issue 22): a share of last Manila week's net loss (real-money bets minus wins, Monday
// to Sunday), above a minimum and up to a cap, claimable once from Monday; this week's running
// loss and what it would pay; the award flag; 20 concurrent claims pay once.
import { describe, expect, it } from 'vitest';
import { FundErrorCode } from '../../../../contract/fund';
import { DEFAULT_HOOKS } from '../../../../edge/sandbox/default-hooks';
import { evaluate, spinReels } from '../../../../edge/sandbox/games/slot-engine';
import { settleSpin, SpinFailure } from '../../../../edge/sandbox/games/spin';
import { ledgerMismatches, makeSandbox, type TestSandbox } from '../helpers';
import { fundedPlayer, startGame } from '../games/game-helpers';
import { grantsOf, loser, paidDeposit, PESO } from '../bonus/bonus-helpers';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
// The sandbox clock starts on Thursday 2026-01-15, 16:00 in Manila (08:00 UTC); that week began
// on Monday 2026-01-12, 00:00 in Manila, and the next begins 3 days and 8 hours on.
const WEEK_START = Date.UTC(2026, 0, 11, 16);
const TO_NEXT_WEEK = 3 * DAY + 8 * HOUR;

/** One real-money spin of ₱50 that wins (a seeded random found by trying). */
async function winner(sandbox: TestSandbox, token: string) {
  const seeded = (seed: number) => {
    let state = seed;
    return (n: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % n;
    };
  };
  let seed = 1;
  while (evaluate(spinReels(seeded(seed)), 100).length === 0) seed++;
  const { session } = await startGame(sandbox, token, 1001);
  const config = (await sandbox.call('anonymous/appConfig', {})).body.config;
  return () => {
    const result = settleSpin(sandbox.db, { token: session, bet: 50 * PESO, now: sandbox.clock.now, config, random: seeded(seed), hooks: DEFAULT_HOOKS.settlement });
    if (result instanceof SpinFailure || result.win === 0) throw new Error('the winning spin did not win');
    return result;
  };
}

async function player(sandbox: TestSandbox) {
  const { token, userId } = await fundedPlayer(sandbox, 0);
  await paidDeposit(sandbox, token, 5_000 * PESO);
  return { token, userId, lose: await loser(sandbox, token) };
}

const info = async (sandbox: TestSandbox, token: string) => (await sandbox.call('fundInfo', {}, token)).body;

describe('the fund', () => {
  it("pays 5% of last week's bets minus wins from Monday, once under 20 concurrent claims", async () => {
    const sandbox = makeSandbox();
    const { token, userId, lose } = await player(sandbox);
    for (let i = 0; i < 40; i++) lose(50 * PESO);
    const win = (await winner(sandbox, token))();
    const loss = 41 * 50 * PESO - win.win;
    expect(await info(sandbox, token)).toMatchObject({
      open: true,
      ratePercent: 5,
      cap: 500 * PESO,
      minLoss: 100 * PESO,
      lastWeek: { from: WEEK_START - 7 * DAY, to: WEEK_START, bet: 0, win: 0, loss: 0, amount: 0, status: 'none' },
      thisWeek: { from: WEEK_START, to: WEEK_START + 7 * DAY, bet: 41 * 50 * PESO, win: win.win, loss, amount: Math.floor(loss * 0.05) },
    });
    // Nothing to claim before Monday: this week's loss pays next week.
    expect((await sandbox.call('fundReceive', {}, token)).body.code).toBe(FundErrorCode.nothingToClaim);
    expect((await sandbox.call('activityGetStatusList', {}, token)).body.fund).toBe(false);

    sandbox.clock.advance(TO_NEXT_WEEK);
    // A new game session (the winning spin's took over, and sessions end): this new week's bet, not last week's.
    (await loser(sandbox, token))(50 * PESO);
    const monday = await info(sandbox, token);
    expect(monday.lastWeek).toMatchObject({ from: WEEK_START, loss, amount: Math.floor(loss * 0.05), status: 'claimable' });
    expect(monday.thisWeek).toMatchObject({ bet: 50 * PESO, loss: 50 * PESO, amount: 0 });
    expect((await sandbox.call('activityGetStatusList', {}, token)).body.fund).toBe(true);

    const answers = await Promise.all(Array.from({ length: 20 }, () => sandbox.call('fundReceive', {}, token)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === FundErrorCode.alreadyClaimed)).toHaveLength(19);
    expect(answers.find((a) => a.body.code === 200)!.body).toMatchObject({ awards: [{ propId: 2001, count: Math.floor(loss * 0.05) }], bonusStatus: 'locked' });
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'fund')).toEqual([{ kind: 'fund', amount: Math.floor(loss * 0.05), required: 3 * Math.floor(loss * 0.05), done: 0, status: 'locked' }]);
    expect((await info(sandbox, token)).lastWeek.status).toBe('claimed');
    expect((await sandbox.call('activityGetStatusList', {}, token)).body.fund).toBe(false);

    // Sunday night is still that week; a week on, the week just claimed is no longer last week.
    sandbox.clock.advance(7 * DAY - 1000);
    expect((await sandbox.call('fundReceive', {}, token)).body.code).toBe(FundErrorCode.alreadyClaimed);
    sandbox.clock.advance(1000);
    expect((await info(sandbox, token)).lastWeek).toMatchObject({ loss: 50 * PESO, amount: 0, status: 'none' });
    expect((await sandbox.call('fundReceive', {}, token)).body.code).toBe(FundErrorCode.nothingToClaim);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('counts a bet by its Manila week: Sunday 23:59:59 is last week, Monday 00:00 this week', async () => {
    const sandbox = makeSandbox();
    const { token } = await player(sandbox);
    sandbox.clock.advance(TO_NEXT_WEEK - 1000);
    const lose = await loser(sandbox, token);
    for (let i = 0; i < 4; i++) lose(50 * PESO);
    sandbox.clock.advance(1000);
    lose(50 * PESO);
    const monday = await info(sandbox, token);
    expect(monday.lastWeek).toMatchObject({ loss: 200 * PESO, amount: 10 * PESO, status: 'claimable' });
    expect(monday.thisWeek).toMatchObject({ loss: 50 * PESO });
  });

  it('pays nothing below the minimum loss, at most the cap, and nothing while closed', async () => {
    const sandbox = makeSandbox();
    const small = await player(sandbox);
    const big = await player(sandbox);
    for (let i = 0; i < 1; i++) small.lose(50 * PESO); // ₱50 < ₱100
    await sandbox.setConfig({ fundConfig: { status: 1, ratePercent: 50, cap: 300 * PESO, minLoss: 100 * PESO } });
    for (let i = 0; i < 20; i++) big.lose(50 * PESO); // ₱1,000 × 50% = ₱500, capped at ₱300
    sandbox.clock.advance(TO_NEXT_WEEK);
    expect((await info(sandbox, small.token)).lastWeek).toMatchObject({ loss: 50 * PESO, amount: 0, status: 'none' });
    expect((await sandbox.call('fundReceive', {}, small.token)).body.code).toBe(FundErrorCode.nothingToClaim);
    expect((await info(sandbox, big.token)).lastWeek).toMatchObject({ loss: 1_000 * PESO, amount: 300 * PESO, status: 'claimable' });
    await sandbox.setConfig({ fundConfig: { status: 0, ratePercent: 50, cap: 300 * PESO, minLoss: 100 * PESO } });
    expect(await info(sandbox, big.token)).toMatchObject({ open: false, lastWeek: { amount: 0, status: 'none' } });
    expect((await sandbox.call('fundReceive', {}, big.token)).body.code).toBe(FundErrorCode.closed);
    expect((await sandbox.call('activityGetStatusList', {}, big.token)).body.fund).toBe(false);
    expect((await sandbox.call('fundInfo', {})).status).toBe(401);
  });
});
