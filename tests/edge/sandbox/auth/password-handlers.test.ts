import { describe, expect, it } from 'vitest';
import { AuthErrorCode } from '../../../../contract/auth';
import { makeSandbox, type TestSandbox } from '../helpers';

const MOBILE = '9171234567';

async function phoneUserWithPassword(sandbox: TestSandbox): Promise<string> {
  const code = await sandbox.sendSms(MOBILE, 0);
  const { body } = await sandbox.call('accountRegist4', { eligibilityDeclared: 1, mobile: MOBILE, smsCode: code, password: 'secret12' });
  sandbox.clock.advance(61_000);
  return body.token as string;
}

describe('forgetPassword', () => {
  it('sets a new password with a forget code and revokes every session', async () => {
    const sandbox = makeSandbox();
    const tokenA = await phoneUserWithPassword(sandbox);
    const tokenB = (await sandbox.call('accountLogin', { mobile: MOBILE, password: 'secret12' })).body.token as string;
    const code = await sandbox.sendSms(MOBILE, 2);
    expect((await sandbox.call('forgetPassword', { mobile: MOBILE, smsCode: code, password: 'newpass99' })).body.code).toBe(200);
    expect((await sandbox.call('refreshData', {}, tokenA)).status).toBe(401);
    expect((await sandbox.call('refreshData', {}, tokenB)).status).toBe(401);
    expect((await sandbox.call('accountLogin', { mobile: MOBILE, password: 'secret12' })).body.code).toBe(AuthErrorCode.wrongCredentials);
    expect((await sandbox.call('accountLogin', { mobile: MOBILE, password: 'newpass99' })).body.code).toBe(200);
  });

  it('answers 1105 for an unknown mobile and 1103 for a code of another purpose', async () => {
    const sandbox = makeSandbox();
    expect((await sandbox.call('forgetPassword', { mobile: '9170000000', smsCode: '123456', password: 'newpass99' })).body.code).toBe(AuthErrorCode.mobileNotRegistered);
    await phoneUserWithPassword(sandbox);
    const loginCode = await sandbox.sendSms(MOBILE, 3);
    expect((await sandbox.call('forgetPassword', { mobile: MOBILE, smsCode: loginCode, password: 'newpass99' })).body.code).toBe(AuthErrorCode.smsCodeInvalid);
  });

  it('lifts a lockout', async () => {
    const sandbox = makeSandbox();
    await phoneUserWithPassword(sandbox);
    for (let i = 0; i < 5; i++) await sandbox.call('accountLogin', { mobile: MOBILE, password: 'wrong-pass' });
    expect((await sandbox.call('accountLogin', { mobile: MOBILE, password: 'secret12' })).body.code).toBe(AuthErrorCode.accountLocked);
    const code = await sandbox.sendSms(MOBILE, 2);
    await sandbox.call('forgetPassword', { mobile: MOBILE, smsCode: code, password: 'newpass99' });
    expect((await sandbox.call('accountLogin', { mobile: MOBILE, password: 'newpass99' })).body.code).toBe(200);
  });
});

describe('initPassword', () => {
  it('sets the first password of a passwordless user once; then 1106', async () => {
    const sandbox = makeSandbox();
    const code = await sandbox.sendSms(MOBILE, 3);
    const token = (await sandbox.call('accountLoginSms', { mobile: MOBILE, smsCode: code, eligibilityDeclared: 1 })).body.token as string;
    expect((await sandbox.call('initPassword', { password: '123' }, token)).body).toMatchObject({ code: 400, field: 'password' });
    const set = await sandbox.call('initPassword', { password: 'secret12' }, token);
    expect(set.body).toMatchObject({ code: 200, user: { hasPassword: true } });
    expect((await sandbox.call('initPassword', { password: 'other123' }, token)).body.code).toBe(AuthErrorCode.passwordAlreadySet);
    expect((await sandbox.call('accountLogin', { mobile: MOBILE, password: 'secret12' })).body.code).toBe(200);
  });

  it('answers 1106 for an account user', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('player01');
    expect((await sandbox.call('initPassword', { password: 'other123' }, token)).body.code).toBe(AuthErrorCode.passwordAlreadySet);
  });
});

describe('bindAccount', () => {
  it('binds a phone with a bind code; then 1107 for a second bind', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('player01');
    const code = await sandbox.sendSms(MOBILE, 1);
    const bound = await sandbox.call('bindAccount', { mobile: MOBILE, smsCode: code }, token);
    expect(bound.body).toMatchObject({ code: 200, user: { account: 'player01', mobile: MOBILE } });
    const again = await sandbox.call('bindAccount', { mobile: '9170000001', smsCode: '123456' }, token);
    expect(again.body.code).toBe(AuthErrorCode.alreadyBound);
    // The account now also logs in by phone.
    expect((await sandbox.call('accountLogin', { mobile: MOBILE, password: 'secret12' })).body.user.account).toBe('player01');
  });

  it('answers 1109 when the mobile belongs to someone else, and 1103 for a wrong code', async () => {
    const sandbox = makeSandbox();
    await phoneUserWithPassword(sandbox);
    const { token } = await sandbox.registerAccount('player01');
    expect((await sandbox.call('bindAccount', { mobile: MOBILE, smsCode: '123456' }, token)).body.code).toBe(AuthErrorCode.mobileExists);
    const code = await sandbox.sendSms('9170000002', 1);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await sandbox.call('bindAccount', { mobile: '9170000002', smsCode: wrong }, token)).body.code).toBe(AuthErrorCode.smsCodeInvalid);
  });
});
