// pointsInfo (guests too) and pointsExchange.
import { requireSession, type Handler } from '../handler';
import { exchangePoints, pointsInfo as infoOf } from './points';

export const pointsInfo: Handler<'pointsInfo'> = (ctx) => infoOf(ctx.db, ctx.config.get(), ctx.session?.userId ?? null);

export const pointsExchange: Handler<'pointsExchange'> = (ctx, req) => exchangePoints(ctx.db, ctx.config.get(), requireSession(ctx).userId, req.optionId, req.requestId, ctx.now);
