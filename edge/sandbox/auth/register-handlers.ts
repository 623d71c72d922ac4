// accountRegist (account + password) and accountRegist4 (phone + password, with a code when OTP is on).
import { SmsPurpose, AuthErrorCode } from '../../../contract/auth';
import { LoginType } from '../../../contract/session';
import { CallFailure, unwrap, type Handler } from '../handler';
import { hashPassword } from '../lib/secrets';
import { withHashTurn } from '../lib/hash-turns';
import { isUniqueViolation } from '../lib/sqlite';
import { findUserByAccount, findUserByMobile } from '../users/service';
import { authResult, checkLength, phoneRegistrationOpen } from './auth-result';
import { eligibilityRequired, registerPlayer } from './registration';
import { consumeSmsCode, smsCodeInvalid } from './sms-codes';

const accountExists = () => new CallFailure(AuthErrorCode.accountExists, 'This account name is already taken');
const mobileExists = () => new CallFailure(AuthErrorCode.mobileExists, 'This mobile number is already registered');
const registerTypeDisabled = () => new CallFailure(AuthErrorCode.registerTypeDisabled, 'This way of registering is not available');

export const accountRegist: Handler<'accountRegist'> = async (ctx, req) => {
  const config = ctx.config.get();
  if (!config.registerType.includes(LoginType.account)) throw registerTypeDisabled();
  if (req.eligibilityDeclared !== 1) throw eligibilityRequired();
  checkLength('account', req.account, config.accountLength);
  checkLength('password', req.password, config.passwordLength);
  // Cheap early answer; the UNIQUE index is what really decides a race.
  if (findUserByAccount(ctx.db, req.account)) throw accountExists();
  const passwordHash = await withHashTurn(ctx.address, () => hashPassword(req.password));
  try {
    const userId = registerPlayer(ctx.db, ctx.hooks.registration, {
      account: req.account,
      passwordHash,
      accountType: LoginType.account,
      inviteCode: req.inviteCode,
      eligibilityDeclared: true,
      registerCoin: config.userRegisterCoin,
      config,
      now: ctx.now,
    });
    return authResult(ctx, userId);
  } catch (e) {
    if (isUniqueViolation(e)) throw accountExists();
    throw e;
  }
};

export const accountRegist4: Handler<'accountRegist4'> = async (ctx, req) => {
  const config = ctx.config.get();
  if (!phoneRegistrationOpen(config.registerType)) throw registerTypeDisabled();
  if (req.eligibilityDeclared !== 1) throw eligibilityRequired();
  checkLength('password', req.password, config.passwordLength);
  const needsCode = config.otpStatus === 1;
  if (needsCode && req.smsCode === undefined) throw smsCodeInvalid();
  if (findUserByMobile(ctx.db, req.mobile)) throw mobileExists();
  const passwordHash = await withHashTurn(ctx.address, () => hashPassword(req.password));
  const { db, now } = ctx;
  try {
    const userId = unwrap(
      db.transaction(() => {
        if (findUserByMobile(db, req.mobile)) return mobileExists();
        if (needsCode && !consumeSmsCode(db, { mobile: req.mobile, purpose: SmsPurpose.register, code: req.smsCode ?? '', now })) return smsCodeInvalid();
        return registerPlayer(db, ctx.hooks.registration, { mobile: req.mobile, passwordHash, accountType: LoginType.phone, inviteCode: req.inviteCode, eligibilityDeclared: true, registerCoin: config.userRegisterCoin, config, now });
      })(),
    );
    return authResult(ctx, userId);
  } catch (e) {
    if (isUniqueViolation(e)) throw mobileExists();
    throw e;
  }
};
