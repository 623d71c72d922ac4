import { describe, expect, it } from 'vitest';
import { AuthErrorCode } from '../../../../contract/auth';
import { ledgerMismatches, makeSandbox } from '../helpers';

describe('accountRegist', () => {
  it('creates a user whose registration coin waits in the bonus ledger for a first deposit', async () => {
    const sandbox = makeSandbox();
    const { user } = await sandbox.registerAccount('player01');
    expect(user).toMatchObject({ account: 'player01', coin: 0, accountType: 2, hasPassword: true });
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM ledger WHERE user_id = ?').pluck().get(user.id)).toBe(0);
    expect(sandbox.db.prepare('SELECT kind, amount, status FROM bonus_grants WHERE user_id = ?').all(user.id)).toEqual([{ kind: 'register_bonus', amount: 1000, status: 'pending' }]);
    const hash = sandbox.db.prepare('SELECT password_hash FROM users WHERE id = ?').pluck().get(user.id) as string;
    // The suite hashes at SANDBOX_PASSWORD_COST=10 (vite.config.ts) to spare its CPU.
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(hash).not.toContain('secret12');
  });

  it('refuses a registration without the barred-groups declaration (1113) and stores when it was made', async () => {
    const sandbox = makeSandbox();
    expect((await sandbox.call('accountRegist', { account: 'player02', password: 'secret12' })).body.code).toBe(AuthErrorCode.eligibilityRequired);
    expect((await sandbox.call('accountRegist', { eligibilityDeclared: 0, account: 'player02', password: 'secret12' })).body.code).toBe(AuthErrorCode.eligibilityRequired);
    expect((await sandbox.call('accountRegist4', { mobile: '9171234599', password: 'secret12' })).body.code).toBe(AuthErrorCode.eligibilityRequired);
    expect(sandbox.db.prepare("SELECT COUNT(*) FROM users WHERE account = 'player02' OR mobile = '9171234599'").pluck().get()).toBe(0);
    const { body } = await sandbox.call('accountRegist', { eligibilityDeclared: 1, account: 'player02', password: 'secret12' });
    expect(body.code).toBe(200);
    expect(sandbox.db.prepare('SELECT eligibility_declared_at FROM users WHERE id = ?').pluck().get(body.user.id)).toEqual(expect.any(Number));
  });

  it('answers 1101 when the account exists (case-insensitively)', async () => {
    const sandbox = makeSandbox();
    expect((await sandbox.call('accountRegist', { eligibilityDeclared: 1, account: 'Demo01', password: 'secret12' })).body.code).toBe(AuthErrorCode.accountExists);
  });

  it('checks the configured lengths with 400 and the field', async () => {
    const sandbox = makeSandbox();
    expect((await sandbox.call('accountRegist', { eligibilityDeclared: 1, account: 'short', password: 'secret12' })).body).toMatchObject({ code: 400, field: 'account' });
    expect((await sandbox.call('accountRegist', { eligibilityDeclared: 1, account: 'a'.repeat(17), password: 'secret12' })).body).toMatchObject({ code: 400, field: 'account' });
    expect((await sandbox.call('accountRegist', { eligibilityDeclared: 1, account: 'player01', password: '12345' })).body).toMatchObject({ code: 400, field: 'password' });
    expect((await sandbox.call('accountRegist', { eligibilityDeclared: 1, account: 'player01', password: 'p'.repeat(21) })).body).toMatchObject({ code: 400, field: 'password' });
    await sandbox.setConfig({ accountLength: { min: 3, max: 8 } });
    expect((await sandbox.call('accountRegist', { eligibilityDeclared: 1, account: 'abc', password: 'secret12' })).body.code).toBe(200);
  });

  it('answers 1110 when account registration is not offered', async () => {
    const sandbox = makeSandbox();
    await sandbox.setConfig({ registerType: [1] });
    expect((await sandbox.call('accountRegist', { eligibilityDeclared: 1, account: 'player01', password: 'secret12' })).body.code).toBe(AuthErrorCode.registerTypeDisabled);
  });

  it('links the inviter when a valid invite code comes along', async () => {
    const sandbox = makeSandbox();
    const inviter = await sandbox.registerAccount('inviter1');
    const inviteCode = sandbox.db.prepare('SELECT invite_code FROM users WHERE id = ?').pluck().get(inviter.user.id) as string;
    const { body } = await sandbox.call('accountRegist', { eligibilityDeclared: 1, account: 'invitee1', password: 'secret12', inviteCode });
    expect(body.user.pid).toBe(inviter.user.id);
  });

  it('creates exactly one user from many racing identical registrations; the ledger still matches', async () => {
    const sandbox = makeSandbox();
    const results = await Promise.all(Array.from({ length: 8 }, () => sandbox.call('accountRegist', { eligibilityDeclared: 1, account: 'racer01', password: 'secret12' })));
    const codes = results.map((r) => r.body.code as number).sort((a, b) => a - b);
    expect(codes).toEqual([200, 1101, 1101, 1101, 1101, 1101, 1101, 1101]);
    expect(sandbox.db.prepare("SELECT COUNT(*) FROM users WHERE account = 'racer01'").pluck().get()).toBe(1);
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM ledger').pluck().get()).toBe(1); // the demo's seed
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM bonus_grants').pluck().get()).toBe(1); // the racer's sign-up bonus, once
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });
});

