// VIP bet rebate (issue 22): a rate of the player's settled valid bets by game type, set by VIP
// level (AppConfig.rebateConfig) and taken at the level of the claim; a bet counts toward one claim
// only, under 20 concurrent claims and claims racing bets; a per-type claim leaves the other types;
// each refusal has its own code; the log pages newest first; the VIP award flag while ₱1 or more waits.
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../../contract/core';
import { RebateErrorCode } from '../../../../contract/rebate';
import { readStoredConfig, replaceStoredConfig } from '../../../../edge/sandbox/config/service';
import { upgradeRewardsConfig } from '../../../../edge/sandbox/seed/rewards-upgrade';
import { setVip } from '../../../../edge/sandbox/vip/service';
import { ledgerMismatches, makeSandbox, type TestSandbox } from '../helpers';
import { coinOf, fundedPlayer, gameApi, startGame } from '../games/game-helpers';
import { grantsOf, loser, paidDeposit, PESO } from '../bonus/bonus-helpers';

const SLOTS = 1;
const LIVE = 2;
const TABLE = 4;

/** A funded player with a paid deposit (so nothing waits as pending). */
async function player(sandbox: TestSandbox) {
  const { token, userId } = await fundedPlayer(sandbox, 0);
  await paidDeposit(sandbox, token, 5_000 * PESO);
  return { token, userId };
}

/** An open game of `type` (the first in the catalogue). */
async function gameOf(sandbox: TestSandbox, type: number): Promise<number> {
  const config = (await sandbox.call('anonymous/appConfig', {})).body.config as AppConfig;
  return config.appGameList.find((game) => game.gameTypeId === type && game.status === 1)!.id;
}

/** Losing spins of `bet` on a game of `type`, `count` times. */
async function bets(sandbox: TestSandbox, token: string, type: number, bet: number, count: number) {
  const spin = await loser(sandbox, token, undefined, await gameOf(sandbox, type));
  for (let i = 0; i < count; i++) spin(bet);
}

const due = async (sandbox: TestSandbox, token: string, type = 0) => (await sandbox.call('betBonus', { type }, token)).body;
const dueOf = async (sandbox: TestSandbox, token: string, type: number) =>
  ((await due(sandbox, token)).types as { gameTypeId: number; validBet: number; rate: number; amount: number }[]).find((t) => t.gameTypeId === type)!;
const claimsOf = (sandbox: TestSandbox, userId: number) =>
  sandbox.db.prepare('SELECT game_type_id AS type, valid_bet AS validBet, rate, vip, amount FROM rebate_claims WHERE user_id = ? ORDER BY id').all(userId) as {
    type: number;
    validBet: number;
    rate: number;
    vip: number;
    amount: number;
  }[];
const betTotal = (sandbox: TestSandbox, userId: number) => sandbox.db.prepare('SELECT COALESCE(SUM(bet), 0) FROM bet_rounds WHERE user_id = ?').pluck().get(userId) as number;

