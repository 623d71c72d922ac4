// The lottery: coupons from real-money bets, tickets bought only with coupons and once per request
// id, tickets after a closing time refused with the draw on sale, a draw drawn and paid exactly once
// however many calls race after its closing time, prizes as configured, and draws that follow the
// odds of uniform numbers.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOTTERY_CONFIG, LOTTERY_COUPON_PROP_ID, LotteryErrorCode, type LotteryConfig } from '../../../../contract/lottery';
import { drawNumbers, matchCount, nextSlot } from '../../../../edge/sandbox/lottery/lottery-schedule';
import { seededRandomInt } from '../../../../edge/sandbox/lib/random';
import { holdingMismatches } from '../../../../edge/sandbox/props/holdings';
import { moveProps, propCount } from '../../../../edge/sandbox/props/service';
import { ledgerMismatches, makeSandbox, type TestSandbox } from '../helpers';
import { grantsOf, loser, paidDeposit, PESO } from '../bonus/bonus-helpers';

const HOUR = 60 * 60 * 1000;
// The test clock starts at 2026-01-15 08:00 UTC, 16:00 in Manila: the 21:00 draw closes at 13:00 UTC.
const TODAY = 20260115;
const CLOSE = Date.UTC(2026, 0, 15, 13);
let n = 0;

async function player(sandbox: TestSandbox, coupons = 0) {
  const { token, user } = await sandbox.registerAccount(`lot${++n}x${String(Date.now() % 100000).padStart(5, '0')}`, 'secret12');
  const userId = user.id as number;
  if (coupons > 0) moveProps(sandbox.db, { userId, propId: LOTTERY_COUPON_PROP_ID, delta: coupons, kind: 'test-give', key: `give:${n}`, now: sandbox.clock.now });
  return { token, userId };
}

const info = async (sandbox: TestSandbox, token: string) => (await sandbox.call('lotteryInfo', {}, token)).body;
const order = async (sandbox: TestSandbox, token: string, body: { productId: number; drawId?: number; numbers?: number[]; requestId: string }) =>
  (await sandbox.call('lotteryOrder', { drawId: TODAY, ...body }, token)).body;

/** Numbers 1-4, two a ticket, 2 drawn: six possible tickets, so buying all six wins every prize once whatever is drawn. */
const SMALL: LotteryConfig = {
  ...DEFAULT_LOTTERY_CONFIG,
  pool: 4,
  picks: 2,
  prizes: [
    { matches: 2, coin: 100 * PESO, propId: 0, count: 0 },
    { matches: 1, coin: 0, propId: LOTTERY_COUPON_PROP_ID, count: 1 },
  ],
};
const ALL_PAIRS = [
  [1, 2],
  [1, 3],
  [1, 4],
  [2, 3],
  [2, 4],
  [3, 4],
];

