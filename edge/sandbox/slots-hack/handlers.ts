// slotsHackList (anyone).
import type { Handler } from '../handler';
import { slotsHackInfo } from './slots-hack';

export const slotsHackList: Handler<'slotsHackList'> = (ctx, req) => slotsHackInfo(ctx.db, ctx.config.get(), req.window, ctx.now);
