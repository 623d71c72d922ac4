// The diamond shop: what it shows, the diamonds a paid deposit earns (inside the deposit's
// transaction), and the exchanges. An exchange is one IMMEDIATE transaction: the diamonds leave
// (never below zero), the order is recorded and what it buys is paid (a 'diamond' bonus grant or
// props), so a repeated or concurrent request never spends twice or pays twice.
import type { AppConfig } from '../../../contract/core';
import {
  DEFAULT_DIAMOND_CONFIG,
  DIAMOND_PROP_ID,
  DiamondErrorCode,
  type DiamondConfig,
  type DiamondExchangeKind,
  type DiamondItem,
  type DiamondOrderRow,
  type DiamondResponses,
  type DiamondShopData,
  type DiamondTicker,
} from '../../../contract/diamond';
import { COIN_PROP_ID } from '../../../contract/mail';
import { SCRATCH_CARD_PROP_ID } from '../../../contract/scratch-card';
import { grantBonus, grantByClaim } from '../bonus/service';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import { moveProps, propCount, propMoveDelta, propMoves } from '../props/service';
import { recentScratchWins } from '../scratch/service';
import { findUserById, readCoin } from '../users/service';
import { findOrder, orderPage, recentOrders, recordOrder, type DiamondOrder } from './diamond-store';
import { maskName } from '../lib/mask-name';

type DiamondConfigOf = Pick<AppConfig, 'diamondConfig'>;

/** The operator's config, or the default while the stored one is missing or of an older shape. */
export const diamondConfigOf = (config: DiamondConfigOf): DiamondConfig =>
  Array.isArray(config.diamondConfig?.coin) && Array.isArray(config.diamondConfig.goods) && Array.isArray(config.diamondConfig.scratchcard) ? config.diamondConfig : DEFAULT_DIAMOND_CONFIG;

const open = (shop: DiamondConfig) => shop.status === 1;
const valid = (item: DiamondItem) => Number.isSafeInteger(item.diamonds) && item.diamonds > 0 && Number.isSafeInteger(item.count) && item.count > 0;

/** The shop as the player sees it; a guest holds 0. */
export function shopData(db: SandboxDb, config: DiamondConfigOf, userId: number | null): DiamondShopData {
  const shop = diamondConfigOf(config);
  return {
    open: open(shop),
    diamonds: userId === null ? 0 : propCount(db, userId, DIAMOND_PROP_ID),
    cards: userId === null ? 0 : propCount(db, userId, SCRATCH_CARD_PROP_ID),
    depositPerDiamond: shop.depositPerDiamond,
    coin: shop.coin.filter(valid),
    goods: shop.goods.filter(valid),
    scratchcard: shop.scratchcard.filter(valid),
  };
}

/** Gives the diamonds a paid deposit earns, once per order (called inside the deposit's transaction). */
export function payDepositDiamonds(db: SandboxDb, config: DiamondConfigOf, deposit: { userId: number; orderNo: string; amount: number; now: number }): number {
  const shop = diamondConfigOf(config);
  if (!open(shop) || !Number.isSafeInteger(shop.depositPerDiamond) || shop.depositPerDiamond <= 0) return 0;
  const diamonds = Math.floor(deposit.amount / shop.depositPerDiamond);
  if (diamonds <= 0) return 0;
  const moved = moveProps(db, { userId: deposit.userId, propId: DIAMOND_PROP_ID, delta: diamonds, kind: 'deposit', key: `deposit:${deposit.orderNo}`, now: deposit.now });
  return moved.moved ? diamonds : 0;
}

/** The diamonds the paid deposit `orderNo` gave the player (0: none, or not paid yet). */
export const depositDiamondsOf = (db: SandboxDb, userId: number, orderNo: string): number => propMoveDelta(db, userId, `deposit:${orderNo}`);

const orderNo = (order: Pick<DiamondOrder, 'id' | 'createdAt'>) => `D${new Date(order.createdAt).toISOString().slice(0, 10).replaceAll('-', '')}${String(order.id).padStart(6, '0')}`;

const orderRow = (order: DiamondOrder): DiamondOrderRow => ({
  id: order.id,
  orderNo: orderNo(order),
  itemId: order.itemId,
  diamonds: order.diamonds,
  propId: order.propId,
  count: order.count,
  createTime: order.createdAt,
});

type Exchanged = DiamondResponses['diamondExchangeCoin'] & { order: DiamondOrderRow; cards: number };

