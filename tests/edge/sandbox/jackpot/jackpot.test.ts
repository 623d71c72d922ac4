// The Lucky Jackpot: a chance a Manila day once the player has deposited and bet enough today, used
// once however many draws race; the cells drawn by the configured odds; the pools growing with
// every real-money bet and paid (as locked bonus) by a jackpot cell, which starts its pool again.
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../../contract/core';
import { DEFAULT_JACKPOT_CONFIG, JackpotErrorCode, type JackpotConfig } from '../../../../contract/jackpot';
import { drawCell } from '../../../../edge/sandbox/jackpot/jackpot';
import { seededRandomInt } from '../../../../edge/sandbox/lib/random';
import { seedAppConfig } from '../../../../edge/sandbox/seed/app-config';
import { ledgerMismatches, makeSandbox, type TestSandbox } from '../helpers';
import { grantsOf, loser, paidDeposit, PESO } from '../bonus/bonus-helpers';

const PASSWORD = 'secret12';
let n = 0;

async function player(sandbox: TestSandbox, options: { deposit?: number; bet?: number } = {}) {
  const { token, user } = await sandbox.registerAccount(`jp${++n}x${String(Date.now() % 100000).padStart(5, '0')}`, PASSWORD);
  if (options.deposit) await paidDeposit(sandbox, token, options.deposit);
  if (options.bet) {
    const spin = await loser(sandbox, token);
    for (let left = options.bet; left > 0; left -= Math.min(left, 50 * PESO)) spin(Math.min(left, 50 * PESO));
  }
  return { token, userId: user.id as number };
}

/** A player who earned today's chance (₱100 deposited, ₱200 bet). */
const withChance = (sandbox: TestSandbox) => player(sandbox, { deposit: 500 * PESO, bet: 200 * PESO });

const info = async (sandbox: TestSandbox, token: string) => (await sandbox.call('getJackpotDrawInfo', {}, token)).body;
const draw = async (sandbox: TestSandbox, token: string) => (await sandbox.call('receiveDrawChance', {}, token)).body;
const onlyCell = (id: number): Partial<JackpotConfig> => ({ weights: { [String(id)]: 1 } });
const jackpotPatch = (patch: Partial<JackpotConfig>) => ({ jackpotConfig: { ...DEFAULT_JACKPOT_CONFIG, ...patch } }) as Partial<AppConfig>;

describe('jackpot odds', () => {
  it('draws the cells of a large seeded sample within tolerance of the configured weights', () => {
    const config = seedAppConfig();
    const random = seededRandomInt(20261126);
    const samples = 400_000;
    const counts = new Map<number, number>();
    for (let i = 0; i < samples; i++) {
      const cell = drawCell(config, random);
      counts.set(cell.id, (counts.get(cell.id) ?? 0) + 1);
    }
    const weights = DEFAULT_JACKPOT_CONFIG.weights;
    const total = Object.values(weights).reduce((sum, w) => sum + w, 0);
    for (const cell of config.jackpotAwardConfigList) {
      const expected = (samples * (weights[String(cell.id)] ?? 0)) / total;
      // Five standard deviations of a binomial count, plus one for the smallest cells.
      const tolerance = 5 * Math.sqrt(expected) + 1;
      expect(Math.abs((counts.get(cell.id) ?? 0) - expected), `cell ${cell.id}`).toBeLessThanOrEqual(tolerance);
    }
    // The rarest cell (Mega, 20 in a million) and the commonest were both drawn.
    expect(counts.get(1)).toBeGreaterThan(0);
    expect(counts.get(8)).toBeGreaterThan(100_000);
  });

  it('never draws a cell without a weight, or one it cannot pay', () => {
    const config = seedAppConfig();
    config.jackpotConfig = { ...DEFAULT_JACKPOT_CONFIG, weights: { '5': 1, '6': 1 } };
    config.jackpotAwardConfigList = config.jackpotAwardConfigList.map((cell) => (cell.id === 6 ? { ...cell, propId: 999_999 } : cell));
    const random = seededRandomInt(3);
    for (let i = 0; i < 500; i++) expect(drawCell(config, random).id).toBe(5);
  });
});

