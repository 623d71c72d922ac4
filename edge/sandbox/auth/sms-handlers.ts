// smsSend: checks the purpose against the mobile's state, then issues a rate-limited code.
import { SmsPurpose, AuthErrorCode } from '../../../client/api/contract/auth';
import { ErrorCode } from '../../../client/api/contract/call-row';
import { CallFailure, unwrap, type Handler } from '../handler';
import { phoneRegistrationOpen } from './login-handlers';
import { issueSmsCode } from './sms-codes';
import { findUserByMobile } from './users';

export const smsSend: Handler<'smsSend'> = (ctx, req) => {
  const { db, now } = ctx;
  const config = ctx.config.get();
  unwrap(
    db.transaction(() => {
      const registered = findUserByMobile(db, req.mobile) !== undefined;
      if ((req.purpose === SmsPurpose.register || req.purpose === SmsPurpose.bind) && registered) {
        return new CallFailure(AuthErrorCode.mobileExists, 'This mobile number is already registered');
      }
      if (!registered && (req.purpose === SmsPurpose.forget || (req.purpose === SmsPurpose.loginAndRegister && !phoneRegistrationOpen(config.registerType)))) {
        return new CallFailure(AuthErrorCode.mobileNotRegistered, 'This mobile number is not registered');
      }
      return issueSmsCode(db, { mobile: req.mobile, purpose: req.purpose, config, now, log: ctx.log });
    }).immediate(),
  );
  return { interval: config.smsCodeInterval };
};
