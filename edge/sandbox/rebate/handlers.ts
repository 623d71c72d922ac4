// betBonus (the rebate waiting), betBonusReceive (claim every type), betBonusByTypeReceive (one
// type), betBonusLog (the claims) and getVipLevelAudit (the rate table).
import { requireSession, type Handler } from '../handler';
import { claimRebate, rebateAudit, rebateLog, rebateSummary } from './rebate';

export const betBonus: Handler<'betBonus'> = (ctx, req) => rebateSummary(ctx.db, ctx.config.get(), requireSession(ctx).userId, req.type);

export const betBonusReceive: Handler<'betBonusReceive'> = (ctx) => claimRebate(ctx.db, ctx.config.get(), requireSession(ctx).userId, 0, ctx.now);

export const betBonusByTypeReceive: Handler<'betBonusByTypeReceive'> = (ctx, req) => claimRebate(ctx.db, ctx.config.get(), requireSession(ctx).userId, req.type, ctx.now);

export const betBonusLog: Handler<'betBonusLog'> = (ctx, req) => rebateLog(ctx.db, ctx.config.get(), requireSession(ctx).userId, req);

export const getVipLevelAudit: Handler<'getVipLevelAudit'> = (ctx) => rebateAudit(ctx.db, ctx.config.get(), requireSession(ctx).userId);
