// facebookLogin, googleLogin, lineLogin and bindSocialAccount, verified against the stand-in
// identity provider's token table.
import { SocialProvider, AuthErrorCode } from '../../../contract/auth';
import { LoginType } from '../../../contract/session';
import { CallFailure, requireSession, type Handler, type HandlerContext } from '../handler';
import { verifyIdpToken, type IdpIdentity, type IdpProvider } from '../idp/service';
import { isUniqueViolation } from '../lib/sqlite';
import { bindSocial, findUserById, findUserBySocial } from '../users/service';
import { authResult, currentUserInfo } from './auth-result';
import { eligibilityRequired, registerPlayer } from './registration';

const tokenInvalid = () => new CallFailure(AuthErrorCode.socialTokenInvalid, 'The sign-in with this provider is invalid or has expired');
const alreadyBound = () => new CallFailure(AuthErrorCode.alreadyBound, 'This account is already bound to another player');

const PROVIDER_BY_TYPE: Record<SocialProvider, IdpProvider> = {
  [SocialProvider.facebook]: 'facebook',
  [SocialProvider.google]: 'google',
  [SocialProvider.line]: 'line',
};

function verify(ctx: HandlerContext, provider: IdpProvider, accessToken: string, userID?: string): IdpIdentity {
  const identity = verifyIdpToken(ctx.db, provider, accessToken, ctx.now);
  if (!identity || (userID !== undefined && identity.subject !== userID)) throw tokenInvalid();
  return identity;
}

/**
 * Finds the player bound to the identity, or registers one when the player declared being in none
 * of the barred groups (else 1113 before any row is made: the app asks and sends the same token
 * again); then opens a session.
 */
function socialLogin(ctx: HandlerContext, identity: IdpIdentity, req: { inviteCode?: string; eligibilityDeclared?: 0 | 1 }) {
  const existing = findUserBySocial(ctx.db, identity.provider, identity.subject);
  if (existing) return authResult(ctx, existing.id);
  if (req.eligibilityDeclared !== 1) throw eligibilityRequired();
  const nickname = identity.name.slice(0, ctx.config.get().usernameLength.max) || undefined;
  try {
    const userId = registerPlayer(ctx.db, ctx.hooks.registration, {
      accountType: LoginType.account,
      nickname,
      social: { provider: identity.provider, subject: identity.subject, name: identity.name },
      inviteCode: req.inviteCode,
      eligibilityDeclared: true,
      registerCoin: ctx.config.get().userRegisterCoin,
      config: ctx.config.get(),
      now: ctx.now,
    });
    return authResult(ctx, userId);
  } catch (e) {
    // A racing first login of the same identity created the player: log into that one.
    const winner = isUniqueViolation(e) ? findUserBySocial(ctx.db, identity.provider, identity.subject) : undefined;
    if (!winner) throw e;
    return authResult(ctx, winner.id);
  }
}

export const facebookLogin: Handler<'facebookLogin'> = (ctx, req) => socialLogin(ctx, verify(ctx, 'facebook', req.accessToken, req.userID), req);
export const googleLogin: Handler<'googleLogin'> = (ctx, req) => socialLogin(ctx, verify(ctx, 'google', req.accessToken), req);
export const lineLogin: Handler<'lineLogin'> = (ctx, req) => socialLogin(ctx, verify(ctx, 'line', req.accessToken), req);

export const bindSocialAccount: Handler<'bindSocialAccount'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  const provider = PROVIDER_BY_TYPE[req.type];
  const identity = verify(ctx, provider, req.accessToken, provider === 'facebook' ? req.userID : undefined);
  const owner = findUserBySocial(ctx.db, provider, identity.subject);
  if (owner && owner.id !== userId) throw alreadyBound();
  const current = findUserById(ctx.db, userId)?.[`${provider}_account`];
  if (current && current !== identity.subject) throw new CallFailure(AuthErrorCode.alreadyBound, 'Another account of this provider is already bound');
  if (!owner) {
    try {
      bindSocial(ctx.db, userId, provider, identity.subject, identity.name);
    } catch (e) {
      if (isUniqueViolation(e)) throw alreadyBound();
      throw e;
    }
  }
  return { user: currentUserInfo(ctx, userId) };
};
