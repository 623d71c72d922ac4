// The responsible-gaming calls: the limits page's data, changing a limit, the reality-check
// interval, starting a break or an exclusion, and the payout of an excluded player's balance.
import { LimitsErrorCode, type NetSpend, type SelfLimitsInfo } from '../../../contract/limits';
import { LIMIT_PERIODS } from '../../../contract/limits-enums';
import { confirmPassword, revokeUserSessions } from '../auth/service';
import { CallFailure, requireSession, type Handler, type HandlerContext } from '../handler';
import { findUserById } from '../users/service';
import { closeOpenOrders, largestWithdrawal, paidSince, placeWithdrawal, withdrawalTotals } from '../wallet/service';
import { limitsView } from './guards';
import { applyChange, periodStart, restrictionEnd } from './limit-rules';
import { insertRestriction, readLimits, readRealityCheck, spendPayoutTicket, writeLimit, writeRealityCheck } from './limit-store';

function netSpend(ctx: HandlerContext, userId: number): NetSpend[] {
  return LIMIT_PERIODS.map((period) => {
    const since = periodStart(period, ctx.now);
    const deposits = [...paidSince(ctx.db, userId, since).values()].reduce((sum, total) => sum + total, 0);
    const withdrawals = withdrawalTotals(ctx.db, userId, since).sinceTotal;
    return { period, deposits, withdrawals, net: deposits - withdrawals };
  });
}

function info(ctx: HandlerContext, userId: number): SelfLimitsInfo {
  return { limits: limitsView(ctx.db, userId, ctx.now), netSpend: netSpend(ctx, userId), realityCheckMinutes: readRealityCheck(ctx.db, userId) };
}

export const getSelfLimits: Handler<'getSelfLimits'> = (ctx) => info(ctx, requireSession(ctx).userId);

export const setSelfLimit: Handler<'setSelfLimit'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  return ctx.db.transaction(() => {
    const stored = readLimits(ctx.db, userId).get(`${req.kind}:${req.period}`) ?? { amount: null, pending: null };
    const { next, change, effectiveAt } = applyChange(stored, req.amount, ctx.now);
    writeLimit(ctx.db, userId, req.kind, req.period, next, ctx.now);
    return { ...info(ctx, userId), change, effectiveAt };
  }).immediate();
};

export const setRealityCheck: Handler<'setRealityCheck'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  writeRealityCheck(ctx.db, userId, req.minutes);
  return { realityCheckMinutes: req.minutes };
};

export const startPlayBreak: Handler<'startPlayBreak'> = async (ctx, req) => {
  const { userId } = requireSession(ctx);
  // A player with a password confirms with it; one without (SMS or social sign-in) confirms on the page.
  if (findUserById(ctx.db, userId)?.password_hash) await confirmPassword(ctx, userId, req.password ?? '');
  const until = restrictionEnd(req.duration, ctx.now);
  const closed = ctx.db.transaction(() => {
    insertRestriction(ctx.db, userId, req.kind, ctx.now, until);
    // Every device is logged out at once, this one too; an open checkout can no longer be paid in.
    revokeUserSessions(ctx.db, userId, ctx.now);
    return closeOpenOrders(ctx.db, userId, ctx.now);
  }).immediate();
  ctx.log(`[sandbox limits] user ${userId} ${req.kind} ${req.duration} until ${new Date(until).toISOString()}, ${closed} open deposit orders closed`);
  return { kind: req.kind, until };
};

export const requestPayout: Handler<'requestPayout'> = (ctx, req) =>
  ctx.db.transaction(() => {
    const userId = spendPayoutTicket(ctx.db, req.ticket, ctx.now);
    if (userId === undefined) throw new CallFailure(LimitsErrorCode.payoutTicketInvalid, 'This payout link has expired. Log in again to request your payout.');
    const at = { db: ctx.db, now: ctx.now, config: ctx.config.get() };
    const { amount, minAmount } = largestWithdrawal(at, userId);
    if (amount < minAmount) throw new CallFailure(LimitsErrorCode.payoutUnavailable, 'There is no balance that can be paid out now. Customer service can help.');
    // A failing rule throws and rolls the ticket back, so the player may try another account.
    const placed = placeWithdrawal(at, userId, { accountId: req.accountId, amount, requestId: `payout-${ctx.now}-${userId}` });
    return { orderNo: placed.request.orderNo, amount: placed.request.amount };
  }).immediate();