describe('jackpot chance', () => {
  it('gives a chance once today’s deposit and bets reach the minimums, and says what is missing', async () => {
    const sandbox = makeSandbox({ random: seededRandomInt(1) });
    const { token } = await player(sandbox);
    expect(await info(sandbox, token)).toMatchObject({ open: true, canReceiveDrawChance: false, needDeposit: 100 * PESO, needTyping: 200 * PESO, drawnToday: false });
    expect(await draw(sandbox, token)).toMatchObject({ errcode: JackpotErrorCode.needDeposit, needDeposit: 100 * PESO });
    await paidDeposit(sandbox, token, 300 * PESO);
    expect(await info(sandbox, token)).toMatchObject({ needDeposit: 0, needTyping: 200 * PESO });
    expect(await draw(sandbox, token)).toMatchObject({ errcode: JackpotErrorCode.needBet, needTyping: 200 * PESO });
    const spin = await loser(sandbox, token);
    spin(50 * PESO);
    expect((await info(sandbox, token)).needTyping).toBe(150 * PESO);
    expect((await sandbox.call('activityGetStatusList', {}, token)).body.canReceiveDrawChance).toBe(false);
    for (let i = 0; i < 3; i++) spin(50 * PESO);
    expect(await info(sandbox, token)).toMatchObject({ canReceiveDrawChance: true, needDeposit: 0, needTyping: 0 });
    expect((await sandbox.call('activityGetStatusList', {}, token)).body.canReceiveDrawChance).toBe(true);
    expect((await draw(sandbox, token)).errcode).toBe(0);
    expect(await info(sandbox, token)).toMatchObject({ canReceiveDrawChance: false, drawnToday: true });
    expect((await draw(sandbox, token)).errcode).toBe(JackpotErrorCode.used);
    expect((await sandbox.call('activityGetStatusList', {}, token)).body.canReceiveDrawChance).toBe(false);
    // A new Manila day asks for that day's deposit and bets again.
    sandbox.clock.advance(24 * 3600_000);
    expect(await info(sandbox, token)).toMatchObject({ canReceiveDrawChance: false, drawnToday: false, needDeposit: 100 * PESO, needTyping: 200 * PESO });
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('draws once for one chance under 20 concurrent calls', async () => {
    const sandbox = makeSandbox({ random: seededRandomInt(2) });
    const { token, userId } = await withChance(sandbox);
    const answers = await Promise.all(Array.from({ length: 20 }, () => draw(sandbox, token)));
    expect(answers.filter((a) => a.errcode === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.errcode === JackpotErrorCode.used)).toHaveLength(19);
    const record = (await sandbox.call('getPersonJackpotDrawAwardLog', { pageNum: 1, pageSize: 20 }, token)).body;
    expect(record.data).toMatchObject({ pages: 1, total: 1 });
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'jackpot').length).toBeLessThanOrEqual(1);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('refuses while the jackpot is closed, and refuses guests', async () => {
    const sandbox = makeSandbox();
    const { token } = await withChance(sandbox);
    await sandbox.setConfig(jackpotPatch({ status: 0 }));
    expect((await draw(sandbox, token)).errcode).toBe(JackpotErrorCode.closed);
    expect(await info(sandbox, token)).toMatchObject({ open: false, canReceiveDrawChance: false });
    expect((await sandbox.call('receiveDrawChance', {})).status).toBe(401);
  });
});

describe('jackpot prizes and pools', () => {
  it('pays coins as locked bonus, points to the points account and props to the holdings', async () => {
    const sandbox = makeSandbox();
    const coins = await withChance(sandbox);
    const points = await withChance(sandbox);
    const props = await withChance(sandbox);
    await sandbox.setConfig(jackpotPatch(onlyCell(5)));
    expect((await draw(sandbox, coins.token)).data).toMatchObject({ id: 5, propId: 2001, count: 5 * PESO, type: 1, bonus: 5 * PESO, bonusStatus: 'locked' });
    expect(grantsOf(sandbox, coins.userId).filter((g) => g.kind === 'jackpot')).toEqual([expect.objectContaining({ amount: 5 * PESO, required: 5 * PESO, status: 'locked' })]);
    await sandbox.setConfig(jackpotPatch(onlyCell(6)));
    const before = (await sandbox.call('pointsInfo', {}, points.token)).body.balance as number;
    expect((await draw(sandbox, points.token)).data).toMatchObject({ id: 6, propId: 2002, count: 10, bonus: 0 });
    expect((await sandbox.call('pointsInfo', {}, points.token)).body.balance).toBe(before + 10);
    await sandbox.setConfig(jackpotPatch(onlyCell(9)));
    // Diamonds held already (the player's deposits earn some) plus the cell's 5.
    const diamonds = () => (sandbox.db.prepare('SELECT count FROM prop_holdings WHERE user_id = ? AND prop_id = 60001').get(props.userId) as { count: number } | undefined)?.count ?? 0;
    const held = diamonds();
    expect((await draw(sandbox, props.token)).data).toMatchObject({ id: 9, propId: 60001, count: 5, bonus: 0 });
    expect(diamonds()).toBe(held + 5);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('grows the pools by their shares of every bet, pays a tier’s pool and starts it again at its seed', async () => {
    const sandbox = makeSandbox();
    const seeds = Object.fromEntries(DEFAULT_JACKPOT_CONFIG.pools.map((pool) => [pool.propId, pool.seed]));
    const { token } = await player(sandbox);
    expect(await info(sandbox, token)).toMatchObject({ megaJackpot: seeds[50001], miniJackpot: seeds[50004], total: Object.values(seeds).reduce((a, b) => a + b, 0) });
    // ₱1,000 of bets: Mega takes 0.4% (₱4), Major 0.3%, Minor 0.2%, Mini 0.1%; then four ₱1 bets,
    // whose fractions carry: Mega 4 x 0.4 = 1.6 → +1, Major 4 x 0.3 = 1.2 → +1, Minor 0.8 and Mini 0.4 → +0.
    const bettor = await player(sandbox, { deposit: 2_000 * PESO, bet: 1_000 * PESO });
    const spin = await loser(sandbox, bettor.token);
    for (let i = 0; i < 4; i++) spin(PESO);
    const grown = await info(sandbox, token);
    expect(grown).toMatchObject({ megaJackpot: seeds[50001]! + 401, majorJackpot: seeds[50002]! + 301, minorJackpot: seeds[50003]! + 200, miniJackpot: seeds[50004]! + 100 });
    expect(grown.megaJackpotSection).toEqual([grown.megaJackpot - Math.floor(grown.megaJackpot * 0.005), grown.megaJackpot]);
    await sandbox.setConfig(jackpotPatch(onlyCell(4)));
    const won = (await draw(sandbox, bettor.token)).data;
    expect(won).toMatchObject({ id: 4, type: 2, propId: 50004, count: grown.miniJackpot, bonus: grown.miniJackpot, bonusStatus: 'locked' });
    const after = await info(sandbox, token);
    expect(after.miniJackpot).toBe(seeds[50004]);
    expect(after.megaJackpot).toBe(grown.megaJackpot);
    expect(after.jackpotWinnerList).toEqual([expect.objectContaining({ propId: 50004, type: 2, amountSection: grown.miniJackpot, nickname: expect.stringContaining('***') })]);
    expect(grantsOf(sandbox, bettor.userId).filter((g) => g.kind === 'jackpot')).toEqual([expect.objectContaining({ amount: grown.miniJackpot, status: 'locked' })]);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('ranks jackpot wins biggest first with the player’s own row, and pages the record by 20', async () => {
    const sandbox = makeSandbox();
    const players = [await withChance(sandbox), await withChance(sandbox), await withChance(sandbox)];
    await sandbox.setConfig(jackpotPatch(onlyCell(4)));
    await draw(sandbox, players[0]!.token); // Mini at its seed plus the bets
    await sandbox.setConfig(jackpotPatch(onlyCell(3)));
    await draw(sandbox, players[1]!.token); // Minor: bigger
    await sandbox.setConfig(jackpotPatch(onlyCell(5)));
    await draw(sandbox, players[2]!.token); // coins: not a jackpot win
    const rank = (await sandbox.call('getJackpotRank', { pageNum: 1, pageSize: 10 }, players[0]!.token)).body.data;
    expect(rank.allRank).toMatchObject({ pages: 1, total: 2 });
    expect(rank.allRank.list.map((row: { propId: number; ranking: number }) => [row.ranking, row.propId])).toEqual([
      [1, 50003],
      [2, 50004],
    ]);
    expect(rank.personRank).toMatchObject({ ranking: 2, propId: 50004 });
    expect(rank.personRank.nickname).not.toContain('***');
    expect(rank.allRank.list[0].nickname).toContain('***');
    expect((await sandbox.call('getJackpotRank', { pageNum: 1 }, players[2]!.token)).body.data.personRank).toBeNull();
    const record = (await sandbox.call('getPersonJackpotDrawAwardLog', { pageNum: 1, pageSize: 20 }, players[2]!.token)).body.data;
    expect(record.list).toEqual([expect.objectContaining({ propId: 2001, type: 1, count: 5 * PESO, amountSection: 5 * PESO })]);
    expect((await sandbox.call('getPersonJackpotDrawAwardLog', { pageNum: 1, pageSize: 50 }, players[2]!.token)).status).toBe(400);
  });
});
