// smsSend: checks the purpose against the mobile's state, then issues a code rate-limited per mobile and per client address.
import { SmsPurpose, AuthErrorCode } from '../../../contract/auth';
import { CallFailure, unwrap, type Handler } from '../handler';
import { findUserByMobile } from '../users/service';
import { phoneRegistrationOpen } from './auth-result';
import { issueSmsCode } from './sms-codes';
import { releaseAddressSlot, takeAddressSlot } from './address-limits';

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
      // One client may not text many numbers: the address budget spans every mobile.
      const slot = takeAddressSlot(db, { address: ctx.address, kind: 'sms', now });
      if ('waitMs' in slot) {
        const interval = Math.max(1, Math.ceil(slot.waitMs / 1000));
        return new CallFailure(AuthErrorCode.smsSendLimit, `Too many codes requested from this network; try again in ${interval} seconds`, { interval });
      }
      const issued = issueSmsCode(db, { mobile: req.mobile, purpose: req.purpose, config, now, log: ctx.log });
      if (issued instanceof CallFailure) releaseAddressSlot(db, slot.id);
      return issued;
    }).immediate(),
  );
  return { interval: config.smsCodeInterval };
};
