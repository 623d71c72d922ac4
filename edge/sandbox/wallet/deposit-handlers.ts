// getRechargeInfo, recharge and rechargeOrder: the deposit channels as this player sees them,
// placing an order (limits checked here, the server being the authority; the amount decides the
// bonus), and following it (with the first-deposit reward and the diamonds it paid).
import { depositBonusTier, depositMinimum, WalletErrorCode, type DepositTradeInfo, type RechargeType } from '../../../contract/wallet';
import { CallFailure, HttpFailure, requireSession, type Handler, type HandlerContext } from '../handler';
import { runHooks } from '../hooks';
import { sha256 } from '../lib/secrets';
import { isUniqueViolation } from '../lib/sqlite';
import { findUserById, readCoin } from '../users/service';
import { firstDepositRewardOf } from '../deposit-rewards/service';
import { depositDiamondsOf } from '../diamond/service';
import { findOrder, findOrderByRequest, heldByChannelSince, insertOrder, lastPaidTypeId, publicOrder, type StoredOrder } from './deposit-orders';
import { manilaDayStart, peso } from '../lib/money-text';

/** How long a created order may be paid (a provider's checkout session lasts about as long). */
export const DEPOSIT_TTL_MS = 15 * 60_000;

/** The provider page of an order, on the app's origin (the edge forwards /sandbox/*). */
export const payUrl = (order: StoredOrder): string => `/sandbox/pay/${order.orderNo}?t=${order.payToken}`;

function tradeInfo(ctx: HandlerContext, userId: number): DepositTradeInfo {
  const config = ctx.config.get();
  const user = findUserById(ctx.db, userId);
  // Open checkouts hold their room in the channel's daily limit: any of them may still be paid.
  const today = heldByChannelSince(ctx.db, userId, manilaDayStart(ctx.now), ctx.now);
  const body = {
    appRechargeTypeMap: config.appRechargeTypeMap,
    appRechargeTypeItemMap: config.appRechargeTypeItemMap,
    appRechargeItemMap: config.appRechargeItemMap,
    lastRechargeTypeId: lastPaidTypeId(ctx.db, userId),
    totalRecharge: user?.total_recharge ?? 0,
    minRechargeStatus: config.minRechargeStatus,
    todayRecharge: Object.fromEntries([...today].map(([typeId, total]) => [String(typeId), total])),
  };
  return { ...body, hash: sha256(JSON.stringify(body)).slice(0, 16) };
}

export const getRechargeInfo: Handler<'getRechargeInfo'> = (ctx) => tradeInfo(ctx, requireSession(ctx).userId);

/**
 * The order's bonus: decided by the amount (the channel's dearest chip at or below it), so a typed
 * amount earns what the same chip would. A chip id, when sent, must still be this channel's and of
 * this amount (a client out of step gets a clear 400, not a silent other bonus).
 */
function orderBonus(ctx: HandlerContext, type: RechargeType, amount: number, itemId: number | undefined): number {
  const config = ctx.config.get();
  if (itemId !== undefined) {
    const item = config.appRechargeItemMap[String(itemId)];
    const offered = config.appRechargeTypeItemMap[String(type.id)] ?? [];
    if (!item || !offered.includes(itemId) || item.price !== amount) throw new HttpFailure(400, 'itemId is not an amount of this channel');
  }
  return depositBonusTier(config, type.id, amount)?.bonus ?? 0;
}

function checkLimits(info: DepositTradeInfo, type: RechargeType, amount: number): void {
  const minimum = depositMinimum(type, info.totalRecharge, info.minRechargeStatus);
  if (amount < minimum) throw new CallFailure(WalletErrorCode.belowMinimum, `The smallest deposit through ${type.name} is ${peso(minimum)}`, { minAmount: minimum });
  if (amount > type.maxAmount) throw new CallFailure(WalletErrorCode.aboveMaximum, `The largest deposit through ${type.name} is ${peso(type.maxAmount)}`, { maxAmount: type.maxAmount });
  const left = type.dailyLimit - (info.todayRecharge[String(type.id)] ?? 0);
  if (amount > left) {
    throw new CallFailure(WalletErrorCode.dailyLimitReached, `You can deposit ${peso(Math.max(0, left))} more through ${type.name} today`, { left: Math.max(0, left) });
  }
}

export const recharge: Handler<'recharge'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  const answer = (order: StoredOrder) => ({ order: publicOrder(order), payUrl: payUrl(order) });
  const repeated = findOrderByRequest(ctx.db, userId, req.requestId);
  if (repeated) {
    if (repeated.typeId !== req.typeId || repeated.amount !== req.amount) throw new HttpFailure(400, 'requestId was already used for another deposit');
    return answer(repeated);
  }
  const type = ctx.config.get().appRechargeTypeMap[String(req.typeId)];
  if (!type) throw new CallFailure(WalletErrorCode.channelUnavailable, 'This payment channel is not available');
  const bonus = orderBonus(ctx, type, req.amount, req.itemId);
  try {
    // The channel's limits and the deposit checks (the player's own limits and breaks,
    // limits/service.ts) run with the insert, so racing orders cannot pass a limit together.
    const order = ctx.db.transaction(() => {
      checkLimits(tradeInfo(ctx, userId), type, req.amount);
      runHooks(ctx.hooks.deposit, { db: ctx.db, userId, amount: req.amount, now: ctx.now });
      return insertOrder(ctx.db, { userId, requestId: req.requestId, typeId: type.id, provider: type.provider, amount: req.amount, bonus, now: ctx.now, ttlMs: DEPOSIT_TTL_MS });
    }).immediate();
    return answer(order);
  } catch (error) {
    // The same request raced in: answer the order it made.
    if (isUniqueViolation(error)) return answer(findOrderByRequest(ctx.db, userId, req.requestId)!);
    throw error;
  }
};

export const rechargeOrder: Handler<'rechargeOrder'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  const order = findOrder(ctx.db, req.orderNo, ctx.now);
  if (!order || order.userId !== userId) throw new CallFailure(WalletErrorCode.orderNotFound, 'No such deposit order');
  const firstDepositBonus = firstDepositRewardOf(ctx.db, userId, order.orderNo);
  const diamonds = depositDiamondsOf(ctx.db, userId, order.orderNo);
  return { order: publicOrder(order), coin: readCoin(ctx.db, userId) ?? 0, ...(firstDepositBonus > 0 && { firstDepositBonus }), ...(diamonds > 0 && { diamonds }) };
};
