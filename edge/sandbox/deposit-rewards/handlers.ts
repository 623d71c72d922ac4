// firstDepositInfo (guests too), rechargeTotalInfo and rechargeTotalReceive.
import { requireSession, type Handler } from '../handler';
import { firstDepositInfo as offerOf } from './first-deposit';
import { claimRechargeTotal, rechargeTotalInfo as totalsOf } from './recharge-total';

export const firstDepositInfo: Handler<'firstDepositInfo'> = (ctx) => offerOf(ctx.db, ctx.config.get(), ctx.session?.userId ?? null);

export const rechargeTotalInfo: Handler<'rechargeTotalInfo'> = (ctx) => totalsOf(ctx.db, ctx.config.get(), requireSession(ctx).userId);

export const rechargeTotalReceive: Handler<'rechargeTotalReceive'> = (ctx, req) => claimRechargeTotal(ctx.db, ctx.config.get(), requireSession(ctx).userId, req.tier, ctx.now);
