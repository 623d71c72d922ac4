// Issue 27: one password failure counter per account, shared by every password check (login,
// breaks and exclusion, withdrawals, receiving accounts), counted across addresses with a back-off,
// and a lock only per account and network (IPv4 /24, IPv6 /64), so the owner elsewhere is delayed,
// never locked out. Hash work is counted (verifyPassword calls), never timed.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthErrorCode, SmsPurpose } from '../../../../contract/auth';
import { WalletErrorCode } from '../../../../contract/wallet';
import { makeSandbox, type TestSandbox } from '../helpers';

const hashes = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../../../edge/sandbox/lib/secrets', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../edge/sandbox/lib/secrets')>();
  return {
    ...original,
    verifyPassword: (password: string, stored: string | null) => {
      hashes.calls++;
      return original.verifyPassword(password, stored);
    },
  };
});

beforeEach(() => {
  hashes.calls = 0;
});

const PASSWORD = 'secret12';
const HOME = '203.0.113.7';

async function post(sandbox: TestSandbox, call: string, body: Record<string, unknown>, address = HOME, token?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': address, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await sandbox.raw(call, JSON.stringify(body), headers);
  return (await response.json()) as Record<string, any>;
}

const login = (sandbox: TestSandbox, password: string, address = HOME) => post(sandbox, 'accountLogin', { account: 'player01', password }, address);
const startBreak = (sandbox: TestSandbox, token: string, password: string, address = HOME) =>
  post(sandbox, 'startPlayBreak', { kind: 'break', duration: '24h', password }, address, token);

async function setUp() {
  const sandbox = makeSandbox();
  const { token } = await sandbox.registerAccount('player01', PASSWORD);
  return { sandbox, token };
}

describe('one counter for every password check', () => {
  it('wrong passwords through startPlayBreak delay the login with the right password', async () => {
    const { sandbox, token } = await setUp();
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push((await startBreak(sandbox, token, `guess-${i}`)).code);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(WalletErrorCode.wrongPassword));
    expect(answers.slice(4)).toEqual(Array(4).fill(AuthErrorCode.accountLocked));
    expect(hashes.calls).toBe(5);
    const owner = await login(sandbox, PASSWORD, '198.51.100.20');
    expect(owner).toMatchObject({ code: AuthErrorCode.accountLocked, interval: expect.any(Number) });
    expect(owner.token).toBeUndefined();
    sandbox.clock.advance(owner.interval * 1000);
    expect((await login(sandbox, PASSWORD, '198.51.100.20')).code).toBe(200);
  });

  it('wrong logins delay startPlayBreak, a withdrawal and a receiving account with the right password', async () => {
    const { sandbox, token } = await setUp();
    for (let i = 0; i < 5; i++) await login(sandbox, `guess-${i}`, '198.51.100.20');
    expect(await startBreak(sandbox, token, PASSWORD)).toMatchObject({ code: AuthErrorCode.accountLocked });
    const account = await post(sandbox, 'addBankInfo', { bankId: 1, accountNo: '09171234567', accountName: 'Juan Dela Cruz', password: PASSWORD }, HOME, token);
    expect(account.code).toBe(AuthErrorCode.accountLocked);
    const exchange = await post(sandbox, 'exchange', { accountId: 1, amount: 10_000, password: PASSWORD, requestId: 'shared-counter-1' }, HOME, token);
    expect(exchange.code).toBe(AuthErrorCode.accountLocked);
    // Nothing was checked past the fifth failure, and the break did not start.
    expect(hashes.calls).toBe(5);
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM play_restrictions').pluck().get()).toBe(0);
  });

  it('counts a player as one account whether named by account or by phone', async () => {
    const { sandbox, token } = await setUp();
    const code = await sandbox.sendSms('9171112222', SmsPurpose.bind);
    expect((await sandbox.call('bindAccount', { mobile: '9171112222', smsCode: code }, token)).body.code).toBe(200);
    for (let i = 0; i < 5; i++) await post(sandbox, 'accountLogin', { mobile: '9171112222', password: `guess-${i}` });
    expect((await login(sandbox, PASSWORD)).code).toBe(AuthErrorCode.accountLocked);
  });
});

