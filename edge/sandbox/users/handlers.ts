// refreshData: the player's balance and counters, straight from their row (answers with
// `errcode: 0`, as the spec says).
import { requireSession, HttpFailure, type Handler } from '../handler';
import { findUserById } from './users';

export const refreshData: Handler<'refreshData'> = (ctx) => {
  const user = findUserById(ctx.db, requireSession(ctx).userId);
  if (!user) throw new HttpFailure(401, 'Please log in again');
  return {
    coin: user.coin,
    lottery: user.lottery,
    vip: user.vip,
    vipExp: user.vip_exp,
    userLevel: user.user_level,
    bet: user.bet,
    hasPassword: user.password_hash !== null,
  };
};
