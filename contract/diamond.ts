// Diamond shop (spec §7 diamondShopData, diamondExchangeCoin, diamondExchangeGoods,
// diamondExchangeScratchcard, diamondGoodsExchangeOrderLog, diamondLog, appDiamondBonusTickersData;
// AppConfig.diamondConfig). Diamonds (prop 60001) are earned with paid deposits, one for every
// `depositPerDiamond`, given in the deposit's own transaction, and spent here on bonus coins (a
// 'diamond' bonus with turnover), goods (props such as lottery and diamond coupons, each an order)
// or scratch cards. Every exchange is once per requestId. Contract additions: the spec names the
// calls, not their fields.
import type { DIAMOND_SCHEMAS } from './diamond.schemas';
import type { Award } from './mail';
import { callFactory, tableOf } from './call-row';
import { SCRATCH_CARD_PROP_ID } from './scratch-card';

/** Prop id of diamonds (spec §3). */
export const DIAMOND_PROP_ID = 60001;

/** One thing the shop sells: `diamonds` for `count` of `propId` (coins: hundredths of bonus). */
export interface DiamondItem {
  id: number;
  diamonds: number;
  propId: number;
  count: number;
}

export interface DiamondConfig {
  /** 0 closes earning and exchanges (diamonds held are kept). */
  status: 0 | 1;
  /** Hundredths of a paid deposit that earn one diamond (the rest of a deposit earns none). */
  depositPerDiamond: number;
  coin: DiamondItem[];
  goods: DiamondItem[];
  scratchcard: DiamondItem[];
}

/** The seed's: a diamond for every ₱100 deposited. */
export const DEFAULT_DIAMOND_CONFIG: DiamondConfig = {
  status: 1,
  depositPerDiamond: 10_000,
  coin: [
    { id: 1, diamonds: 10, propId: 2001, count: 500 },
    { id: 2, diamonds: 50, propId: 2001, count: 3_000 },
    { id: 3, diamonds: 200, propId: 2001, count: 15_000 },
  ],
  goods: [
    { id: 11, diamonds: 20, propId: 110001, count: 1 },
    { id: 12, diamonds: 90, propId: 110001, count: 5 },
    { id: 13, diamonds: 30, propId: 100001, count: 1 },
  ],
  scratchcard: [
    { id: 21, diamonds: 5, propId: SCRATCH_CARD_PROP_ID, count: 1 },
    { id: 22, diamonds: 45, propId: SCRATCH_CARD_PROP_ID, count: 10 },
  ],
};

export type DiamondExchangeKind = 'coin' | 'goods' | 'scratchcard';

export const DiamondErrorCode = {
  /** The shop is switched off. */
  closed: 2151,
  /** No such item (for this kind of exchange). */
  unknownItem: 2152,
  /** The player holds fewer diamonds than the item costs. */
  notEnough: 2153,
} as const;

export interface DiamondShopData {
  open: boolean;
  /** Diamonds held (0 for a guest). */
  diamonds: number;
  /** Scratch cards held. */
  cards: number;
  depositPerDiamond: number;
  coin: DiamondItem[];
  goods: DiamondItem[];
  scratchcard: DiamondItem[];
}

export interface DiamondOrderRow {
  id: number;
  /** The order's number as the player quotes it to support. */
  orderNo: string;
  itemId: number;
  diamonds: number;
  propId: number;
  count: number;
  createTime: number;
}

export interface DiamondLogRow {
  id: number;
  /** Diamonds in (positive) or out (negative). */
  delta: number;
  /** Why: 'deposit', 'exchange', 'scratch' (a card's prize), 'addup', 'dev'... */
  kind: string;
  /** Diamonds held after it. */
  balance: number;
  createTime: number;
}

export interface DiamondTicker {
  id: string;
  /** The player's nickname, masked (first and last character). */
  nickname: string;
  /** What happened: an exchange of that kind, or a scratch card's win. */
  kind: DiamondExchangeKind | 'scratch';
  propId: number;
  count: number;
  createTime: number;
}

interface Exchanged {
  awards: Award[];
  coin: number;
  bonusStatus: 'pending' | 'locked' | 'released';
  /** Diamonds held after. */
  diamonds: number;
}

export interface DiamondResponses {
  diamondShopData: DiamondShopData;
  /** A repeated requestId answers the first exchange again. */
  diamondExchangeCoin: Exchanged;
  diamondExchangeGoods: Exchanged & { order: DiamondOrderRow };
  diamondExchangeScratchcard: Exchanged & { cards: number };
  diamondGoodsExchangeOrderLog: { list: DiamondOrderRow[]; pages: number; total: number };
  diamondLog: { list: DiamondLogRow[]; pages: number; total: number };
  appDiamondBonusTickersData: { list: DiamondTicker[] };
}

/** Page size of the order log and the diamond log. */
export const DIAMOND_LOG_PAGE_SIZE = 20;

const call = /*#__PURE__*/ callFactory<typeof DIAMOND_SCHEMAS, DiamondResponses>();

export const diamondShopData = /*#__PURE__*/ call('diamondShopData', { session: 'optional' });
export const diamondExchangeCoin = /*#__PURE__*/ call('diamondExchangeCoin');
export const diamondExchangeGoods = /*#__PURE__*/ call('diamondExchangeGoods');
export const diamondExchangeScratchcard = /*#__PURE__*/ call('diamondExchangeScratchcard');
export const diamondGoodsExchangeOrderLog = /*#__PURE__*/ call('diamondGoodsExchangeOrderLog');
export const diamondLog = /*#__PURE__*/ call('diamondLog');
export const appDiamondBonusTickersData = /*#__PURE__*/ call('appDiamondBonusTickersData', { session: 'optional' });

export const DIAMOND_CALLS = /*#__PURE__*/ tableOf(
  diamondShopData,
  diamondExchangeCoin,
  diamondExchangeGoods,
  diamondExchangeScratchcard,
  diamondGoodsExchangeOrderLog,
  diamondLog,
  appDiamondBonusTickersData,
);
