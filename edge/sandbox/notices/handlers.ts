// noticeList and noticeRead (contract/notices.ts): members only, since read marks are per player.
import { requireSession, type Handler } from '../handler';
import { markNoticesRead, pageNotices } from './notice-store';

export const noticeList: Handler<'noticeList'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  const { list, total, unread } = pageNotices(ctx.db, userId, req);
  return { list, total, unread, pages: Math.max(1, Math.ceil(total / req.pageSize)) };
};

export const noticeRead: Handler<'noticeRead'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  return { unread: markNoticesRead(ctx.db, userId, req, ctx.now) };
};
