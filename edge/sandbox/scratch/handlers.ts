// getScratchCardInfo, scratchCardLottery, searchScratchCardAwardLog and receiveAddupAwardById.
import { requireSession, type Handler } from '../handler';
import { claimAddup, scratchCard, scratchInfo, scratchLog } from './scratch';

export const getScratchCardInfo: Handler<'getScratchCardInfo'> = (ctx) => scratchInfo(ctx.db, ctx.config.get(), requireSession(ctx).userId);

export const scratchCardLottery: Handler<'scratchCardLottery'> = (ctx, req) => scratchCard(ctx.db, ctx.config.get(), ctx.random, requireSession(ctx).userId, req.requestId, ctx.now);

export const searchScratchCardAwardLog: Handler<'searchScratchCardAwardLog'> = (ctx, req) => scratchLog(ctx.db, requireSession(ctx).userId, req);

export const receiveAddupAwardById: Handler<'receiveAddupAwardById'> = (ctx, req) => claimAddup(ctx.db, ctx.config.get(), requireSession(ctx).userId, req.id, ctx.now);