describe('bet rebate', () => {
  it('pays by the rate of the level at the claim: none at VIP 0, 0.30% of slots at VIP 1, more higher up', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox);
    await bets(sandbox, token, SLOTS, 50 * PESO, 10); // ₱500: still VIP 0
    expect(await dueOf(sandbox, token, SLOTS)).toEqual({ gameTypeId: SLOTS, name: 'Slots', validBet: 500 * PESO, rate: 0, amount: 0 });
    expect((await due(sandbox, token)).total).toBe(0);
    expect((await sandbox.call('betBonusReceive', {}, token)).body.code).toBe(RebateErrorCode.noRate);
    expect((await sandbox.call('betBonusByTypeReceive', { type: SLOTS }, token)).body.code).toBe(RebateErrorCode.noRate);

    await bets(sandbox, token, SLOTS, 50 * PESO, 10); // ₱1,000 in all: VIP 1 by play
    const summary = await due(sandbox, token);
    expect(summary.vip).toBe(1);
    // Bets made at VIP 0 count at the level of the claim.
    expect(await dueOf(sandbox, token, SLOTS)).toMatchObject({ validBet: 1_000 * PESO, rate: 30, amount: 3 * PESO });
    expect(summary.types.map((t: { gameTypeId: number; rate: number }) => [t.gameTypeId, t.rate])).toEqual([
      [1, 30],
      [2, 15],
      [3, 30],
      [4, 20],
    ]);
    expect(summary.total).toBe(3 * PESO);

    // A level reached before the claim pays its own rate: VIP 5 pays 0.70% of slots.
    setVip(sandbox.db, userId, 5);
    expect(await dueOf(sandbox, token, SLOTS)).toMatchObject({ rate: 70, amount: 7 * PESO });
    const paid = (await sandbox.call('betBonusReceive', {}, token)).body;
    expect(paid).toMatchObject({ code: 200, awards: [{ propId: 2001, count: 7 * PESO }], bonusStatus: 'locked', paid: [{ gameTypeId: SLOTS, validBet: 1_000 * PESO, rate: 70, amount: 7 * PESO }] });
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'rebate')).toEqual([{ kind: 'rebate', amount: 7 * PESO, required: 7 * PESO, done: 0, status: 'locked' }]);
    expect(claimsOf(sandbox, userId)).toEqual([{ type: SLOTS, validBet: 1_000 * PESO, rate: 70, vip: 5, amount: 7 * PESO }]);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('lists the rate table of every level, the player level and what the next level would pay', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox);
    await bets(sandbox, token, SLOTS, 50 * PESO, 20);
    const audit = (await sandbox.call('getVipLevelAudit', {}, token)).body;
    expect(audit).toMatchObject({ code: 200, vip: 1, vipExp: 1_000 * PESO, next: { level: 2, amount: 4 * PESO } });
    expect(audit.gameTypes).toEqual([
      { id: 1, name: 'Slots' },
      { id: 2, name: 'Live Casino' },
      { id: 3, name: 'Fishing' },
      { id: 4, name: 'Table Games' },
    ]);
    expect(audit.levels).toHaveLength(11);
    expect(audit.levels[0]).toEqual({ level: 0, experience: 0, rates: { '1': 0, '2': 0, '3': 0, '4': 0 } });
    expect(audit.levels[1]).toEqual({ level: 1, experience: 1_000 * PESO, rates: { '1': 30, '2': 15, '3': 30, '4': 20 } });
    expect(audit.levels[10].rates['1']).toBe(120);
    setVip(sandbox.db, userId, 10);
    expect((await sandbox.call('getVipLevelAudit', {}, token)).body).toMatchObject({ vip: 10, next: null });
  });

  it('counts a bet once: a claim moves the watermark, later bets start a new rebate', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox);
    await bets(sandbox, token, SLOTS, 50 * PESO, 20);
    expect((await sandbox.call('betBonusReceive', {}, token)).body).toMatchObject({ code: 200, awards: [{ count: 3 * PESO }] });
    expect(await dueOf(sandbox, token, SLOTS)).toMatchObject({ validBet: 0, amount: 0 });
    expect((await sandbox.call('betBonusReceive', {}, token)).body.code).toBe(RebateErrorCode.nothingDue);
    expect((await sandbox.call('betBonusByTypeReceive', { type: SLOTS }, token)).body.code).toBe(RebateErrorCode.nothingDue);

    // ₱3 of bets pays less than a centavo: nothing is due, and the bets wait for more.
    await bets(sandbox, token, SLOTS, 1 * PESO, 3);
    expect(await dueOf(sandbox, token, SLOTS)).toMatchObject({ validBet: 3 * PESO, amount: 0 });
    expect((await sandbox.call('betBonusByTypeReceive', { type: SLOTS }, token)).body.code).toBe(RebateErrorCode.nothingDue);
    await bets(sandbox, token, SLOTS, 50 * PESO, 10);
    expect(await dueOf(sandbox, token, SLOTS)).toMatchObject({ validBet: 503 * PESO, amount: 150 });
    expect((await sandbox.call('betBonusByTypeReceive', { type: SLOTS }, token)).body).toMatchObject({ code: 200, paid: [{ validBet: 503 * PESO, amount: 150 }] });
    expect(claimsOf(sandbox, userId).reduce((sum, c) => sum + c.validBet, 0)).toBe(betTotal(sandbox, userId));
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('pays once when claimed 20 times at once, by either call', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox);
    await bets(sandbox, token, SLOTS, 50 * PESO, 20);
    await bets(sandbox, token, TABLE, 50 * PESO, 10);
    const before = coinOf(sandbox, userId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? sandbox.call('betBonusReceive', {}, token) : sandbox.call('betBonusByTypeReceive', { type: SLOTS }, token))),
    );
    const paid = answers.filter((a) => a.body.code === 200);
    const total = paid.reduce((sum, a) => sum + (a.body.awards[0].count as number), 0);
    // Slots ₱3.00 and table games ₱1.00 (0.20% of ₱500): each paid by exactly one of the answers.
    expect(total).toBe(4 * PESO);
    expect(answers.every((a) => a.body.code === 200 || a.body.code === RebateErrorCode.nothingDue)).toBe(true);
    expect(coinOf(sandbox, userId)).toBe(before + 4 * PESO);
    expect(claimsOf(sandbox, userId).map((c) => [c.type, c.validBet, c.amount])).toEqual(
      expect.arrayContaining([
        [SLOTS, 1_000 * PESO, 3 * PESO],
        [TABLE, 500 * PESO, 1 * PESO],
      ]),
    );
    expect(claimsOf(sandbox, userId)).toHaveLength(2);
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'rebate')).toHaveLength(2);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('never counts a bet twice when claims race bets', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox);
    await bets(sandbox, token, SLOTS, 50 * PESO, 20); // VIP 1
    const { session } = await startGame(sandbox, token, await gameOf(sandbox, SLOTS));
    // Batches of spins and claims sent together, so claims land before, between and after bets.
    for (let batch = 0; batch < 8; batch++) {
      const work: Promise<unknown>[] = [];
      for (let i = 0; i < 5; i++) {
        work.push(gameApi(sandbox, 'spin', { session, bet: 20 * PESO }));
        if (i % 2 === 0) work.push(i === 2 ? sandbox.call('betBonusByTypeReceive', { type: SLOTS }, token) : sandbox.call('betBonusReceive', {}, token));
      }
      await Promise.all(work);
    }
    const claims = claimsOf(sandbox, userId);
    expect(claims.length).toBeGreaterThan(1);
    const waiting = (await dueOf(sandbox, token, SLOTS)).validBet;
    // Every bet is in exactly one claim, or still waiting.
    expect(claims.reduce((sum, c) => sum + c.validBet, 0) + waiting).toBe(betTotal(sandbox, userId));
    for (const claim of claims) expect(claim.amount).toBe(Math.floor((claim.validBet * claim.rate) / 10_000));
    const grants = grantsOf(sandbox, userId).filter((g) => g.kind === 'rebate');
    expect(grants.map((g) => g.amount)).toEqual(claims.map((c) => c.amount));
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('claims one game type and leaves the others waiting', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox);
    await bets(sandbox, token, SLOTS, 50 * PESO, 20);
    await bets(sandbox, token, LIVE, 50 * PESO, 20); // ₱1,000 at 0.15%
    expect((await due(sandbox, token, LIVE)).types).toEqual([{ gameTypeId: LIVE, name: 'Live Casino', validBet: 1_000 * PESO, rate: 15, amount: 150 }]);
    expect((await sandbox.call('betBonusByTypeReceive', { type: LIVE }, token)).body).toMatchObject({ code: 200, awards: [{ count: 150 }] });
    expect(await dueOf(sandbox, token, LIVE)).toMatchObject({ validBet: 0, amount: 0 });
    expect(await dueOf(sandbox, token, SLOTS)).toMatchObject({ validBet: 1_000 * PESO, amount: 3 * PESO });
    expect((await sandbox.call('betBonusReceive', {}, token)).body).toMatchObject({ code: 200, paid: [{ gameTypeId: SLOTS, amount: 3 * PESO }] });
    expect(claimsOf(sandbox, userId).map((c) => c.type)).toEqual([LIVE, SLOTS]);
  });

  it('refuses with its own codes: no rate for the level or the type, nothing due, an unknown type, a bad request', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox);
    expect((await sandbox.call('betBonusReceive', {}, token)).body.code).toBe(RebateErrorCode.noRate);
    setVip(sandbox.db, userId, 1);
    expect((await sandbox.call('betBonusReceive', {}, token)).body.code).toBe(RebateErrorCode.nothingDue);
    expect((await sandbox.call('betBonusByTypeReceive', { type: 99 }, token)).body.code).toBe(RebateErrorCode.unknownType);
    expect((await sandbox.call('betBonus', { type: 99 }, token)).body.code).toBe(RebateErrorCode.unknownType);
    expect((await sandbox.call('betBonusByTypeReceive', { type: 0 }, token)).status).toBe(400);
    expect((await sandbox.call('betBonusLog', { pageNum: 1, pageSize: 51 }, token)).status).toBe(400);
    expect((await sandbox.call('betBonus', { type: 0 })).status).toBe(401);

    // An operator rate of 0 for live casino at VIP 1: that type earns nothing, the others still do.
    const config = (await sandbox.call('anonymous/appConfig', {})).body.config as AppConfig;
    await sandbox.setConfig({ rebateConfig: { rates: { ...config.rebateConfig!.rates, '1': { ...config.rebateConfig!.rates['1'], '2': 0 } } } });
    await bets(sandbox, token, LIVE, 50 * PESO, 20);
    expect((await sandbox.call('betBonusByTypeReceive', { type: LIVE }, token)).body.code).toBe(RebateErrorCode.noRate);
    expect((await sandbox.call('betBonusByTypeReceive', { type: SLOTS }, token)).body.code).toBe(RebateErrorCode.nothingDue);
  });

  it('logs the claims newest first, paged', async () => {
    const sandbox = makeSandbox();
    const { token } = await player(sandbox);
    expect((await sandbox.call('betBonusLog', { pageNum: 1, pageSize: 20 }, token)).body).toMatchObject({ code: 200, list: [], pages: 1, total: 0 });
    await bets(sandbox, token, SLOTS, 50 * PESO, 20);
    await sandbox.call('betBonusReceive', {}, token);
    sandbox.clock.advance(60_000);
    await bets(sandbox, token, TABLE, 50 * PESO, 10);
    await bets(sandbox, token, SLOTS, 50 * PESO, 10);
    await sandbox.call('betBonusReceive', {}, token);
    const first = (await sandbox.call('betBonusLog', { pageNum: 1, pageSize: 2 }, token)).body;
    expect(first).toMatchObject({ pages: 2, total: 3 });
    expect(first.list.map((row: { name: string; amount: number }) => [row.name, row.amount])).toEqual([
      ['Table Games', 1 * PESO],
      ['Slots', 150],
    ]);
    const second = (await sandbox.call('betBonusLog', { pageNum: 2, pageSize: 2 }, token)).body;
    expect(second.list).toEqual([{ id: expect.any(Number), gameTypeId: SLOTS, name: 'Slots', validBet: 1_000 * PESO, rate: 30, vip: 1, amount: 3 * PESO, createTime: sandbox.clock.now - 60_000 }]);
  });

  it('raises the VIP award flag while ₱1 or more of rebate waits', async () => {
    const sandbox = makeSandbox();
    const { token } = await player(sandbox);
    await bets(sandbox, token, SLOTS, 50 * PESO, 20);
    await sandbox.call('receiveVipBonusUser', { level: 1 }, token);
    await sandbox.call('appVipUserReceiveDaily', {}, token);
    const flag = async () => (await sandbox.call('activityGetStatusList', {}, token)).body.vip as boolean;
    expect(await flag()).toBe(true); // ₱3.00 of rebate
    await sandbox.call('betBonusReceive', {}, token);
    expect(await flag()).toBe(false);
    await bets(sandbox, token, SLOTS, 50 * PESO, 6); // ₱0.90
    expect(await flag()).toBe(false);
    await bets(sandbox, token, SLOTS, 50 * PESO, 1); // ₱1.05
    expect(await flag()).toBe(true);
  });

  it('adds the seed rates to a config made before the rebate', () => {
    const sandbox = makeSandbox();
    const stored = readStoredConfig(sandbox.db)!;
    const { rebateConfig: _dropped, ...older } = stored.config;
    replaceStoredConfig(sandbox.db, stored.version + 1, { ...older, v: stored.version + 1 } as AppConfig, sandbox.clock.now);
    expect(upgradeRewardsConfig(sandbox.db, sandbox.clock.now)).toBe(true);
    expect(readStoredConfig(sandbox.db)!.config.rebateConfig?.rates['1']).toEqual({ '1': 30, '2': 15, '3': 30, '4': 20, '5': 15 });
    expect(upgradeRewardsConfig(sandbox.db, sandbox.clock.now)).toBe(false);
  });
});
