import { describe, expect, it } from 'vitest';
import { AuthErrorCode } from '../../../../contract/auth';
import { LOGIN_POLICY } from '../../../../edge/sandbox/auth/login-failures';
import { makeSandbox } from '../helpers';

describe('accountLogin and logout', () => {
  it('logs in with account and password, logs out, and the revoked token gets 401', async () => {
    const sandbox = makeSandbox();
    await sandbox.registerAccount('player01', 'secret12');
    const login = await sandbox.call('accountLogin', { account: 'PLAYER01', password: 'secret12' });
    expect(login.body.code).toBe(200);
    expect(login.body.token).toMatch(/^[\w-]{40,}$/);
    expect(login.body.user).toMatchObject({ account: 'player01', coin: 0, hasPassword: true });
    const token = login.body.token as string;

    // Only the SHA-256 of the token is stored.
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM sessions WHERE token_hash = ?').pluck().get(token)).toBe(0);

    expect((await sandbox.call('refreshData', {}, token)).status).toBe(200);
    expect((await sandbox.call('logout', {}, token)).body.code).toBe(200);
    expect((await sandbox.call('refreshData', {}, token)).status).toBe(401);
  });

  it('answers logout without a token with 200', async () => {
    const sandbox = makeSandbox();
    const result = await sandbox.call('logout');
    expect(result).toMatchObject({ status: 200, body: { code: 200 } });
  });

  it('logs in with mobile and password (phone without OTP)', async () => {
    const sandbox = makeSandbox();
    const code = await sandbox.sendSms('9171234567', 0);
    await sandbox.call('accountRegist4', { eligibilityDeclared: 1, mobile: '9171234567', smsCode: code, password: 'secret12' });
    const login = await sandbox.call('accountLogin', { mobile: '9171234567', password: 'secret12' });
    expect(login.body.code).toBe(200);
    expect(login.body.user.mobile).toBe('9171234567');
    expect((await sandbox.call('accountLogin', { account: 'x', mobile: '9171234567', password: 'secret12' })).status).toBe(400);
  });

  it('answers 1102 for a wrong password or unknown account', async () => {
    const sandbox = makeSandbox();
    expect((await sandbox.call('accountLogin', { account: 'demo01', password: 'wrong-pass' })).body.code).toBe(AuthErrorCode.wrongCredentials);
    expect((await sandbox.call('accountLogin', { account: 'nobody', password: 'demo1234' })).body.code).toBe(AuthErrorCode.wrongCredentials);
  });

  it('makes the pair wait after 5 wrong passwords in an hour, even for the right one, until the wait passes', async () => {
    const sandbox = makeSandbox();
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await sandbox.call('accountLogin', { account: 'demo01', password: 'wrong-pass' })).body.code);
    expect(codes).toEqual([1102, 1102, 1102, 1102, AuthErrorCode.accountLocked]);
    expect((await sandbox.call('accountLogin', { account: 'demo01', password: 'demo1234' })).body.code).toBe(AuthErrorCode.accountLocked);
    sandbox.clock.advance(LOGIN_POLICY.windowMs + 1);
    expect((await sandbox.call('accountLogin', { account: 'demo01', password: 'demo1234' })).body.code).toBe(200);
  });

  it('forgets wrong passwords after a day', async () => {
    const sandbox = makeSandbox();
    for (let day = 0; day < 2; day++) {
      for (let i = 0; i < 4; i++) expect((await sandbox.call('accountLogin', { account: 'demo01', password: 'wrong-pass' })).body.code).toBe(1102);
      sandbox.clock.advance(24 * 60 * 60 * 1000 + 1);
    }
  });

  it('expires sessions after 30 days', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('player01');
    sandbox.clock.advance(31 * 24 * 3600 * 1000);
    expect((await sandbox.call('refreshData', {}, token)).status).toBe(401);
  });
});

describe('accountLoginSms', () => {
  it('registers a new phone (no password, sign-up bonus pending) and logs the same phone in later', async () => {
    const sandbox = makeSandbox();
    const code = await sandbox.sendSms('9171234567', 3);
    const first = await sandbox.call('accountLoginSms', { mobile: '9171234567', smsCode: code });
    expect(first.body.code).toBe(200);
    expect(first.body.user).toMatchObject({ mobile: '9171234567', hasPassword: false, coin: 0, accountType: 1 });
    // No generated nickname: the app shows the name the player chooses (README, contract additions).
    expect(first.body.user.nickname).toBe('');

    sandbox.clock.advance(61_000);
    const again = await sandbox.call('accountLoginSms', { mobile: '9171234567', smsCode: await sandbox.sendSms('9171234567', 3) });
    expect(again.body.user.id).toBe(first.body.user.id);
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM users WHERE mobile = ?').pluck().get('9171234567')).toBe(1);
  });

  it('answers 1105 for a new phone when registration by phone is off', async () => {
    const sandbox = makeSandbox();
    await sandbox.setConfig({ registerType: [2] });
    const result = await sandbox.call('smsSend', { mobile: '9171234567', purpose: 3 });
    expect(result.body.code).toBe(AuthErrorCode.mobileNotRegistered);
    expect((await sandbox.call('accountLoginSms', { mobile: '9171234567', smsCode: '123456' })).body.code).toBe(AuthErrorCode.mobileNotRegistered);
  });

  it('answers 1103 for a wrong code', async () => {
    const sandbox = makeSandbox();
    const code = await sandbox.sendSms('9171234567', 3);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await sandbox.call('accountLoginSms', { mobile: '9171234567', smsCode: wrong })).body.code).toBe(AuthErrorCode.smsCodeInvalid);
  });
});
