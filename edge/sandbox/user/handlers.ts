// refreshData and getAfterLoginInfoWeb (both answer with `errcode: 0`, as the spec says).
import { requireSession, HttpFailure, type Handler } from '../handler';
import { findUserById } from '../auth/users';

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

const parseIds = (json: string): number[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
};

export const getAfterLoginInfoWeb: Handler<'getAfterLoginInfoWeb'> = (ctx) => {
  const { userId } = requireSession(ctx);
  const user = findUserById(ctx.db, userId);
  if (!user) throw new HttpFailure(401, 'Please log in again');
  const data = ctx.db.prepare('SELECT game_likes, game_history FROM user_game_data WHERE user_id = ?').get(userId) as
    | { game_likes: string; game_history: string }
    | undefined;
  const activityIds = ctx.db.prepare('SELECT id FROM activities WHERE status = 1 ORDER BY sort, id').pluck().all() as number[];
  return {
    appGameDataUser: { gameLikes: data ? parseIds(data.game_likes) : [], gameHistory: data ? parseIds(data.game_history) : [] },
    inviteCode: user.invite_code,
    aid: user.pid,
    activityIds,
  };
};
