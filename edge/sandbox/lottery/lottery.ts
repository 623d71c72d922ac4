// The lottery's rules: the draw on sale, buying tickets with coupons (one IMMEDIATE transaction:
// the coupons leave, the order and its tickets are written, once per request id), the lazy draw
// (the first call after a closing time draws its numbers with the sandbox's chance and pays every
// winning ticket once: coins as a 'lottery' bonus grant keyed by the ticket, props through the
// holdings), the coupons real-money bets earn, and the lists the pages show.
import type { AppConfig } from '../../../contract/core';
import {
  DEFAULT_LOTTERY_CONFIG,
  LotteryErrorCode,
  type CouponCount,
  type LotteryConfig,
  type LotteryDrawResult,
  type LotteryInfo,
  type LotteryOrder,
  type LotteryRecordRow,
  type LotteryResponses,
  type LotteryTicket,
} from '../../../contract/lottery';
import { grantBonus } from '../bonus/service';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import type { SettlementHook } from '../hooks';
import { manilaDate } from '../lib/money-text';
import type { RandomInt } from '../lib/random';
import { moveProps, propCount } from '../props/service';
import {
  addToDraw,
  betDay,
  drawsPage,
  dueDrawIds,
  findDraw,
  findOrder,
  insertDraw,
  insertOrder,
  latestDraw,
  openTickets,
  ordersPage,
  saveBetDay,
  settleTicket,
  ticketCount,
  drawnTicketsOf,
  ticketsOfOrders,
  wonPage,
  type DrawRow,
  type OrderRow,
  type TicketRow,
} from './lottery-store';
import { drawNumbers, followingSlot, lastClosedSlot, matchCount, nextSlot, validPick, type DrawSlot } from './lottery-schedule';

type Config = Pick<AppConfig, 'lotteryConfig' | 'bonusTurnover'>;

/** The operator's lottery, or the default. */
export const lotteryConfigOf = (config: Pick<AppConfig, 'lotteryConfig'>): LotteryConfig => config.lotteryConfig ?? DEFAULT_LOTTERY_CONFIG;

const isOpen = (lottery: LotteryConfig): boolean => lottery.status === 1 && lottery.picks >= 1 && lottery.pool >= lottery.picks;

/** The draw on sale at `now`: the next closing time whose draw has not been drawn (a clock set back skips drawn days). */
export function drawOnSale(db: SandboxDb, lottery: LotteryConfig, now: number): DrawSlot {
  let slot = nextSlot(now, lottery.drawMinute);
  for (let i = 0; i < 366 && findDraw(db, slot.id); i++) slot = followingSlot(slot);
  return slot;
}

const prizeOf = (lottery: LotteryConfig, matches: number) => lottery.prizes.find((prize) => prize.matches === matches && (prize.coin > 0 || (prize.propId > 0 && prize.count > 0)));

/** Pays one ticket of a drawn draw: its prize once (the grant and the prop move are keyed by the ticket). */
function settleOne(db: SandboxDb, config: Config, lottery: LotteryConfig, ticket: TicketRow, drawn: readonly number[], now: number): boolean {
  const matches = matchCount(ticket.numbers, drawn);
  const prize = prizeOf(lottery, matches);
  const coin = prize && prize.coin > 0 ? prize.coin : 0;
  const propId = prize && prize.propId > 0 && prize.count > 0 ? prize.propId : 0;
  const count = propId ? prize!.count : 0;
  if (coin > 0) grantBonus(db, config, { userId: ticket.userId, kind: 'lottery', claimKey: `lottery:ticket:${ticket.id}`, amount: coin, ref: `lottery:${ticket.drawId}`, now });
  if (propId) moveProps(db, { userId: ticket.userId, propId, delta: count, kind: 'lottery-prize', key: `lottery-prize:${ticket.id}`, now });
  settleTicket(db, ticket.id, { matches, coin, propId, propCount: count }, now);
  return coin > 0 || count > 0;
}

/**
 * Draws every draw whose sales closed by `now` and pays its tickets, in one IMMEDIATE transaction:
 * calls racing after a closing time find the draw drawn by the first and do nothing. The latest
 * closed draw is drawn even with no ticket, so the history always shows the last result.
 */
