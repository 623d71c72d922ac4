// accountLogin (password, with the lockout of password-check.ts), accountLoginSms (one-time code) and logout.
import { SmsPurpose, AuthErrorCode } from '../../../contract/auth';
import { LoginType } from '../../../contract/session';
import { CallFailure, unwrap, type Handler } from '../handler';
import { isUniqueViolation } from '../lib/sqlite';
import { findUserByAccount, findUserByMobile } from '../users/service';
import { authResult, phoneRegistrationOpen } from './auth-result';
import { checkSmsCode, smsCodeInvalid, spendSmsCode } from './sms-codes';
import { accountSubject, mobileSubject, userSubject } from './login-failures';
import { checkPassword } from './password-check';
import { revokeSession } from './sessions';
import { eligibilityRequired, registerPlayer } from './registration';

const wrongCredentials = () => new CallFailure(AuthErrorCode.wrongCredentials, 'Wrong account or password');

export const accountLogin: Handler<'accountLogin'> = async (ctx, req) => {
  const { db } = ctx;
  const user = req.account !== undefined ? findUserByAccount(db, req.account) : findUserByMobile(db, req.mobile ?? '');
  // A player is counted as one account whichever name they give; a name of nobody under itself, so
  // "locked" says nothing about which accounts exist. The full scrypt runs for unknown names too
  // (against a dummy hash): same work, same answer.
  const subject = user ? userSubject(user.id) : req.account !== undefined ? accountSubject(req.account) : mobileSubject(req.mobile ?? '');
  const ok = await checkPassword(ctx, subject, req.password, user?.password_hash ?? null);
  if (!user || !ok) throw wrongCredentials();
  return authResult(ctx, user.id);
};

export const accountLoginSms: Handler<'accountLoginSms'> = (ctx, req) => {
  const { db, now } = ctx;
  const config = ctx.config.get();
  try {
    const userId = unwrap(
      // Immediate: the phone's lookup, the code and the new row in one write lock (parallel
      // requests with one code make one account; the others find the code used).
      db.transaction(() => {
        const existing = findUserByMobile(db, req.mobile);
        if (!existing && !phoneRegistrationOpen(config.registerType)) {
          return new CallFailure(AuthErrorCode.mobileNotRegistered, 'This mobile number is not registered');
        }
        const codeId = checkSmsCode(db, { mobile: req.mobile, purpose: SmsPurpose.loginAndRegister, code: req.smsCode, now });
        if (codeId === null) return smsCodeInvalid();
        // A new phone is a registration: without the declaration it is refused after the code was
        // checked (a wrong code says nothing about which phones have accounts) but before it is
        // used, so the app sends the same code again with the declaration.
        if (!existing && req.eligibilityDeclared !== 1) return eligibilityRequired();
        spendSmsCode(db, codeId, now);
        if (existing) return existing.id;
        return registerPlayer(db, ctx.hooks.registration, {
          mobile: req.mobile,
          accountType: LoginType.phone,
          inviteCode: req.inviteCode,
          eligibilityDeclared: true,
          registerCoin: config.userRegisterCoin,
          config,
          now,
        });
      }).immediate(),
    );
    return authResult(ctx, userId);
  } catch (e) {
    // A racing registration of the same phone won; its code was already consumed by that call.
    if (isUniqueViolation(e)) throw new CallFailure(AuthErrorCode.mobileExists, 'This mobile number is already registered');
    throw e;
  }
};

export const logout: Handler<'logout'> = (ctx) => {
  if (ctx.session) revokeSession(ctx.db, ctx.session.tokenHash, ctx.now);
  return {};
};