/** Exchanges item `itemId` of `kind` once per `requestId`: the same request answers the same result. */
export function exchangeDiamonds(db: SandboxDb, config: DiamondConfigOf & Pick<AppConfig, 'bonusTurnover'>, userId: number, kind: DiamondExchangeKind, itemId: number, requestId: string, now: number): Exchanged {
  return db.transaction((): Exchanged => {
    const key = `diamond:${requestId}`;
    const answer = (order: DiamondOrder, bonusStatus: Exchanged['bonusStatus'], coin: number): Exchanged => ({
      awards: [{ propId: order.propId, count: order.count }],
      coin,
      bonusStatus,
      diamonds: propCount(db, userId, DIAMOND_PROP_ID),
      cards: propCount(db, userId, SCRATCH_CARD_PROP_ID),
      order: orderRow(order),
    });
    const done = findOrder(db, userId, requestId);
    if (done) {
      const status = done.propId === COIN_PROP_ID ? grantByClaim(db, userId, key)?.status : 'released';
      return answer(done, status === 'pending' ? 'pending' : status === 'locked' ? 'locked' : 'released', readCoin(db, userId) ?? 0);
    }
    const shop = diamondConfigOf(config);
    if (!open(shop)) throw new CallFailure(DiamondErrorCode.closed, 'The diamond shop is closed');
    const item = shop[kind].find((i) => i.id === itemId && valid(i));
    // Coins are paid as a bonus grant, so only coin items may name coins (and goods never do).
    if (!item || (kind === 'coin') !== (item.propId === COIN_PROP_ID)) throw new CallFailure(DiamondErrorCode.unknownItem, 'No such item');
    const spent = moveProps(db, { userId, propId: DIAMOND_PROP_ID, delta: -item.diamonds, kind: 'exchange', key: `diamond-spend:${requestId}`, now });
    if (!spent.moved) throw new CallFailure(DiamondErrorCode.notEnough, `This exchange needs ${item.diamonds} diamonds`, { diamonds: spent.count });
    const order = recordOrder(db, { userId, kind, itemId: item.id, diamonds: item.diamonds, propId: item.propId, count: item.count, createdAt: now }, requestId);
    if (item.propId === COIN_PROP_ID) {
      const grant = grantBonus(db, config, { userId, kind: 'diamond', claimKey: key, ref: orderNo(order), amount: item.count, now });
      if (!grant.granted) throw new Error('a diamond exchange was granted twice');
      return answer(order, grant.status, grant.coin);
    }
    const moved = moveProps(db, { userId, propId: item.propId, delta: item.count, kind: 'diamond-exchange', key, now });
    if (!moved.moved) throw new Error('a diamond exchange was paid twice');
    return answer(order, 'released', readCoin(db, userId) ?? 0);
  }).immediate();
}

const page = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/** The player's goods orders, newest first. */
export function goodsOrderLog(db: SandboxDb, userId: number, request: { pageNum: number; pageSize: number }): DiamondResponses['diamondGoodsExchangeOrderLog'] {
  const { list, total } = orderPage(db, userId, 'goods', request);
  return { list: list.map(orderRow), pages: page(total, request.pageSize), total };
}

/** Every move of the player's diamonds, newest first. */
export function diamondLog(db: SandboxDb, userId: number, request: { pageNum: number; pageSize: number }): DiamondResponses['diamondLog'] {
  const { list, total } = propMoves(db, userId, { from: DIAMOND_PROP_ID, to: DIAMOND_PROP_ID }, request);
  return { list: list.map((row) => ({ id: row.id, delta: row.delta, kind: row.kind, balance: row.countAfter, createTime: row.createdAt })), pages: page(total, request.pageSize), total };
}

const TICKER_SIZE = 20;

/** The newest exchanges and scratch card wins of all players, masked, newest first. */
export function tickers(db: SandboxDb): DiamondResponses['appDiamondBonusTickersData'] {
  const names = new Map<number, string>();
  const nameOf = (userId: number) => {
    if (!names.has(userId)) {
      const user = findUserById(db, userId);
      names.set(userId, maskName(user?.nickname || user?.account || ''));
    }
    return names.get(userId)!;
  };
  const items: DiamondTicker[] = [
    ...recentOrders(db, TICKER_SIZE).map((o) => ({ id: `o${o.id}`, nickname: nameOf(o.userId), kind: o.kind, propId: o.propId, count: o.count, createTime: o.createdAt })),
    ...recentScratchWins(db, TICKER_SIZE).map((r) => ({ id: `s${r.id}`, nickname: nameOf(r.userId), kind: 'scratch' as const, propId: r.propId, count: r.count, createTime: r.createdAt })),
  ];
  return { list: items.sort((a, b) => b.createTime - a.createTime || b.id.localeCompare(a.id)).slice(0, TICKER_SIZE) };
}
