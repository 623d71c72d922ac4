// refreshData: the player's balance and counters from their row, and what of their bonus money is
// pending or locked (bonus ledger), answered with `errcode: 0` as the spec says.
import { bonusSummary } from '../bonus/service';
import { requireSession, HttpFailure, type Handler } from '../handler';
import { findUserById } from '../users/service';
import { lotteryCoupons } from '../lottery/service';

export const refreshData: Handler<'refreshData'> = (ctx) => {
  const { userId } = requireSession(ctx);
  const user = findUserById(ctx.db, userId);
  if (!user) throw new HttpFailure(401, 'Please log in again');
  const { pending, locked, turnoverLeft } = bonusSummary(ctx.db, userId);
  return {
    coin: user.coin,
    // User info `lottery`: the lottery coupons held (prop holdings 110001-110005).
    lottery: lotteryCoupons(ctx.db, userId),
    vip: user.vip,
    vipExp: user.vip_exp,
    userLevel: user.user_level,
    bet: user.bet,
    hasPassword: user.password_hash !== null,
    bonus: { pending, locked, turnoverLeft },
  };
};
