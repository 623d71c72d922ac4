// getExchange and exchange: what can be withdrawn and why not the rest (withdraw-rules.ts), and
// placing a request after the login password confirms it. The checks and the hold run in one
// transaction.
import { HttpFailure, requireSession, type Handler } from '../handler';
import { confirmPassword } from '../auth/service';
import { findUserById } from '../users/service';
import { exchangeInfo, placeWithdrawal } from './withdraw-rules';
import { findWithdrawalByRequest, publicRequest } from './withdrawals';

export const getExchange: Handler<'getExchange'> = (ctx) => {
  const { userId } = requireSession(ctx);
  return exchangeInfo({ db: ctx.db, now: ctx.now, config: ctx.config.get() }, userId);
};

export const exchange: Handler<'exchange'> = async (ctx, req) => {
  const { userId } = requireSession(ctx);
  const repeated = findWithdrawalByRequest(ctx.db, userId, req.requestId);
  if (repeated) {
    if (repeated.amount !== req.amount || repeated.accountId !== req.accountId) throw new HttpFailure(400, 'requestId was already used for another withdrawal');
    return { request: publicRequest(repeated), coin: findUserById(ctx.db, userId)?.coin ?? 0 };
  }
  await confirmPassword(ctx, userId, req.password);
  return ctx.db.transaction(() => placeWithdrawal({ db: ctx.db, now: ctx.now, config: ctx.config.get() }, userId, req)).immediate();
};
