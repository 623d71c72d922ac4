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
    const first = await sandbox.call('accountLoginSms', { mobile: '9171234567', smsCode: code, eligibilityDeclared: 1 });
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

describe('accountLoginSms: the barred-groups declaration of a new phone (issue 26)', () => {
  const MOBILE = '9171234567';
  const declaredAt = (sandbox: ReturnType<typeof makeSandbox>) =>
    sandbox.db.prepare('SELECT eligibility_declared_at FROM users WHERE mobile = ?').pluck().get(MOBILE) as number | null | undefined;

  it('refuses a new phone without eligibilityDeclared: 1 (1113), makes no account and leaves the code usable', async () => {
    const sandbox = makeSandbox();
    const code = await sandbox.sendSms(MOBILE, 3);
    for (const body of [{ mobile: MOBILE, smsCode: code }, { mobile: MOBILE, smsCode: code, eligibilityDeclared: 0 }]) {
      expect((await sandbox.call('accountLoginSms', body)).body.code).toBe(AuthErrorCode.eligibilityRequired);
    }
    expect(declaredAt(sandbox)).toBeUndefined();
    // The same code, now with the declaration: no new SMS needed.
    const declared = await sandbox.call('accountLoginSms', { mobile: MOBILE, smsCode: code, eligibilityDeclared: 1 });
    expect(declared.body).toMatchObject({ code: 200, user: { mobile: MOBILE } });
    expect(declaredAt(sandbox)).toBe(sandbox.clock.now);
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM sms_outbox WHERE mobile = ?').pluck().get(MOBILE)).toBe(1);
  });

  it('checks the code first: a wrong code is 1103 (not 1113, which would say the phone has no account) and counts a try', async () => {
    const sandbox = makeSandbox();
    const code = await sandbox.sendSms(MOBILE, 3);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await sandbox.call('accountLoginSms', { mobile: MOBILE, smsCode: wrong })).body.code).toBe(AuthErrorCode.smsCodeInvalid);
    expect(sandbox.db.prepare('SELECT wrong_tries FROM sms_codes WHERE mobile = ?').pluck().get(MOBILE)).toBe(1);
  });

  it('logs an existing phone in without the declaration (and keeps its stored time)', async () => {
    const sandbox = makeSandbox();
    const first = await sandbox.call('accountLoginSms', { mobile: MOBILE, smsCode: await sandbox.sendSms(MOBILE, 3), eligibilityDeclared: 1 });
    const at = declaredAt(sandbox);
    sandbox.clock.advance(61_000);
    const again = await sandbox.call('accountLoginSms', { mobile: MOBILE, smsCode: await sandbox.sendSms(MOBILE, 3) });
    expect(again.body).toMatchObject({ code: 200, user: { id: first.body.user.id } });
    expect(declaredAt(sandbox)).toBe(at);
  });

  it('5 parallel declared requests with one code create one account; the others find the code used', async () => {
    const sandbox = makeSandbox();
    const code = await sandbox.sendSms(MOBILE, 3);
    const body = { mobile: MOBILE, smsCode: code, eligibilityDeclared: 1 };
    const answers = await Promise.all(Array.from({ length: 5 }, () => sandbox.call('accountLoginSms', body)));
    expect(answers.map((answer) => answer.body.code as number).sort((a, b) => a - b)).toEqual([200, 1103, 1103, 1103, 1103]);
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM users WHERE mobile = ?').pluck().get(MOBILE)).toBe(1);
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM bonus_grants g JOIN users u ON u.id = g.user_id WHERE u.mobile = ?').pluck().get(MOBILE)).toBe(1);
  });

  it('refuses eligibilityDeclared other than 0 or 1 with 400', async () => {
    const sandbox = makeSandbox();
    const code = await sandbox.sendSms(MOBILE, 3);
    for (const eligibilityDeclared of [2, '1', true]) {
      expect((await sandbox.call('accountLoginSms', { mobile: MOBILE, smsCode: code, eligibilityDeclared })).status).toBe(400);
    }
  });
});
