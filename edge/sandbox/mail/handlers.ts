// The mail calls. Bodies are stored as the operator wrote them; the client
// sanitises them before display.
import { MailErrorCode } from '../../../contract/mail';
import { readCoin } from '../users/service';
import { CallFailure, requireSession, type Handler } from '../handler';
import { collectMail, deleteMail, deleteReadMails, openMail, pageMails } from './mails';

const notFound = () => new CallFailure(MailErrorCode.notFound, 'This mail is no longer here');

export const getMail2: Handler<'getMail2'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  const { list, total, unread } = pageMails(ctx.db, userId, req);
  return { list, total, unread, pages: Math.max(1, Math.ceil(total / req.pageSize)) };
};

export const getMailDetail: Handler<'getMailDetail'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  const mail = openMail(ctx.db, userId, req.id, ctx.now);
  if (!mail) throw notFound();
  return { mail };
};

export const receiveMail: Handler<'receiveMail'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  const result = collectMail(ctx.db, ctx.config.get(), userId, req.id, ctx.now);
  if (result === 'notFound') throw notFound();
  if (result === 'noAttachment') throw new CallFailure(MailErrorCode.noAttachment, 'This mail has nothing to collect');
  if (result === 'alreadyCollected') throw new CallFailure(MailErrorCode.alreadyCollected, 'You already collected this');
  return { awards: result.awards, coin: result.coin ?? readCoin(ctx.db, userId) ?? 0, ...(result.bonusStatus && { bonusStatus: result.bonusStatus }) };
};

export const delMail: Handler<'delMail'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  if (req.allRead) return { deleted: deleteReadMails(ctx.db, userId) };
  const result = deleteMail(ctx.db, userId, req.id ?? 0);
  if (result === 'notFound') throw notFound();
  if (result === 'uncollected') throw new CallFailure(MailErrorCode.uncollected, 'Collect the attachment before deleting this mail');
  return { deleted: 1 };
};