describe('accountRegist4', () => {
  it('registers a phone with a code of purpose register when otpStatus is 1', async () => {
    const sandbox = makeSandbox();
    const code = await sandbox.sendSms('9171234567', 0);
    const result = await sandbox.call('accountRegist4', { eligibilityDeclared: 1, mobile: '9171234567', smsCode: code, password: 'secret12' });
    expect(result.body.code).toBe(200);
    expect(result.body.user).toMatchObject({ mobile: '9171234567', accountType: 1, hasPassword: true, coin: 0 });
  });

  it('refuses a missing or wrong code, and a code of another purpose', async () => {
    const sandbox = makeSandbox();
    expect((await sandbox.call('accountRegist4', { eligibilityDeclared: 1, mobile: '9171234567', password: 'secret12' })).body.code).toBe(AuthErrorCode.smsCodeInvalid);
    const loginCode = await sandbox.sendSms('9171234567', 3);
    expect((await sandbox.call('accountRegist4', { eligibilityDeclared: 1, mobile: '9171234567', smsCode: loginCode, password: 'secret12' })).body.code).toBe(AuthErrorCode.smsCodeInvalid);
  });

  it('registers without a code when otpStatus is 0', async () => {
    const sandbox = makeSandbox();
    await sandbox.setConfig({ otpStatus: 0 });
    expect((await sandbox.call('accountRegist4', { eligibilityDeclared: 1, mobile: '9171234567', password: 'secret12' })).body.code).toBe(200);
  });

  it('answers 1109 for a registered mobile and 1110 when phone registration is off', async () => {
    const sandbox = makeSandbox();
    await sandbox.setConfig({ otpStatus: 0 });
    await sandbox.call('accountRegist4', { eligibilityDeclared: 1, mobile: '9171234567', password: 'secret12' });
    expect((await sandbox.call('accountRegist4', { eligibilityDeclared: 1, mobile: '9171234567', password: 'secret12' })).body.code).toBe(AuthErrorCode.mobileExists);
    await sandbox.setConfig({ registerType: [2] });
    expect((await sandbox.call('accountRegist4', { eligibilityDeclared: 1, mobile: '9171234568', password: 'secret12' })).body.code).toBe(AuthErrorCode.registerTypeDisabled);
  });

  it('creates one user from racing phone registrations', async () => {
    const sandbox = makeSandbox();
    await sandbox.setConfig({ otpStatus: 0 });
    const results = await Promise.all(Array.from({ length: 6 }, () => sandbox.call('accountRegist4', { eligibilityDeclared: 1, mobile: '9171234567', password: 'secret12' })));
    expect(results.map((r) => r.body.code as number).sort((a, b) => a - b)).toEqual([200, 1109, 1109, 1109, 1109, 1109]);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });
});
