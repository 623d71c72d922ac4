// getVipInfo, receiveVipBonusUser (a level-up reward) and appVipUserReceiveDaily (today's award).
import { requireSession, type Handler } from '../handler';
import { claimDaily, claimLevelUp, vipInfo } from './vip-rewards';

export const getVipInfo: Handler<'getVipInfo'> = (ctx) => vipInfo(ctx.db, ctx.config.get(), requireSession(ctx).userId, ctx.now);

export const receiveVipBonusUser: Handler<'receiveVipBonusUser'> = (ctx, req) => claimLevelUp(ctx.db, ctx.config.get(), requireSession(ctx).userId, req.level, ctx.now);

export const appVipUserReceiveDaily: Handler<'appVipUserReceiveDaily'> = (ctx) => claimDaily(ctx.db, ctx.config.get(), requireSession(ctx).userId, ctx.now);
