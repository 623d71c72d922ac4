// signInInfo and signIn (daily sign-in, contract additions), appVipUserReceiveSignInAward (the VIP
// extra of a day signed), loginBonus3User and loginBonus3UserReceive (the free login bonus).
import { requireSession, type Handler } from '../handler';
import { claimLoginBonus, loginBonusState } from './login-bonus';
import { claimVipSignIn, signInState, signInToday } from './sign-in';

export const signInInfo: Handler<'signInInfo'> = (ctx) => signInState(ctx.db, ctx.config.get(), requireSession(ctx).userId, ctx.now);

export const signIn: Handler<'signIn'> = (ctx) => signInToday(ctx.db, ctx.config.get(), requireSession(ctx).userId, ctx.now);

export const appVipUserReceiveSignInAward: Handler<'appVipUserReceiveSignInAward'> = (ctx) => claimVipSignIn(ctx.db, ctx.config.get(), requireSession(ctx).userId, ctx.now);

export const loginBonus3User: Handler<'loginBonus3User'> = (ctx) => loginBonusState(ctx.db, ctx.config.get(), requireSession(ctx).userId, ctx.now);

export const loginBonus3UserReceive: Handler<'loginBonus3UserReceive'> = (ctx) => claimLoginBonus(ctx.db, ctx.config.get(), requireSession(ctx).userId, ctx.now);
