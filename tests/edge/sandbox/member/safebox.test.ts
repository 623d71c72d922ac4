// setSafeboxPassword in the sandbox: set once (racing first sets store one), changed only with the
// right old password, stored hashed, digits of the configured length, and a lock after five wrong
// old passwords that parallel guesses cannot get around.
import { describe, expect, it } from 'vitest';
import { MemberErrorCode } from '../../../../contract/member';
import { SAFEBOX_POLICY } from '../../../../edge/sandbox/member/safebox-store';
import { makeSandbox } from '../helpers';

describe('setSafeboxPassword', () => {
  it('sets the first password (hashed), shows hasSafeboxPassword, and refuses a second set without the old one', async () => {
    const sandbox = makeSandbox();
    const { token, user } = await sandbox.registerAccount('safebox01');
    expect(user.hasSafeboxPassword).toBe(false);
    expect((await sandbox.call('setSafeboxPassword', { password: '135790' }, token)).body).toMatchObject({ code: 200, hasSafeboxPassword: true });
    const hash = sandbox.db.prepare('SELECT password_hash FROM safebox_passwords').pluck().get() as string;
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(hash).not.toContain('135790');
    expect((await sandbox.call('preLogin', { deviceId: 'd' }, token)).body.user.hasSafeboxPassword).toBe(true);
    expect((await sandbox.call('setSafeboxPassword', { password: '246802' }, token)).body.code).toBe(MemberErrorCode.safeboxAlreadySet);
  });

  it('two racing first sets store one password', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('safebox02');
    const answers = await Promise.all(['111111', '222222'].map((password) => sandbox.call('setSafeboxPassword', { password }, token)));
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, MemberErrorCode.safeboxAlreadySet]);
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM safebox_passwords').pluck().get()).toBe(1);
  });

  it('refuses wrong formats: letters (400), a length outside safeboxLength (2005), a change with none set (2004)', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('safebox03');
    for (const password of ['abcdef', '12 345', '', 123456]) expect((await sandbox.call('setSafeboxPassword', { password }, token)).status).toBe(400);
    expect((await sandbox.call('setSafeboxPassword', { password: '12345' }, token)).body).toMatchObject({ code: MemberErrorCode.safeboxFormat, min: 6, max: 6 });
    expect((await sandbox.call('setSafeboxPassword', { password: '1234567' }, token)).body.code).toBe(MemberErrorCode.safeboxFormat);
    expect((await sandbox.call('setSafeboxPassword', { oldPassword: '000000', password: '123456' }, token)).body.code).toBe(MemberErrorCode.safeboxNotSet);
    expect((await sandbox.call('setSafeboxPassword', { password: '123456' })).status).toBe(401);
  });

  it('changes only with the right old password; wrong ones count down and then lock for 30 minutes', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('safebox04');
    await sandbox.call('setSafeboxPassword', { password: '135790' }, token);
    const wrong = await sandbox.call('setSafeboxPassword', { oldPassword: '000000', password: '246802' }, token);
    expect(wrong.body).toMatchObject({ code: MemberErrorCode.safeboxWrongPassword, attemptsLeft: 4 });
    // The right old password works and starts the count over.
    expect((await sandbox.call('setSafeboxPassword', { oldPassword: '135790', password: '246802' }, token)).body.code).toBe(200);
    expect((await sandbox.call('setSafeboxPassword', { oldPassword: '135790', password: '111111' }, token)).body).toMatchObject({ attemptsLeft: 4 });
    for (let i = 0; i < 3; i++) await sandbox.call('setSafeboxPassword', { oldPassword: '999999', password: '111111' }, token);
    const fifth = await sandbox.call('setSafeboxPassword', { oldPassword: '999999', password: '111111' }, token);
    expect(fifth.body).toMatchObject({ code: MemberErrorCode.safeboxLocked, until: sandbox.clock.now + SAFEBOX_POLICY.lockMs });
    // Locked: even the right old password waits.
    expect((await sandbox.call('setSafeboxPassword', { oldPassword: '246802', password: '111111' }, token)).body.code).toBe(MemberErrorCode.safeboxLocked);
    sandbox.clock.advance(SAFEBOX_POLICY.lockMs);
    expect((await sandbox.call('setSafeboxPassword', { oldPassword: '246802', password: '111111' }, token)).body.code).toBe(200);
  });

  it('20 parallel wrong old passwords check at most five and lock; the right one is locked out too', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('safebox05');
    await sandbox.call('setSafeboxPassword', { password: '135790' }, token);
    const guesses = Array.from({ length: 20 }, (_, i) => String(100000 + i));
    const answers = await Promise.all(guesses.map((oldPassword) => sandbox.call('setSafeboxPassword', { oldPassword, password: '246802' }, token)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((code) => code === MemberErrorCode.safeboxWrongPassword).length).toBeLessThanOrEqual(SAFEBOX_POLICY.maxFailures - 1);
    expect(codes.filter((code) => code === MemberErrorCode.safeboxLocked).length).toBeGreaterThanOrEqual(20 - SAFEBOX_POLICY.maxFailures + 1);
    expect(codes).not.toContain(200);
    expect((await sandbox.call('setSafeboxPassword', { oldPassword: '135790', password: '246802' }, token)).body.code).toBe(MemberErrorCode.safeboxLocked);
  });
});
