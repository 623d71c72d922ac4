// followInfo (guests too), followVisit and followReceive.
import { requireSession, type Handler } from '../handler';
import { claimChannel, followChannels, visitChannel } from './follow-rewards';

export const followInfo: Handler<'followInfo'> = (ctx) => ({ channels: followChannels(ctx.db, ctx.config.get(), ctx.session?.userId ?? null) });

export const followVisit: Handler<'followVisit'> = (ctx, req) => ({ channel: visitChannel(ctx.db, ctx.config.get(), requireSession(ctx).userId, req.channelId, ctx.now) });

export const followReceive: Handler<'followReceive'> = (ctx, req) => claimChannel(ctx.db, ctx.config.get(), requireSession(ctx).userId, req.channelId, ctx.now);
