// The invite and agent calls: /share (actInviteUser, actInviteUserRecord, actInviteClickInvite),
// the wheel (actInviteUserStatus for guests too, actInviteUserSpin, actInviteUserExchange) and the
// agent (appAgent5User, appAgent5UserLog, appAgent5UserReceive, appAgent5UserInviteValidReceive,
// agentFill).
import { requireSession, type Handler } from '../handler';
import { agentLog, agentSummary, claimCommission } from './agent';
import { claimInviteRewards, fillReferrer, inviteRecords, inviteSummary, recordClick } from './friends';
import { exchangeWinnings, spinStatus, spinWheel } from './spin';

export const actInviteUser: Handler<'actInviteUser'> = (ctx) => inviteSummary(ctx.db, ctx.config.get(), requireSession(ctx).userId);

export const actInviteUserRecord: Handler<'actInviteUserRecord'> = (ctx, req) => inviteRecords(ctx.db, ctx.config.get(), requireSession(ctx).userId, req);

export const actInviteClickInvite: Handler<'actInviteClickInvite'> = (ctx, req) =>
  recordClick(ctx.db, req.inviteCode, { visitorId: req.visitorId, address: ctx.address, userId: ctx.session?.userId ?? null }, ctx.now);

export const actInviteUserStatus: Handler<'actInviteUserStatus'> = (ctx) => spinStatus(ctx.db, ctx.config.get(), ctx.session?.userId ?? null);

export const actInviteUserSpin: Handler<'actInviteUserSpin'> = (ctx) => spinWheel(ctx.db, ctx.config.get(), requireSession(ctx).userId, ctx.random, ctx.now);

export const actInviteUserExchange: Handler<'actInviteUserExchange'> = (ctx) => exchangeWinnings(ctx.db, ctx.config.get(), requireSession(ctx).userId, ctx.now);

export const appAgent5User: Handler<'appAgent5User'> = (ctx) => agentSummary(ctx.db, ctx.config.get(), requireSession(ctx).userId);

export const appAgent5UserLog: Handler<'appAgent5UserLog'> = (ctx, req) => agentLog(ctx.db, requireSession(ctx).userId, req);

export const appAgent5UserReceive: Handler<'appAgent5UserReceive'> = (ctx) => claimCommission(ctx.db, ctx.config.get(), requireSession(ctx).userId, ctx.now);

export const appAgent5UserInviteValidReceive: Handler<'appAgent5UserInviteValidReceive'> = (ctx) => claimInviteRewards(ctx.db, ctx.config.get(), requireSession(ctx).userId, ctx.now);

export const agentFill: Handler<'agentFill'> = (ctx, req) => fillReferrer(ctx.db, requireSession(ctx).userId, req.pid, ctx.now);
