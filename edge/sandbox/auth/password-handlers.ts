// forgetPassword (code of purpose forget), initPassword (first password) and bindAccount (bind a phone).
import { SmsPurpose, AuthErrorCode } from '../../../contract/auth';
import { CallFailure, requireSession, unwrap, type Handler } from '../handler';
import { hashPassword } from '../lib/secrets';
import { withHashTurn } from '../lib/hash-turns';
import { checkLength, currentUserInfo } from './auth-result';
import { revokeUserSessions } from './sessions';
import { consumeSmsCode, smsCodeInvalid } from './sms-codes';
import { clearLoginFailures, userSubject } from './login-failures';
import { isUniqueViolation } from '../lib/sqlite';
import { bindMobile, findUserById, findUserByMobile } from '../users/service';
import { setFirstPasswordHash, setPasswordHash } from './passwords';

const notRegistered = () => new CallFailure(AuthErrorCode.mobileNotRegistered, 'This mobile number is not registered');
const passwordAlreadySet = () => new CallFailure(AuthErrorCode.passwordAlreadySet, 'A password is already set for this account');
const mobileExists = () => new CallFailure(AuthErrorCode.mobileExists, 'This mobile number is already registered');

export const forgetPassword: Handler<'forgetPassword'> = async (ctx, req) => {
  const { db, now } = ctx;
  checkLength('password', req.password, ctx.config.get().passwordLength);
  if (!findUserByMobile(db, req.mobile)) throw notRegistered();
  const passwordHash = await withHashTurn(ctx.address, () => hashPassword(req.password));
  unwrap(
    db.transaction(() => {
      const user = findUserByMobile(db, req.mobile);
      if (!user) return notRegistered();
      if (!consumeSmsCode(db, { mobile: req.mobile, purpose: SmsPurpose.forget, code: req.smsCode, now })) return smsCodeInvalid();
      setPasswordHash(db, user.id, passwordHash);
      // Whoever knew the old password is signed out everywhere, and the lockout starts over.
      revokeUserSessions(db, user.id, now, ctx.session?.userId === user.id ? ctx.session.tokenHash : '');
      clearLoginFailures(db, [userSubject(user.id)]);
      return null;
    })(),
  );
  return {};
};

export const initPassword: Handler<'initPassword'> = async (ctx, req) => {
  const { userId } = requireSession(ctx);
  if (findUserById(ctx.db, userId)?.password_hash !== null) throw passwordAlreadySet();
  checkLength('password', req.password, ctx.config.get().passwordLength);
  const passwordHash = await withHashTurn(ctx.address, () => hashPassword(req.password));
  // The IS NULL guard makes two racing calls set it once.
  if (!setFirstPasswordHash(ctx.db, userId, passwordHash)) throw passwordAlreadySet();
  return { user: currentUserInfo(ctx, userId) };
};

export const bindAccount: Handler<'bindAccount'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  const { db, now } = ctx;
  try {
    unwrap(
      db.transaction(() => {
        if (findUserById(db, userId)?.mobile) return new CallFailure(AuthErrorCode.alreadyBound, 'A mobile number is already bound to this account');
        if (findUserByMobile(db, req.mobile)) return mobileExists();
        if (!consumeSmsCode(db, { mobile: req.mobile, purpose: SmsPurpose.bind, code: req.smsCode, now })) return smsCodeInvalid();
        bindMobile(db, userId, req.mobile);
        return null;
      })(),
    );
  } catch (e) {
    if (isUniqueViolation(e)) throw mobileExists();
    throw e;
  }
  return { user: currentUserInfo(ctx, userId) };
};
