// getVipInfo (with the VIP tasks), receiveVipBonusUser (a level-up reward) and appVipUserReceiveDaily (today's award).
import { requireSession, type Handler } from '../handler';
import { vipTasksOf } from '../tasks/service';
import { claimDaily, claimLevelUp, vipInfo } from './vip-rewards';

export const getVipInfo: Handler<'getVipInfo'> = (ctx) => {
  const { userId } = requireSession(ctx);
  const config = ctx.config.get();
  return { ...vipInfo(ctx.db, config, userId, ctx.now), tasks: vipTasksOf(ctx.db, config, userId, ctx.now) };
};

export const receiveVipBonusUser: Handler<'receiveVipBonusUser'> = (ctx, req) => claimLevelUp(ctx.db, ctx.config.get(), requireSession(ctx).userId, req.level, ctx.now);

export const appVipUserReceiveDaily: Handler<'appVipUserReceiveDaily'> = (ctx) => claimDaily(ctx.db, ctx.config.get(), requireSession(ctx).userId, ctx.now);
