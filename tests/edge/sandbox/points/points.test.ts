// Points: a point for every ₱10 of real-money bets (the rest carries to the next bet), exchanged
// for bonus coins once per request, never below zero however many exchanges race.
import { describe, expect, it } from 'vitest';
import { DEFAULT_POINTS_CONFIG, PointsErrorCode } from '../../../../contract/points';
import { ledgerMismatches, makeSandbox, type TestSandbox } from '../helpers';
import { grantsOf, loser, paidDeposit, PESO } from '../bonus/bonus-helpers';

const PASSWORD = 'secret12';
let n = 0;

async function player(sandbox: TestSandbox, deposit = 1_000 * PESO) {
  const { token, user } = await sandbox.registerAccount(`pts${++n}x${String(Date.now() % 100000).padStart(5, '0')}`, PASSWORD);
  await paidDeposit(sandbox, token, deposit);
  return { token, userId: user.id as number };
}

const info = async (sandbox: TestSandbox, token?: string) => (await sandbox.call('pointsInfo', {}, token)).body;
const exchange = async (sandbox: TestSandbox, token: string, optionId: number, requestId: string) => (await sandbox.call('pointsExchange', { optionId, requestId }, token)).body;

describe('points', () => {
  it('earns a point for every ₱10 bet, carrying the rest to the next bet', async () => {
    const sandbox = makeSandbox();
    const { token } = await player(sandbox);
    const spin = await loser(sandbox, token);
    spin(5 * PESO);
    spin(2 * PESO);
    expect(await info(sandbox, token)).toMatchObject({ open: true, balance: 0, earned: 0, toNext: 3 * PESO });
    spin(20 * PESO);
    spin(5 * PESO);
    expect(await info(sandbox, token)).toMatchObject({ balance: 3, earned: 3, toNext: 8 * PESO });
    expect((await info(sandbox)).balance).toBe(0);
    expect((await info(sandbox)).options).toEqual(DEFAULT_POINTS_CONFIG.options);
  });

  it('exchanges points for bonus coins once per request, and refuses what the balance cannot pay', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox);
    const spin = await loser(sandbox, token);
    for (let i = 0; i < 24; i++) spin(50 * PESO); // 120 points
    const first = await exchange(sandbox, token, 1, 'points-req-0001');
    expect(first).toMatchObject({ code: 200, awards: [{ propId: 2001, count: PESO }], bonusStatus: 'locked', balance: 20 });
    // The same request again: the same answer, nothing spent or paid twice.
    expect(await exchange(sandbox, token, 1, 'points-req-0001')).toMatchObject({ code: 200, balance: 20, awards: [{ propId: 2001, count: PESO }] });
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'points')).toHaveLength(1);
    expect(await exchange(sandbox, token, 1, 'points-req-0002')).toMatchObject({ code: PointsErrorCode.notEnough, balance: 20 });
    expect((await exchange(sandbox, token, 99, 'points-req-0003')).code).toBe(PointsErrorCode.unknownOption);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('pays 20 concurrent exchanges only as far as the points go', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox, 3_000 * PESO);
    const spin = await loser(sandbox, token);
    for (let i = 0; i < 50; i++) spin(50 * PESO); // 250 points: two exchanges of 100
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => exchange(sandbox, token, 1, `race-request-${String(i).padStart(2, '0')}`)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.code === PointsErrorCode.notEnough)).toHaveLength(18);
    expect((await info(sandbox, token)).balance).toBe(50);
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'points').map((g) => g.amount)).toEqual([PESO, PESO]);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('earns and exchanges nothing while points are closed, and refuses a guest’s exchange', async () => {
    const sandbox = makeSandbox();
    const { token } = await player(sandbox);
    const spin = await loser(sandbox, token, (config) => ({ ...config, pointsConfig: { ...DEFAULT_POINTS_CONFIG, status: 0 } }));
    spin(50 * PESO);
    spin(50 * PESO);
    expect((await info(sandbox, token)).balance).toBe(0);
    expect((await sandbox.call('pointsExchange', { optionId: 1, requestId: 'guest-request-1' })).body.code).toBe(401);
  });
});