describe('lottery', () => {
  it('shows the draw on sale, its closing time and the last result', async () => {
    const sandbox = makeSandbox({ random: seededRandomInt(3) });
    const { token } = await player(sandbox);
    const body = await info(sandbox, token);
    expect(body).toMatchObject({ code: 200, open: true, now: sandbox.clock.now, draw: { id: TODAY, closeAt: CLOSE }, myTickets: 0, coupons: [{ propId: LOTTERY_COUPON_PROP_ID, count: 0 }] });
    // Yesterday's draw, drawn by this first call though nobody bought a ticket.
    expect(body.last).toMatchObject({ id: 20260114, closeAt: CLOSE - 24 * HOUR, tickets: 0 });
    expect(body.last.numbers).toHaveLength(3);
    expect(body.config.products).toEqual(DEFAULT_LOTTERY_CONFIG.products);
  });

  it('earns a coupon for every ₱500 of real-money bets in a Manila day, up to the cap', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox);
    await paidDeposit(sandbox, token, 10_000 * PESO);
    const spin = await loser(sandbox, token);
    let spinOf = spin;
    const bets = (count: number) => {
      for (let i = 0; i < count; i++) spinOf(50 * PESO);
    };
    bets(6);
    expect(propCount(sandbox.db, userId, LOTTERY_COUPON_PROP_ID)).toBe(0);
    bets(6);
    expect(await info(sandbox, token)).toMatchObject({ todayBet: 600 * PESO, todayCoupons: 1, coupons: [{ count: 1 }] });
    bets(120); // ₱6,600 in all: the cap of 10
    expect(propCount(sandbox.db, userId, LOTTERY_COUPON_PROP_ID)).toBe(10);
    expect((await sandbox.call('refreshData', {}, token)).body.lottery).toBe(10);
    // A new Manila day starts again from nothing (16:00 + 8 h is past midnight in Manila).
    sandbox.clock.advance(8 * HOUR);
    spinOf = await loser(sandbox, token);
    bets(10);
    expect(propCount(sandbox.db, userId, LOTTERY_COUPON_PROP_ID)).toBe(11);
    expect(holdingMismatches(sandbox.db)).toEqual([]);
  });

  it('sells nothing without the coupons, and refuses wrong numbers and unknown tickets', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox, 3);
    expect(await order(sandbox, token, { productId: 80003, requestId: 'no-coupons-1' })).toMatchObject({ code: LotteryErrorCode.notEnoughCoupons, held: 3, needed: 4 });
    expect((await order(sandbox, token, { productId: 80001, numbers: [1, 2], requestId: 'bad-numbers-1' })).code).toBe(LotteryErrorCode.badNumbers);
    expect((await order(sandbox, token, { productId: 80001, numbers: [1, 2, 2], requestId: 'bad-numbers-2' })).code).toBe(LotteryErrorCode.badNumbers);
    expect((await order(sandbox, token, { productId: 80001, numbers: [1, 2, 21], requestId: 'bad-numbers-3' })).code).toBe(LotteryErrorCode.badNumbers);
    expect((await order(sandbox, token, { productId: 80002, numbers: [1, 2, 3], requestId: 'bad-numbers-4' })).code).toBe(LotteryErrorCode.badNumbers);
    expect((await order(sandbox, token, { productId: 80009, requestId: 'unknown-1' })).code).toBe(LotteryErrorCode.unknownProduct);
    expect(propCount(sandbox.db, userId, LOTTERY_COUPON_PROP_ID)).toBe(3);

    const bought = await order(sandbox, token, { productId: 80001, numbers: [7, 3, 12], requestId: 'pick-three-1' });
    expect(bought).toMatchObject({ code: 200, order: { productId: 80001, drawId: TODAY, closeAt: CLOSE, coupons: 1, drawNumbers: null, tickets: [{ numbers: [3, 7, 12], state: 'waiting' }] }, coupons: [{ count: 2 }] });
    expect((await order(sandbox, token, { productId: 80002, requestId: 'quick-one-1' })).order.tickets[0].numbers).toHaveLength(3);
    expect((await info(sandbox, token)).myTickets).toBe(2);
    expect(propCount(sandbox.db, userId, LOTTERY_COUPON_PROP_ID)).toBe(1);
  });

  it('buys once when one request is sent 20 times at once, and only as far as the coupons go', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox, 3);
    const same = await Promise.all(Array.from({ length: 20 }, () => order(sandbox, token, { productId: 80002, requestId: 'one-request-0001' })));
    expect(same.every((answer) => answer.code === 200)).toBe(true);
    expect(new Set(same.map((answer) => answer.order.id)).size).toBe(1);
    expect(propCount(sandbox.db, userId, LOTTERY_COUPON_PROP_ID)).toBe(2);
    const many = await Promise.all(Array.from({ length: 20 }, (_, i) => order(sandbox, token, { productId: 80002, requestId: `race-request-${String(i).padStart(2, '0')}` })));
    expect(many.filter((answer) => answer.code === 200)).toHaveLength(2);
    expect(many.filter((answer) => answer.code === LotteryErrorCode.notEnoughCoupons)).toHaveLength(18);
    expect(propCount(sandbox.db, userId, LOTTERY_COUPON_PROP_ID)).toBe(0);
    expect((await sandbox.call('lotteryOrders', { pageNum: 1, pageSize: 20 }, token)).body.total).toBe(3);
    expect(holdingMismatches(sandbox.db)).toEqual([]);
  });

  it('refuses a ticket for a closed draw, naming the draw on sale, where the next ticket goes', async () => {
    const sandbox = makeSandbox();
    const { token } = await player(sandbox, 2);
    sandbox.clock.advance(5 * HOUR); // 21:00 Manila: today's sales closed
    const late = await order(sandbox, token, { productId: 80002, requestId: 'late-ticket-1' });
    expect(late).toMatchObject({ code: LotteryErrorCode.drawClosed, drawId: TODAY + 1, closeAt: CLOSE + 24 * HOUR });
    const next = await order(sandbox, token, { productId: 80002, drawId: TODAY + 1, requestId: 'late-ticket-2' });
    expect(next).toMatchObject({ code: 200, order: { drawId: TODAY + 1, closeAt: CLOSE + 24 * HOUR } });
  });

  it('draws once and pays every winning ticket once when 20 calls race after the closing time', async () => {
    const sandbox = makeSandbox({ random: seededRandomInt(11) });
    await sandbox.setConfig({ lotteryConfig: SMALL });
    const players = [await player(sandbox, 6), await player(sandbox, 6)];
    for (const [p, { token }] of players.entries()) {
      for (const [i, numbers] of ALL_PAIRS.entries()) expect((await order(sandbox, token, { productId: 80001, numbers, requestId: `pairs-${p}-${i}-x` })).code).toBe(200);
    }
    sandbox.clock.advance(5 * HOUR + 1);
    const calls = Array.from({ length: 20 }, (_, i) => {
      const { token } = players[i % 2]!;
      return i % 3 === 0 ? sandbox.call('lotteryInfo', {}, token) : i % 3 === 1 ? sandbox.call('lotteryOrders', { pageNum: 1, pageSize: 20 }, token) : sandbox.call('lotteryHistory', { pageNum: 1, pageSize: 20 }, token);
    });
    expect((await Promise.all(calls)).every((answer) => answer.body.code === 200)).toBe(true);

    const draws = sandbox.db.prepare('SELECT id, numbers, tickets, winners FROM lottery_draws WHERE id = ?').all(TODAY) as { numbers: string; tickets: number; winners: number }[];
    expect(draws).toHaveLength(1);
    expect(draws[0]).toMatchObject({ tickets: 12, winners: 10 });
    const drawn = JSON.parse(draws[0]!.numbers) as number[];
    for (const { token, userId } of players) {
      // One ticket matched both numbers (₱100 as a 1x 'lottery' grant), four matched one (a coupon back each), one none.
      expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'lottery')).toEqual([{ kind: 'lottery', amount: 100 * PESO, required: 100 * PESO, done: 0, status: 'locked' }]);
      expect(propCount(sandbox.db, userId, LOTTERY_COUPON_PROP_ID)).toBe(4);
      const orders = (await sandbox.call('lotteryOrders', { pageNum: 1, pageSize: 20 }, token)).body.list as { drawNumbers: number[]; tickets: { numbers: number[]; state: string; matches: number; coin: number }[] }[];
      expect(orders.map((o) => o.drawNumbers)).toEqual(Array(6).fill(drawn));
      for (const o of orders) expect(o.tickets[0]!.matches).toBe(matchCount(o.tickets[0]!.numbers, drawn));
      expect(orders.map((o) => o.tickets[0]!.state).sort()).toEqual(['lost', 'won', 'won', 'won', 'won', 'won']);
      const record = (await sandbox.call('lotteryRecord', { pageNum: 1, pageSize: 20 }, token)).body;
      expect(record.total).toBe(5);
      expect(record.list.filter((row: { coin: number }) => row.coin === 100 * PESO)).toHaveLength(1);
    }
    // Further calls draw nothing again; the page tells each player what his tickets did.
    expect((await info(sandbox, players[0]!.token)).lastMine).toEqual({ tickets: 6, won: 5, coin: 100 * PESO, coupons: 4 });
    expect(sandbox.db.prepare('SELECT COUNT(*) AS n FROM bonus_grants WHERE kind = ?').get('lottery')).toEqual({ n: 2 });
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
    expect(holdingMismatches(sandbox.db)).toEqual([]);
  });

  it('moves sales to the next day when the clock is set back past a drawn draw', async () => {
    const sandbox = makeSandbox();
    const { token } = await player(sandbox, 2);
    expect((await order(sandbox, token, { productId: 80002, requestId: 'before-draw-1' })).code).toBe(200);
    sandbox.clock.advance(6 * HOUR);
    expect((await info(sandbox, token)).last).toMatchObject({ id: TODAY, tickets: 1 });
    sandbox.clock.advance(-6 * HOUR);
    expect((await info(sandbox, token)).draw).toEqual({ id: TODAY + 1, closeAt: CLOSE + 24 * HOUR });
  });

  it('draws numbers that follow the odds of a uniform draw (seeded sample)', () => {
    const random = seededRandomInt(2026);
    const { pool, picks } = DEFAULT_LOTTERY_CONFIG;
    const samples = 60_000;
    const seen = new Array<number>(pool + 1).fill(0);
    const matches = [0, 0, 0, 0];
    for (let i = 0; i < samples; i++) {
      const drawn = drawNumbers(pool, picks, random);
      expect(new Set(drawn).size).toBe(picks);
      for (const number of drawn) seen[number]!++;
      matches[matchCount([1, 2, 3], drawn)]!++;
    }
    // Each number is drawn 3 times in 20.
    for (let number = 1; number <= pool; number++) expect(Math.abs(seen[number]! / samples - picks / pool)).toBeLessThan(0.01);
    // A ticket matches 3 with 1/1140, 2 with 51/1140, 1 with 408/1140, none with 680/1140.
    const expected = [680 / 1140, 408 / 1140, 51 / 1140, 1 / 1140];
    for (let m = 0; m <= 3; m++) expect(Math.abs(matches[m]! / samples - expected[m]!)).toBeLessThan(m === 3 ? 0.001 : 0.01);
    expect(nextSlot(CLOSE - 1, 21 * 60)).toEqual({ id: TODAY, closeAt: CLOSE });
    expect(nextSlot(CLOSE, 21 * 60)).toEqual({ id: TODAY + 1, closeAt: CLOSE + 24 * HOUR });
  });
});
