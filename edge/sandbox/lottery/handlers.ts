// The lottery calls. Each first draws whatever closed since the last call (settleDue), so a draw
// is drawn by the first call after its closing time, whoever makes it.
import { requireSession, type Handler, type HandlerContext } from '../handler';
import { lotteryHistory as historyOf, lotteryInfo as infoOf, lotteryOrders as ordersOf, lotteryRecord as recordOf, orderTickets, settleDue } from './lottery';

const settled = (ctx: HandlerContext): HandlerContext => {
  settleDue(ctx.db, ctx.config.get(), ctx.now, ctx.random);
  return ctx;
};

export const lotteryInfo: Handler<'lotteryInfo'> = (ctx) => infoOf(settled(ctx).db, ctx.config.get(), requireSession(ctx).userId, ctx.now);

export const lotteryOrder: Handler<'lotteryOrder'> = (ctx, req) => orderTickets(settled(ctx).db, ctx.config.get(), requireSession(ctx).userId, req, ctx.now, ctx.random);

export const lotteryOrders: Handler<'lotteryOrders'> = (ctx, req) => ordersOf(settled(ctx).db, requireSession(ctx).userId, req);

export const lotteryHistory: Handler<'lotteryHistory'> = (ctx, req) => historyOf(settled(ctx).db, req);

export const lotteryRecord: Handler<'lotteryRecord'> = (ctx, req) => recordOf(settled(ctx).db, requireSession(ctx).userId, req);
