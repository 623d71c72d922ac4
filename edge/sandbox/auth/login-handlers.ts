// accountLogin (password, with lockout), accountLoginSms (one-time code) and logout.
import { SmsPurpose, AuthErrorCode } from '../../../contract/auth';
import { LoginType } from '../../../contract/session';
import { ErrorCode } from '../../../contract/call-row';
import { CallFailure, unwrap, type Handler } from '../handler';
import { verifyPassword } from '../lib/secrets';
import { isUniqueViolation } from '../lib/sqlite';
import { findUserByAccount, findUserByMobile } from '../users/service';
import { authResult, phoneRegistrationOpen } from './auth-result';
import { consumeSmsCode, smsCodeInvalid } from './sms-codes';
import { accountSubject, cancelLoginAttempt, clearLoginPair, loginWaitMs, mobileSubject, reserveLoginAttempt, type LoginPair } from './login-failures';
import { releaseAddressSlot, takeAddressSlot } from './address-limits';
import { withHashTurn } from '../lib/hash-turns';
import { revokeSession } from './sessions';
import { registerPlayer } from './registration';

const wrongCredentials = () => new CallFailure(AuthErrorCode.wrongCredentials, 'Wrong account or password');
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const locked = (waitMs: number) =>
  new CallFailure(AuthErrorCode.accountLocked, `Too many wrong passwords; try again in ${seconds(waitMs)} seconds`, { interval: seconds(waitMs) });
const addressBusy = (waitMs: number) =>
  new CallFailure(ErrorCode.tooManyRequests, `Too many login attempts from this network; try again in ${seconds(waitMs)} seconds`, {
    interval: seconds(waitMs),
  });

export const accountLogin: Handler<'accountLogin'> = async (ctx, req) => {
  const { db, now } = ctx;
  // Counted by the name asked for, known or not, so "locked" says nothing about which accounts exist.
  const pair: LoginPair = { subject: req.account !== undefined ? accountSubject(req.account) : mobileSubject(req.mobile ?? ''), address: ctx.address };
  // The attempt is written before the slow hash: parallel guesses each need their own reservation.
  const reserved = unwrap(
    db.transaction(() => {
      const attempt = reserveLoginAttempt(db, pair, now);
      if ('waitMs' in attempt) return locked(attempt.waitMs);
      const slot = takeAddressSlot(db, { address: ctx.address, kind: 'login', now });
      if ('waitMs' in slot) {
        cancelLoginAttempt(db, attempt.id);
        return addressBusy(slot.waitMs);
      }
      return { attemptId: attempt.id, slotId: slot.id };
    }).immediate(),
  );
  const user = req.account !== undefined ? findUserByAccount(db, req.account) : findUserByMobile(db, req.mobile ?? '');
  let ok: boolean;
  try {
    // The full scrypt runs for unknown names too (against a dummy hash): same work, same answer.
    ok = await withHashTurn(ctx.address, () => verifyPassword(req.password, user?.password_hash ?? null));
  } catch (error) {
    db.transaction(() => {
      cancelLoginAttempt(db, reserved.attemptId);
      releaseAddressSlot(db, reserved.slotId);
    })();
    throw error;
  }
  if (!user || !ok) {
    // The reservation stays as the recorded failure.
    const wait = loginWaitMs(db, pair, now);
    throw wait > 0 ? locked(wait) : wrongCredentials();
  }
  db.transaction(() => {
    clearLoginPair(db, pair);
    releaseAddressSlot(db, reserved.slotId);
  })();
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
        return registerPlayer(db, ctx.hooks.registration, { mobile: req.mobile, accountType: LoginType.phone, inviteCode: req.inviteCode, registerCoin: config.userRegisterCoin, config, now });
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