export function settleDue(db: SandboxDb, config: Config, now: number, random: RandomInt): void {
  const lottery = lotteryConfigOf(config);
  db.transaction(() => {
    const due = dueDrawIds(db, now);
    const last = lastClosedSlot(now, lottery.drawMinute);
    if (isOpen(lottery) && !due.some((d) => d.id === last.id) && !findDraw(db, last.id)) due.push(last);
    for (const slot of due) {
      const drawn = findDraw(db, slot.id);
      const numbers = drawn?.numbers ?? drawNumbers(lottery.pool, lottery.picks, random);
      const tickets = openTickets(db, slot.id, now);
      let winners = 0;
      for (const ticket of tickets) if (settleOne(db, config, lottery, ticket, numbers, now)) winners++;
      if (drawn) addToDraw(db, slot.id, tickets.length, winners);
      else insertDraw(db, { id: slot.id, closeAt: slot.closeAt, numbers, tickets: tickets.length, winners, settledAt: now });
    }
  }).immediate();
}

/** The coupon kinds the page counts: those the products take and the one play earns. */
function couponsHeld(db: SandboxDb, lottery: LotteryConfig, userId: number): CouponCount[] {
  const ids = [...new Set([lottery.earnPropId, ...lottery.products.map((p) => p.couponPropId)])].filter((id) => id > 0).sort((a, b) => a - b);
  return ids.map((propId) => ({ propId, count: propCount(db, userId, propId) }));
}

/** Lottery coupons (110001-110005) the player holds in all (User info `lottery`). */
export function lotteryCoupons(db: SandboxDb, userId: number): number {
  let total = 0;
  for (let propId = 110001; propId <= 110005; propId++) total += propCount(db, userId, propId);
  return total;
}

const resultOf = (draw: DrawRow): LotteryDrawResult => ({ id: draw.id, closeAt: draw.closeAt, numbers: draw.numbers, tickets: draw.tickets, winners: draw.winners, settledAt: draw.settledAt });

export function lotteryInfo(db: SandboxDb, config: Config, userId: number, now: number): LotteryInfo {
  const lottery = lotteryConfigOf(config);
  const draw = drawOnSale(db, lottery, now);
  const last = latestDraw(db);
  const today = betDay(db, userId, manilaDate(now));
  const { status: _status, ...shown } = lottery;
  return {
    open: isOpen(lottery),
    now,
    draw,
    last: last ? resultOf(last) : null,
    myTickets: ticketCount(db, userId, draw.id),
    lastMine: last ? drawnTicketsOf(db, userId, last.id) : { tickets: 0, won: 0, coin: 0, coupons: 0 },
    coupons: couponsHeld(db, lottery, userId),
    todayBet: today.bet,
    todayCoupons: today.coupons,
    config: shown,
  };
}

const ticketView = (ticket: TicketRow): LotteryTicket => ({
  id: ticket.id,
  numbers: ticket.numbers,
  state: ticket.settledAt === null ? 'waiting' : ticket.coin > 0 || ticket.propCount > 0 ? 'won' : 'lost',
  matches: ticket.matches ?? 0,
  coin: ticket.coin,
  propId: ticket.propId,
  count: ticket.propCount,
});

function ordersView(db: SandboxDb, orders: OrderRow[]): LotteryOrder[] {
  const tickets = ticketsOfOrders(db, orders.map((o) => o.id));
  const draws = new Map<number, number[] | null>();
  return orders.map((order) => {
    if (!draws.has(order.drawId)) draws.set(order.drawId, findDraw(db, order.drawId)?.numbers ?? null);
    const own = tickets.filter((t) => t.orderId === order.id);
    return {
      id: order.id,
      productId: order.productId,
      drawId: order.drawId,
      closeAt: order.closeAt,
      couponPropId: order.couponPropId,
      coupons: order.coupons,
      quickPick: order.quickPick,
      createTime: order.createdAt,
      // A draw's numbers show on an order once its own tickets are settled.
      drawNumbers: own.every((t) => t.settledAt !== null) ? (draws.get(order.drawId) ?? null) : null,
      tickets: own.map(ticketView),
    };
  });
}

export interface OrderRequest {
  productId: number;
  drawId: number;
  numbers?: number[];
  requestId: string;
}

type Ordered = LotteryResponses['lotteryOrder'];

