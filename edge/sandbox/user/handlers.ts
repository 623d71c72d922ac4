// refreshData and getAfterLoginInfoWeb (both answer with `errcode: 0`, as the spec says).
import { requireSession, HttpFailure, type Handler } from '../handler';
import { findUserById } from '../auth/users';
import { readUserGameData } from '../games/user-game-data';
import { activeActivityIds } from '../activities/activity-store';

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

export const getAfterLoginInfoWeb: Handler<'getAfterLoginInfoWeb'> = (ctx) => {
  const { userId } = requireSession(ctx);
  const user = findUserById(ctx.db, userId);
  if (!user) throw new HttpFailure(401, 'Please log in again');
  const activityIds = activeActivityIds(ctx.db);
  return {
    appGameDataUser: readUserGameData(ctx.db, userId),
    inviteCode: user.invite_code,
    aid: user.pid,
    activityIds,
  };
};
