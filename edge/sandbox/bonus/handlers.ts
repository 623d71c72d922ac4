// activityAwardGetLog: the player's reward record (every grant, or the open ones with their turnover).
import { requireSession, type Handler } from '../handler';
import { grantLog } from './grants';

export const activityAwardGetLog: Handler<'activityAwardGetLog'> = (ctx, req) => {
  const { list, total } = grantLog(ctx.db, requireSession(ctx).userId, { pageNum: req.pageNum, pageSize: req.pageSize, open: req.open === true });
  return { list, total, pages: Math.max(1, Math.ceil(total / req.pageSize)) };
};
