// The jackpot calls: info, the draw, the player's record and the ranking (all for a session).
import { JACKPOT_RANK_PAGE_SIZE, JACKPOT_RECORD_PAGE_SIZE } from '../../../contract/jackpot';
import { requireSession, type Handler } from '../handler';
import { drawJackpot, jackpotInfo, jackpotRank, jackpotRecord } from './jackpot';

export const getJackpotDrawInfo: Handler<'getJackpotDrawInfo'> = (ctx) => jackpotInfo(ctx.db, ctx.config.get(), requireSession(ctx).userId, ctx.now);

export const receiveDrawChance: Handler<'receiveDrawChance'> = (ctx) => drawJackpot(ctx.db, ctx.config.get(), requireSession(ctx).userId, ctx.now, ctx.random);

export const getPersonJackpotDrawAwardLog: Handler<'getPersonJackpotDrawAwardLog'> = (ctx, req) =>
  jackpotRecord(ctx.db, requireSession(ctx).userId, req.pageNum, req.pageSize ?? JACKPOT_RECORD_PAGE_SIZE);

export const getJackpotRank: Handler<'getJackpotRank'> = (ctx, req) => jackpotRank(ctx.db, requireSession(ctx).userId, req.pageNum, req.pageSize ?? JACKPOT_RANK_PAGE_SIZE);