describe('guesses from many addresses', () => {
  it('gives 40 addresses of 40 networks no free guesses each: the back-off is per account', async () => {
    const { sandbox } = await setUp();
    const codes = [];
    for (let i = 0; i < 40; i++) codes.push((await login(sandbox, `guess-${i}`, `10.${i}.0.9`)).code);
    expect(hashes.calls).toBe(5);
    expect(codes.filter((code) => code === AuthErrorCode.wrongCredentials)).toHaveLength(4);
    expect(codes.slice(5).every((code) => code === AuthErrorCode.accountLocked)).toBe(true);
  });

  it('locks the guessing network out of the account, while the owner on another /24 logs in after the back-off', async () => {
    const { sandbox } = await setUp();
    // A patient guesser on one /24, rotating addresses inside it, waiting out each delay.
    let last: Record<string, any> = {};
    for (let i = 0; i < 10; i++) {
      last = await login(sandbox, `guess-${i}`, `198.51.100.${i + 1}`);
      if (last.code === AuthErrorCode.accountLocked) sandbox.clock.advance(last.interval * 1000);
    }
    expect(last).toMatchObject({ code: AuthErrorCode.lockedOnNetwork, interval: expect.any(Number) });
    expect(hashes.calls).toBe(10);
    // The owner elsewhere: delayed by the account's back-off, then in.
    const delayed = await login(sandbox, PASSWORD, '203.0.113.50');
    expect(delayed.code).toBe(AuthErrorCode.accountLocked);
    sandbox.clock.advance(delayed.interval * 1000);
    const owner = await login(sandbox, PASSWORD, '203.0.113.50');
    expect(owner.code).toBe(200);
    // The owner's login ends the back-off, but the guessing network stays locked, right password or not.
    expect((await login(sandbox, PASSWORD, '203.0.113.50')).code).toBe(200);
    expect((await login(sandbox, PASSWORD, '198.51.100.200')).code).toBe(AuthErrorCode.lockedOnNetwork);
    expect((await login(sandbox, 'guess-x', '198.51.100.201')).code).toBe(AuthErrorCode.lockedOnNetwork);
    expect(hashes.calls).toBe(12);
    // A reset by SMS unlocks it.
    const code = await sandbox.sendSms('9171112222', SmsPurpose.bind);
    const { token } = (await sandbox.call('accountLogin', { account: 'player01', password: PASSWORD })).body as { token: string };
    await sandbox.call('bindAccount', { mobile: '9171112222', smsCode: code }, token);
    sandbox.clock.advance(61_000);
    const forget = await sandbox.sendSms('9171112222', SmsPurpose.forget);
    expect((await sandbox.call('forgetPassword', { mobile: '9171112222', smsCode: forget, password: 'newpass12' })).body.code).toBe(200);
    expect((await post(sandbox, 'accountLogin', { account: 'player01', password: 'newpass12' }, '198.51.100.200')).code).toBe(200);
  });

  it('groups IPv6 by /64: a guesser cycling through its /64 is one network', async () => {
    const { sandbox } = await setUp();
    let last: Record<string, any> = {};
    for (let i = 0; i < 10; i++) {
      last = await login(sandbox, `guess-${i}`, `2001:db8:5:6::${(i + 1).toString(16)}`);
      if (last.code === AuthErrorCode.accountLocked) sandbox.clock.advance(last.interval * 1000);
    }
    expect(last.code).toBe(AuthErrorCode.lockedOnNetwork);
    expect((await login(sandbox, PASSWORD, '2001:db8:5:6:ffff::1')).code).toBe(AuthErrorCode.lockedOnNetwork);
    sandbox.clock.advance(15 * 60 * 1000);
    expect((await login(sandbox, PASSWORD, '2001:db8:5:7::1')).code).toBe(200);
  });
});