/** Buys a ticket type for the draw on sale, once per `requestId` (a repeat answers the first order). */
export function orderTickets(db: SandboxDb, config: Config, userId: number, req: OrderRequest, now: number, random: RandomInt): Ordered {
  const lottery = lotteryConfigOf(config);
  return db.transaction((): Ordered => {
    const done = findOrder(db, userId, req.requestId);
    if (done) return { order: ordersView(db, [done])[0]!, coupons: couponsHeld(db, lottery, userId) };
    if (!isOpen(lottery)) throw new CallFailure(LotteryErrorCode.closed, 'The lottery is closed');
    const product = lottery.products.find((p) => p.id === req.productId);
    if (!product || product.coupons < 1) throw new CallFailure(LotteryErrorCode.unknownProduct, 'No such ticket');
    const sale = drawOnSale(db, lottery, now);
    if (req.drawId !== sale.id) throw new CallFailure(LotteryErrorCode.drawClosed, 'That draw has closed; tickets are on sale for the next one', { drawId: sale.id, closeAt: sale.closeAt });
    let lines: number[][];
    if (product.quickPick) {
      if (req.numbers !== undefined && req.numbers.length > 0) throw new CallFailure(LotteryErrorCode.badNumbers, 'A quick pick takes no numbers', { picks: lottery.picks, pool: lottery.pool });
      lines = Array.from({ length: Math.max(1, product.lines) }, () => drawNumbers(lottery.pool, lottery.picks, random));
    } else {
      const pick = validPick(req.numbers ?? [], lottery.pool, lottery.picks);
      if (!pick) throw new CallFailure(LotteryErrorCode.badNumbers, `Pick ${lottery.picks} different numbers from 1 to ${lottery.pool}`, { picks: lottery.picks, pool: lottery.pool });
      lines = [pick];
    }
    const taken = moveProps(db, { userId, propId: product.couponPropId, delta: -product.coupons, kind: 'lottery-order', key: `lottery-order:${req.requestId}`, now });
    if (!taken.moved) {
      if (taken.reason === 'short') throw new CallFailure(LotteryErrorCode.notEnoughCoupons, `This ticket takes ${product.coupons} coupons`, { held: taken.count, needed: product.coupons });
      throw new Error('a lottery order took its coupons twice');
    }
    const order = insertOrder(db, userId, req.requestId, { productId: product.id, drawId: sale.id, closeAt: sale.closeAt, couponPropId: product.couponPropId, coupons: product.coupons, quickPick: product.quickPick, createdAt: now }, lines);
    return { order: ordersView(db, [order])[0]!, coupons: couponsHeld(db, lottery, userId) };
  }).immediate();
}

const pages = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

export function lotteryOrders(db: SandboxDb, userId: number, page: { pageNum: number; pageSize: number }): LotteryResponses['lotteryOrders'] {
  const { list, total } = ordersPage(db, userId, page);
  return { list: ordersView(db, list), pages: pages(total, page.pageSize), total };
}

export function lotteryHistory(db: SandboxDb, page: { pageNum: number; pageSize: number }): LotteryResponses['lotteryHistory'] {
  const { list, total } = drawsPage(db, page);
  return { list: list.map(resultOf), pages: pages(total, page.pageSize), total };
}

export function lotteryRecord(db: SandboxDb, userId: number, page: { pageNum: number; pageSize: number }): LotteryResponses['lotteryRecord'] {
  const { list, total } = wonPage(db, userId, page);
  const rows: LotteryRecordRow[] = list.map((ticket) => ({
    id: ticket.id,
    drawId: ticket.drawId,
    numbers: ticket.numbers,
    drawNumbers: findDraw(db, ticket.drawId)?.numbers ?? [],
    matches: ticket.matches ?? 0,
    coin: ticket.coin,
    propId: ticket.propId,
    count: ticket.propCount,
    createTime: ticket.settledAt ?? 0,
  }));
  return { list: rows, pages: pages(total, page.pageSize), total };
}

/** Real-money bets earn lottery coupons: one for every `betPerCoupon` bet in a Manila day, up to the day's cap. */
export const lotteryCouponHook: SettlementHook = ({ db, config, userId, betAmount, now }) => {
  const lottery = lotteryConfigOf(config);
  if (!isOpen(lottery) || !(lottery.betPerCoupon > 0) || betAmount <= 0 || lottery.earnPropId <= 0) return;
  const day = manilaDate(now);
  const before = betDay(db, userId, day);
  const bet = before.bet + betAmount;
  const coupons = Math.max(before.coupons, Math.min(Math.max(0, lottery.dailyCouponCap), Math.floor(bet / lottery.betPerCoupon)));
  saveBetDay(db, userId, day, bet, coupons);
  if (coupons > before.coupons) moveProps(db, { userId, propId: lottery.earnPropId, delta: coupons - before.coupons, kind: 'lottery-earn', key: `lottery-earn:${day}:${coupons}`, now });
};
