// Daily sign-in (issue 22): a 7-day cycle, one sign-in a Manila day paying that day's amount; a
// missed day or the end of the cycle starts it again at day 1; 20 claims at once pay once; a free
// bonus pending until the first deposit; the VIP extra only for a VIP who signed in today, once a
// day; the award flag while something waits; the moved clock of the dev endpoint.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_IN_CONFIG, SignInErrorCode } from '../../../../contract/sign-in';
import { setVip } from '../../../../edge/sandbox/vip/service';
import { ledgerMismatches, makeSandbox, type TestSandbox } from '../helpers';
import { coinOf, fundedPlayer } from '../games/game-helpers';
import { grantsOf, paidDeposit, PESO } from '../bonus/bonus-helpers';

const DAY = 24 * 3600_000;
// The test clock starts at 08:00 UTC, 16:00 in Manila: 8 hours to Manila midnight.
const TO_MIDNIGHT = 8 * 3600_000;

const info = async (sandbox: TestSandbox, token: string) => (await sandbox.call('signInInfo', {}, token)).body;
const sign = async (sandbox: TestSandbox, token: string) => (await sandbox.call('signIn', {}, token)).body;
const states = (body: Record<string, any>) => (body.days as { state: string }[]).map((day) => day.state).join(' ');

describe('daily sign-in', () => {
  it('pays each day of the 7-day cycle its amount, then starts again at day 1', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    await paidDeposit(sandbox, token, 500 * PESO);
    const before = await info(sandbox, token);
    expect(before).toMatchObject({ code: 200, open: true, today: 1, signedToday: false, streak: 0, restarted: false, vip: { level: 0, amount: 0, status: 'none' } });
    expect(before.days).toEqual(DEFAULT_SIGN_IN_CONFIG.days.map((amount, index) => ({ day: index + 1, amount, state: index === 0 ? 'today' : 'upcoming' })));
    expect(before.resetAt).toBe(sandbox.clock.now + TO_MIDNIGHT);

    const paid: number[] = [];
    for (let day = 1; day <= 8; day++) {
      const answer = await sign(sandbox, token);
      expect(answer).toMatchObject({ code: 200, bonusStatus: 'locked' });
      paid.push(answer.awards[0].count);
      const after = await info(sandbox, token);
      expect(after).toMatchObject({ signedToday: true, streak: day, today: ((day - 1) % 7) + 1 });
      sandbox.clock.advance(DAY);
    }
    expect(paid).toEqual([1, 2, 3, 5, 5, 8, 15, 1].map((pesos) => pesos * PESO));
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'sign_in').map((g) => g.required)).toEqual(paid.map((amount) => amount * 5));
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('shows the days signed, today and those to come', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    await sign(sandbox, token);
    sandbox.clock.advance(DAY);
    await sign(sandbox, token);
    expect(states(await info(sandbox, token))).toBe('signed signed upcoming upcoming upcoming upcoming upcoming');
    sandbox.clock.advance(DAY);
    const third = await info(sandbox, token);
    expect(states(third)).toBe('signed signed today upcoming upcoming upcoming upcoming');
    expect(third).toMatchObject({ today: 3, streak: 2, signedToday: false, restarted: false });
  });

  it('starts a new day at Manila midnight, and the cycle again at day 1 after a missed day', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    expect((await sign(sandbox, token)).day).toBe(1);
    sandbox.clock.advance(TO_MIDNIGHT - 1000);
    expect((await sign(sandbox, token)).code).toBe(SignInErrorCode.alreadySigned);
    sandbox.clock.advance(1000);
    expect(await info(sandbox, token)).toMatchObject({ today: 2, signedToday: false, streak: 1 });
    expect(await sign(sandbox, token)).toMatchObject({ code: 200, day: 2, awards: [{ propId: 2001, count: 2 * PESO }] });

    // The next day goes by unsigned: the day after, the cycle starts again.
    sandbox.clock.advance(2 * DAY);
    expect(await info(sandbox, token)).toMatchObject({ today: 1, streak: 0, restarted: true });
    expect(states(await info(sandbox, token))).toBe('today upcoming upcoming upcoming upcoming upcoming upcoming');
    expect(await sign(sandbox, token)).toMatchObject({ code: 200, day: 1, awards: [{ propId: 2001, count: PESO }] });
    expect(await info(sandbox, token)).toMatchObject({ today: 1, streak: 1, signedToday: true, restarted: true });
  });

  it('pays once when signed 20 times at once', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    await paidDeposit(sandbox, token, 500 * PESO);
    const before = coinOf(sandbox, userId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sign(sandbox, token)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === SignInErrorCode.alreadySigned)).toHaveLength(19);
    expect(coinOf(sandbox, userId)).toBe(before + PESO);
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'sign_in')).toHaveLength(1);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('holds a sign-in as a pending free bonus until the first deposit', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    expect(await sign(sandbox, token)).toMatchObject({ code: 200, coin: 0, bonusStatus: 'pending' });
    expect(coinOf(sandbox, userId)).toBe(0);
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'sign_in').map((g) => g.status)).toEqual(['pending']);
    await paidDeposit(sandbox, token, 100 * PESO);
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'sign_in').map((g) => g.status)).toEqual(['locked']);
    // The deposit, its ₱20 first-deposit reward, the sign-up ₱10 and the sign-in ₱1.
    expect(coinOf(sandbox, userId)).toBe(131 * PESO);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('raises the signIn award flag until today is signed', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    await sandbox.setConfig({ loginBonus3Config: { status: 0, days: [100] } });
    const flag = async () => (await sandbox.call('activityGetStatusList', {}, token)).body.signIn as boolean;
    expect(await flag()).toBe(true);
    await sign(sandbox, token);
    expect(await flag()).toBe(false);
    sandbox.clock.advance(TO_MIDNIGHT);
    expect(await flag()).toBe(true);
  });

  it('refuses a sign-in while it is switched off, and guests', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    await sandbox.setConfig({ signInConfig: { ...DEFAULT_SIGN_IN_CONFIG, status: 0 } });
    expect((await sign(sandbox, token)).code).toBe(SignInErrorCode.closed);
    expect(await info(sandbox, token)).toMatchObject({ open: false, days: expect.arrayContaining([expect.objectContaining({ day: 7 })]) });
    expect((await sandbox.call('signIn', {})).status).toBe(401);
  });

  it('follows the clock moved by the dev endpoint', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    await sign(sandbox, token);
    const moved = await sandbox.app.request('/sandbox/dev/clock', { method: 'POST', body: JSON.stringify({ offsetMs: DAY }), headers: { 'content-type': 'application/json' } });
    expect(await moved.json()).toEqual({ offsetMs: DAY, now: sandbox.clock.now + DAY });
    expect(await sign(sandbox, token)).toMatchObject({ code: 200, day: 2 });
    await sandbox.app.request('/sandbox/dev/clock', { method: 'POST', body: JSON.stringify({ offsetMs: 0 }), headers: { 'content-type': 'application/json' } });
    expect((await sign(sandbox, token)).code).toBe(SignInErrorCode.alreadySigned);
  });
});

