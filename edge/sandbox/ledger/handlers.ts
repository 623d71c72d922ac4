// appUserCoinDetail: every balance change of the player, from the ledger, newest first, paged.
import { requireSession, type Handler } from '../handler';
import { pageEntries } from './ledger';

export const appUserCoinDetail: Handler<'appUserCoinDetail'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  const { list, total } = pageEntries(ctx.db, userId, { startTime: req.startTime, endTime: req.endTime }, req);
  return { list, total, pages: Math.ceil(total / req.pageSize) };
};
