// diamondShopData (guests too), the three exchanges, the goods order log, the diamond log and the ticker.
import { requireSession, type Handler } from '../handler';
import { diamondLog as logOf, exchangeDiamonds, goodsOrderLog, shopData, tickers } from './diamond';

export const diamondShopData: Handler<'diamondShopData'> = (ctx) => shopData(ctx.db, ctx.config.get(), ctx.session?.userId ?? null);

export const diamondExchangeCoin: Handler<'diamondExchangeCoin'> = (ctx, req) => {
  const { order: _order, cards: _cards, ...answer } = exchangeDiamonds(ctx.db, ctx.config.get(), requireSession(ctx).userId, 'coin', req.id, req.requestId, ctx.now);
  return answer;
};

export const diamondExchangeGoods: Handler<'diamondExchangeGoods'> = (ctx, req) => {
  const { cards: _cards, ...answer } = exchangeDiamonds(ctx.db, ctx.config.get(), requireSession(ctx).userId, 'goods', req.id, req.requestId, ctx.now);
  return answer;
};

export const diamondExchangeScratchcard: Handler<'diamondExchangeScratchcard'> = (ctx, req) => {
  const { order: _order, ...answer } = exchangeDiamonds(ctx.db, ctx.config.get(), requireSession(ctx).userId, 'scratchcard', req.id, req.requestId, ctx.now);
  return answer;
};

export const diamondGoodsExchangeOrderLog: Handler<'diamondGoodsExchangeOrderLog'> = (ctx, req) => goodsOrderLog(ctx.db, requireSession(ctx).userId, req);

export const diamondLog: Handler<'diamondLog'> = (ctx, req) => logOf(ctx.db, requireSession(ctx).userId, req);

export const appDiamondBonusTickersData: Handler<'appDiamondBonusTickersData'> = (ctx) => tickers(ctx.db);