describe('VIP sign-in award', () => {
  const claim = async (sandbox: TestSandbox, token: string) => (await sandbox.call('appVipUserReceiveSignInAward', {}, token)).body;

  it('is for a VIP only, after signing in today, once a day', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    await sign(sandbox, token);
    expect((await claim(sandbox, token)).code).toBe(SignInErrorCode.notVip);

    sandbox.clock.advance(DAY);
    setVip(sandbox.db, userId, 2);
    expect((await info(sandbox, token)).vip).toEqual({ level: 2, amount: 4 * PESO, status: 'locked' });
    expect((await claim(sandbox, token)).code).toBe(SignInErrorCode.notSignedToday);
    await sign(sandbox, token);
    expect((await info(sandbox, token)).vip.status).toBe('claimable');
    expect((await sandbox.call('activityGetStatusList', {}, token)).body.signIn).toBe(true);

    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(sandbox, token)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === SignInErrorCode.vipAlreadyClaimed)).toHaveLength(19);
    // Not a free bonus: in the balance at once, held by its 1x turnover.
    expect(answers.find((a) => a.code === 200)).toMatchObject({ awards: [{ propId: 2001, count: 4 * PESO }], coin: 4 * PESO, bonusStatus: 'locked' });
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'vip_sign_in')).toEqual([{ kind: 'vip_sign_in', amount: 4 * PESO, required: 4 * PESO, done: 0, status: 'locked' }]);
    expect((await info(sandbox, token)).vip.status).toBe('claimed');

    sandbox.clock.advance(TO_MIDNIGHT);
    expect((await info(sandbox, token)).vip.status).toBe('locked');
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('refuses a level that pays no extra', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    await sandbox.setConfig({ signInConfig: { ...DEFAULT_SIGN_IN_CONFIG, vipAward: { '1': 100 } } });
    setVip(sandbox.db, userId, 3);
    await sign(sandbox, token);
    expect((await info(sandbox, token)).vip).toEqual({ level: 3, amount: 0, status: 'none' });
    expect((await claim(sandbox, token)).code).toBe(SignInErrorCode.vipNothingToClaim);
  });
});
