// The lottery (spec §2 /activity/lottery and its sub-pages, activity 55 'Lottery'; prop ids
// 110001-110005 lottery coupons, 80001-80003 ticket types). Contract additions: the spec names the
// pages and the props, no call. A draw a day at `drawMinute` Manila time: tickets bought with
// coupons (prop holdings) until its closing time, `picks` different numbers from 1 to `pool` a
// ticket; the first call after the closing time draws the numbers and pays the winners (bonus
// coins as a 'lottery' grant, or props) exactly once. Coupons come from real-money bets.
import type { LOTTERY_SCHEMAS } from './lottery.schemas';
import { callFactory, tableOf } from './call-row';

/** A ticket type (its id is a lottery prop id, 80001-80003), bought with coupons of one kind. */
export interface LotteryProduct {
  id: number;
  /** The kind of coupon it takes (110001-110005). */
  couponPropId: number;
  /** Coupons it takes. */
  coupons: number;
  /** true: the draw's machine picks the numbers; false: the player picks one ticket's numbers. */
  quickPick: boolean;
  /** Tickets it buys (always 1 when the player picks). */
  lines: number;
}

/** What a ticket with `matches` of the winning numbers pays: bonus coins (hundredths) or props. */
export interface LotteryPrize {
  matches: number;
  coin: number;
  /** A prop instead of (or besides) coins, e.g. a lottery coupon back; 0: none. */
  propId: number;
  count: number;
}

export interface LotteryConfig {
  /** 0 closes sales (draws already sold still settle). */
  status: 0 | 1;
  /** Minutes after midnight, Manila time, of the daily draw (the closing time of its sales). */
  drawMinute: number;
  /** Numbers run from 1 to `pool`. */
  pool: number;
  /** Numbers on a ticket, and numbers drawn. */
  picks: number;
  products: LotteryProduct[];
  prizes: LotteryPrize[];
  /** Hundredths of real-money bets in one Manila day that earn a coupon (0: none earned by play). */
  betPerCoupon: number;
  /** The coupon play earns. */
  earnPropId: number;
  /** Most coupons play earns in one Manila day. */
  dailyCouponCap: number;
}

/** The lottery coupon play earns. */
export const LOTTERY_COUPON_PROP_ID = 110001;

/** The seed's: 3 numbers from 1 to 20, drawn at 21:00 Manila; a coupon for every ₱500 bet in a day (10 at most). */
export const DEFAULT_LOTTERY_CONFIG: LotteryConfig = {
  status: 1,
  drawMinute: 21 * 60,
  pool: 20,
  picks: 3,
  products: [
    { id: 80001, couponPropId: LOTTERY_COUPON_PROP_ID, coupons: 1, quickPick: false, lines: 1 },
    { id: 80002, couponPropId: LOTTERY_COUPON_PROP_ID, coupons: 1, quickPick: true, lines: 1 },
    { id: 80003, couponPropId: LOTTERY_COUPON_PROP_ID, coupons: 4, quickPick: true, lines: 5 },
  ],
  prizes: [
    { matches: 3, coin: 1_000 * 100, propId: 0, count: 0 },
    { matches: 2, coin: 50 * 100, propId: 0, count: 0 },
    { matches: 1, coin: 0, propId: LOTTERY_COUPON_PROP_ID, count: 1 },
  ],
  betPerCoupon: 500 * 100,
  earnPropId: LOTTERY_COUPON_PROP_ID,
  dailyCouponCap: 10,
};

export const LotteryErrorCode = {
  /** The lottery is closed (no sales). */
  closed: 2121,
  /** No such ticket type. */
  unknownProduct: 2122,
  /** The coupons held are fewer than the ticket type takes. */
  notEnoughCoupons: 2123,
  /** The draw asked for has closed (or is not the one on sale): `drawId` is the one on sale now. */
  drawClosed: 2124,
  /** The numbers are not `picks` different numbers from 1 to `pool`, or numbers were sent for a quick pick. */
  badNumbers: 2125,
} as const;

/** A coupon kind and how many the player holds. */
export interface CouponCount {
  propId: number;
  count: number;
}

export interface LotteryDrawResult {
  /** The Manila date of the draw as yyyymmdd (e.g. 20261126). */
  id: number;
  closeAt: number;
  /** The winning numbers, ascending. */
  numbers: number[];
  tickets: number;
  winners: number;
  settledAt: number;
}

export interface LotteryInfo {
  open: boolean;
  /** The sandbox's clock now (a countdown runs from `draw.closeAt - now`, whatever the phone's clock says). */
  now: number;
  /** The draw on sale. */
  draw: { id: number; closeAt: number };
  /** The latest drawn result, if any. */
  last: LotteryDrawResult | null;
  /** The player's tickets in the draw on sale. */
  myTickets: number;
  /** The player's tickets in the last drawn draw: how many, how many won, and what they paid. */
  lastMine: { tickets: number; won: number; coin: number; coupons: number };
  /** Coupons held, one row per kind the products take or play earns (0 for a guest). */
  coupons: CouponCount[];
  /** Real-money bets today (Manila) toward the next coupon, and coupons earned today. */
  todayBet: number;
  todayCoupons: number;
  config: Omit<LotteryConfig, 'status'>;
}

export type LotteryTicketState = 'waiting' | 'won' | 'lost';

export interface LotteryTicket {
  id: number;
  numbers: number[];
  state: LotteryTicketState;
  /** Numbers it matched (after the draw). */
  matches: number;
  /** What it paid (after the draw). */
  coin: number;
  propId: number;
  count: number;
}

export interface LotteryOrder {
  id: number;
  productId: number;
  drawId: number;
  closeAt: number;
  couponPropId: number;
  coupons: number;
  /** The machine picked its numbers. */
  quickPick: boolean;
  createTime: number;
  /** The draw's numbers once drawn, else null. */
  drawNumbers: number[] | null;
  tickets: LotteryTicket[];
}

export interface LotteryRecordRow {
  /** The ticket's id. */
  id: number;
  drawId: number;
  numbers: number[];
  drawNumbers: number[];
  matches: number;
  coin: number;
  propId: number;
  count: number;
  createTime: number;
}

interface Paged<T> {
  list: T[];
  pages: number;
  total: number;
}

export interface LotteryResponses {
  lotteryInfo: LotteryInfo;
  lotteryOrder: { order: LotteryOrder; coupons: CouponCount[] };
  lotteryOrders: Paged<LotteryOrder>;
  lotteryHistory: Paged<LotteryDrawResult>;
  lotteryRecord: Paged<LotteryRecordRow>;
}

const call = /*#__PURE__*/ callFactory<typeof LOTTERY_SCHEMAS, LotteryResponses>();

export const lotteryInfo = /*#__PURE__*/ call('lotteryInfo');
/** Buys a ticket type for the draw on sale; the same `requestId` again answers the same order. */
export const lotteryOrder = /*#__PURE__*/ call('lotteryOrder');
export const lotteryOrders = /*#__PURE__*/ call('lotteryOrders');
export const lotteryHistory = /*#__PURE__*/ call('lotteryHistory');
export const lotteryRecord = /*#__PURE__*/ call('lotteryRecord');

export const LOTTERY_CALLS = /*#__PURE__*/ tableOf(lotteryInfo, lotteryOrder, lotteryOrders, lotteryHistory, lotteryRecord);
