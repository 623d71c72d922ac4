import { describe, expect, it } from 'vitest';
import { AuthErrorCode } from '../../../../contract/auth';
import { SMS_CODE_TTL_MS } from '../../../../edge/sandbox/auth/sms-codes';
import { makeSandbox } from '../helpers';

const MOBILE = '9171234567';
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('smsSend', () => {
  it('sends a 6-digit code, logs it and keeps it in the outbox (the code table keeps only a hash)', async () => {
    const sandbox = makeSandbox();
    const result = await sandbox.call('smsSend', { mobile: MOBILE, purpose: 0 });
    expect(result.body).toMatchObject({ code: 200, interval: 60 });
    const code = await sandbox.lastSmsCode(MOBILE);
    expect(code).toMatch(/^\d{6}$/);
    expect(sandbox.logs).toContain(`[sandbox sms] ${MOBILE} ${code} purpose=0`);
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM sms_codes WHERE code_hash = ?').pluck().get(code)).toBe(0);
  });

  it('allows one send per interval and answers 1104 with the seconds left', async () => {
    const sandbox = makeSandbox();
    await sandbox.sendSms(MOBILE, 0);
    sandbox.clock.advance(15_000);
    const early = await sandbox.call('smsSend', { mobile: MOBILE, purpose: 0 });
    expect(early.body).toMatchObject({ code: AuthErrorCode.smsSendLimit, interval: 45 });
    sandbox.clock.advance(45_000);
    expect((await sandbox.call('smsSend', { mobile: MOBILE, purpose: 0 })).body.code).toBe(200);
  });

  it('allows smsCodeSendLimit sends per mobile per 24 hours', async () => {
    const sandbox = makeSandbox();
    for (let i = 0; i < 5; i++) {
      expect((await sandbox.call('smsSend', { mobile: MOBILE, purpose: 0 })).body.code).toBe(200);
      sandbox.clock.advance(61_000);
    }
    const sixth = await sandbox.call('smsSend', { mobile: MOBILE, purpose: 0 });
    expect(sixth.body.code).toBe(AuthErrorCode.smsSendLimit);
    // The first send ages out 24 h after it was made.
    expect(sixth.body.interval).toBe(24 * 3600 - 5 * 61);
    // Another mobile is not affected.
    expect((await sandbox.call('smsSend', { mobile: '9179999999', purpose: 0 })).body.code).toBe(200);
    sandbox.clock.advance(sixth.body.interval * 1000);
    expect((await sandbox.call('smsSend', { mobile: MOBILE, purpose: 0 })).body.code).toBe(200);
  });

  it('follows a lowered smsCodeSendLimit from the config', async () => {
    const sandbox = makeSandbox();
    await sandbox.setConfig({ smsCodeSendLimit: 1, smsCodeInterval: 0 });
    expect((await sandbox.call('smsSend', { mobile: MOBILE, purpose: 0 })).body.code).toBe(200);
    expect((await sandbox.call('smsSend', { mobile: MOBILE, purpose: 0 })).body.code).toBe(AuthErrorCode.smsSendLimit);
  });

  it('checks the purpose against the mobile: register/bind need a free one (1109), forget a registered one (1105)', async () => {
    const sandbox = makeSandbox();
    expect((await sandbox.call('smsSend', { mobile: MOBILE, purpose: 2 })).body.code).toBe(AuthErrorCode.mobileNotRegistered);
    await sandbox.setConfig({ otpStatus: 0 });
    await sandbox.call('accountRegist4', { eligibilityDeclared: 1, mobile: MOBILE, password: 'secret12' });
    expect((await sandbox.call('smsSend', { mobile: MOBILE, purpose: 0 })).body.code).toBe(AuthErrorCode.mobileExists);
    expect((await sandbox.call('smsSend', { mobile: MOBILE, purpose: 1 })).body.code).toBe(AuthErrorCode.mobileExists);
    expect((await sandbox.call('smsSend', { mobile: MOBILE, purpose: 2 })).body.code).toBe(200);
  });
});

describe('code verification', () => {
  it('expires a code after 5 minutes', async () => {
    const sandbox = makeSandbox();
    const code = await sandbox.sendSms(MOBILE, 0);
    sandbox.clock.advance(SMS_CODE_TTL_MS);
    expect((await sandbox.call('accountRegist4', { eligibilityDeclared: 1, mobile: MOBILE, smsCode: code, password: 'secret12' })).body.code).toBe(AuthErrorCode.smsCodeInvalid);
  });

  it('accepts a code just before expiry, once only', async () => {
    const sandbox = makeSandbox();
    const code = await sandbox.sendSms(MOBILE, 3);
    sandbox.clock.advance(SMS_CODE_TTL_MS - 1000);
    expect((await sandbox.call('accountLoginSms', { mobile: MOBILE, smsCode: code, eligibilityDeclared: 1 })).body.code).toBe(200);
    expect((await sandbox.call('accountLoginSms', { mobile: MOBILE, smsCode: code })).body.code).toBe(AuthErrorCode.smsCodeInvalid);
  });

  it('burns a code after 5 wrong tries, even if the right one comes next', async () => {
    const sandbox = makeSandbox();
    const code = await sandbox.sendSms(MOBILE, 0);
    for (let i = 0; i < 5; i++) {
      const wrong = await sandbox.call('accountRegist4', { eligibilityDeclared: 1, mobile: MOBILE, smsCode: wrongCode(code), password: 'secret12' });
      expect(wrong.body.code).toBe(AuthErrorCode.smsCodeInvalid);
    }
    expect((await sandbox.call('accountRegist4', { eligibilityDeclared: 1, mobile: MOBILE, smsCode: code, password: 'secret12' })).body.code).toBe(AuthErrorCode.smsCodeInvalid);
  });

  it('accepts the right code after fewer than 5 wrong tries', async () => {
    const sandbox = makeSandbox();
    const code = await sandbox.sendSms(MOBILE, 0);
    for (let i = 0; i < 4; i++) await sandbox.call('accountRegist4', { eligibilityDeclared: 1, mobile: MOBILE, smsCode: wrongCode(code), password: 'secret12' });
    expect((await sandbox.call('accountRegist4', { eligibilityDeclared: 1, mobile: MOBILE, smsCode: code, password: 'secret12' })).body.code).toBe(200);
  });

  it('replaces an older code when a new one is sent', async () => {
    const sandbox = makeSandbox();
    const first = await sandbox.sendSms(MOBILE, 0);
    sandbox.clock.advance(61_000);
    const second = await sandbox.sendSms(MOBILE, 0);
    if (first !== second) {
      expect((await sandbox.call('accountRegist4', { eligibilityDeclared: 1, mobile: MOBILE, smsCode: first, password: 'secret12' })).body.code).toBe(AuthErrorCode.smsCodeInvalid);
    }
    expect((await sandbox.call('accountRegist4', { eligibilityDeclared: 1, mobile: MOBILE, smsCode: second, password: 'secret12' })).body.code).toBe(200);
  });
});
