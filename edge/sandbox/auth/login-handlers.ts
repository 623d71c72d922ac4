// accountLogin (password, with lockout), accountLoginSms (one-time code) and logout.
import { SmsPurpose, AuthErrorCode } from '../../../client/api/contract/auth';
import { LoginType } from '../../../client/api/contract/session';
import { ErrorCode } from '../../../client/api/contract/call-row';
import { CallFailure, unwrap, type Handler } from '../handler';
import { verifyPassword } from '../lib/secrets';
import { authResult } from './auth-result';
import { consumeSmsCode, smsCodeInvalid } from './sms-codes';
import { clearLoginFailures, countLoginFailures, recordLoginFailure } from './login-failures';
import { revokeSession } from './sessions';
import { createUser, findUserByAccount, findUserByMobile, isUniqueViolation } from './users';

export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

const wrongCredentials = () => new CallFailure(AuthErrorCode.wrongCredentials, 'Wrong account or password');
const locked = () => new CallFailure(AuthErrorCode.accountLocked, 'Too many wrong passwords; try again in 15 minutes');

/** True when the phone may self-register (registerType offers phone or phone-without-OTP). */
export const phoneRegistrationOpen = (registerType: readonly number[]): boolean =>
  registerType.includes(LoginType.phone) || registerType.includes(LoginType.phoneNoOtp);

export const accountLogin: Handler<'accountLogin'> = async (ctx, req) => {
  const { db, now } = ctx;
  const user = req.account !== undefined ? findUserByAccount(db, req.account) : findUserByMobile(db, req.mobile ?? '');
  const failures = () => (user ? countLoginFailures(db, user.id, now - LOCKOUT_WINDOW_MS) : 0);
  if (failures() >= LOCKOUT_FAILURES) throw locked();
  // Runs the full scrypt even for unknown users, so timing does not reveal which accounts exist.
  const ok = await verifyPassword(req.password, user?.password_hash ?? null);
  if (!user) throw wrongCredentials();
  if (!ok) {
    recordLoginFailure(db, user.id, now);
    throw failures() >= LOCKOUT_FAILURES ? locked() : wrongCredentials();
  }
  clearLoginFailures(db, user.id);
  return authResult(ctx, user.id);
};

export const accountLoginSms: Handler<'accountLoginSms'> = (ctx, req) => {
  const { db, now } = ctx;
  const config = ctx.config.get();
  try {
    const userId = unwrap(
      db.transaction(() => {
        const existing = findUserByMobile(db, req.mobile);
        if (!existing && !phoneRegistrationOpen(config.registerType)) {
          return new CallFailure(AuthErrorCode.mobileNotRegistered, 'This mobile number is not registered');
        }
        if (!consumeSmsCode(db, { mobile: req.mobile, purpose: SmsPurpose.loginAndRegister, code: req.smsCode, now })) return smsCodeInvalid();
        if (existing) return existing.id;
        return createUser(db, { mobile: req.mobile, accountType: LoginType.phone, inviteCode: req.inviteCode, registerCoin: config.userRegisterCoin, now });
      })(),
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
