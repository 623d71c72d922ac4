// fundInfo and fundReceive.
import { requireSession, type Handler } from '../handler';
import { claimFund, fundInfo as infoOf } from './fund-rewards';

export const fundInfo: Handler<'fundInfo'> = (ctx) => infoOf(ctx.db, ctx.config.get(), requireSession(ctx).userId, ctx.now);

export const fundReceive: Handler<'fundReceive'> = (ctx) => claimFund(ctx.db, ctx.config.get(), requireSession(ctx).userId, ctx.now);
