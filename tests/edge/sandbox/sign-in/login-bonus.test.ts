// The free login bonus (issue 22): a new player's first three login days each pay their amount,
// one claim a Manila day, then none; 20 claims at once pay once; a free bonus pending until the
// first deposit; the award flag while a day waits. And the upgrade that gives an older database
// the sign-in and login-bonus config.
import { describe, expect, it } from 'vitest';
import { SignInErrorCode } from '../../../../contract/sign-in';
import { readStoredConfig, replaceStoredConfig } from '../../../../edge/sandbox/config/service';
import { openSandboxDb } from '../../../../edge/sandbox/db';
import { upgradeRewardsConfig } from '../../../../edge/sandbox/seed/rewards-upgrade';
import { ledgerMismatches, makeSandbox, type TestSandbox } from '../helpers';
import { fundedPlayer } from '../games/game-helpers';
import { grantsOf, paidDeposit, PESO } from '../bonus/bonus-helpers';

const DAY = 24 * 3600_000;
const TO_MIDNIGHT = 8 * 3600_000;

const state = async (sandbox: TestSandbox, token: string) => (await sandbox.call('loginBonus3User', {}, token)).body;
const claim = async (sandbox: TestSandbox, token: string) => (await sandbox.call('loginBonus3UserReceive', {}, token)).body;
const states = (body: Record<string, any>) => (body.days as { state: string }[]).map((day) => day.state).join(' ');

describe('free login bonus', () => {
  it('pays the first three login days, one a Manila day, then nothing', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    expect(await state(sandbox, token)).toMatchObject({
      code: 200,
      open: true,
      claimed: 0,
      claimedToday: false,
      finished: false,
      days: [
        { day: 1, amount: 2 * PESO, state: 'today' },
        { day: 2, amount: 3 * PESO, state: 'upcoming' },
        { day: 3, amount: 5 * PESO, state: 'upcoming' },
      ],
    });
    expect(await claim(sandbox, token)).toMatchObject({ code: 200, day: 1, awards: [{ propId: 2001, count: 2 * PESO }], bonusStatus: 'pending' });
    expect(await state(sandbox, token)).toMatchObject({ claimed: 1, claimedToday: true });
    expect(states(await state(sandbox, token))).toBe('claimed upcoming upcoming');
    sandbox.clock.advance(TO_MIDNIGHT - 1000);
    expect((await claim(sandbox, token)).code).toBe(SignInErrorCode.loginBonusToday);

    // Login days need not follow each other: day 2 comes on the next day the player is back.
    sandbox.clock.advance(1000 + 3 * DAY);
    expect(states(await state(sandbox, token))).toBe('claimed today upcoming');
    expect(await claim(sandbox, token)).toMatchObject({ code: 200, day: 2, awards: [{ count: 3 * PESO }] });
    sandbox.clock.advance(DAY);
    expect(await claim(sandbox, token)).toMatchObject({ code: 200, day: 3, awards: [{ count: 5 * PESO }] });
    sandbox.clock.advance(DAY);
    expect(await state(sandbox, token)).toMatchObject({ claimed: 3, claimedToday: false, finished: true });
    expect(states(await state(sandbox, token))).toBe('claimed claimed claimed');
    expect((await claim(sandbox, token)).code).toBe(SignInErrorCode.loginBonusDone);
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'login_bonus').map((g) => [g.amount, g.status])).toEqual([
      [2 * PESO, 'pending'],
      [3 * PESO, 'pending'],
      [5 * PESO, 'pending'],
    ]);
    await paidDeposit(sandbox, token, 100 * PESO);
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'login_bonus').map((g) => [g.status, g.required])).toEqual([
      ['locked', 10 * PESO],
      ['locked', 15 * PESO],
      ['locked', 25 * PESO],
    ]);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('pays once when claimed 20 times at once', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(sandbox, token)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === SignInErrorCode.loginBonusToday)).toHaveLength(19);
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'login_bonus')).toHaveLength(1);
  });

  it('raises the signIn award flag while a login day waits, and refuses while switched off', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    const flag = async () => (await sandbox.call('activityGetStatusList', {}, token)).body.signIn as boolean;
    await sandbox.call('signIn', {}, token);
    expect(await flag()).toBe(true);
    await claim(sandbox, token);
    expect(await flag()).toBe(false);
    await sandbox.setConfig({ loginBonus3Config: { status: 0, days: [200, 300, 500] } });
    sandbox.clock.advance(DAY);
    await sandbox.call('signIn', {}, token);
    expect(await state(sandbox, token)).toMatchObject({ open: false });
    expect(states(await state(sandbox, token))).toBe('claimed upcoming upcoming');
    expect(await flag()).toBe(false);
    expect((await claim(sandbox, token)).code).toBe(SignInErrorCode.loginBonusClosed);
  });
});

describe('rewards upgrade', () => {
  it('adds the sign-in and login-bonus config to an older database, keeping the operator’s own', () => {
    const db = openSandboxDb(':memory:');
    const row = readStoredConfig(db)!;
    const { signInConfig: _s, loginBonus3Config: _l, ...old } = row.config;
    replaceStoredConfig(db, row.version + 1, { ...old, v: row.version + 1 }, 0);
    expect(upgradeRewardsConfig(db, 0)).toBe(true);
    const upgraded = readStoredConfig(db)!.config;
    expect(upgraded.signInConfig?.days).toEqual([100, 200, 300, 500, 500, 800, 1500]);
    expect(upgraded.loginBonus3Config?.days).toEqual([200, 300, 500]);
    expect(upgradeRewardsConfig(db, 0)).toBe(false);
    db.close();
  });
});
