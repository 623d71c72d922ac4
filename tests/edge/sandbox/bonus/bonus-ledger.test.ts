// The bonus ledger (issue 22): free bonuses wait for the first deposit, every bonus stays locked
// until its turnover is bet, a claim pays once however often it is fired, and a withdrawal never
// takes locked bonus, even racing bets.
import { describe, expect, it } from 'vitest';
import { DEFAULT_BONUS_TURNOVER } from '../../../../contract/bonus';
import { WalletErrorCode } from '../../../../contract/wallet';
import { grantBonus } from '../../../../edge/sandbox/bonus/service';
import { ledgerMismatches, makeSandbox, type TestSandbox } from '../helpers';
import { coinOf } from '../games/game-helpers';
import { grantsOf, loser, paidDeposit, PESO } from './bonus-helpers';

const PASSWORD = 'secret12';
let n = 0;
const account = () => `bn${++n}x${String(Date.now() % 100000).padStart(5, '0')}`;

/**
 * A new player. The first-deposit reward (tests/edge/sandbox/deposit-rewards/) is switched off
 * here, so that the sums below are the ledger's rules alone.
 */
async function newPlayer(sandbox: TestSandbox) {
  await sandbox.setConfig({ firstDepositConfig: { status: 0, tiers: [] } });
  const { token, user } = await sandbox.registerAccount(account(), PASSWORD);
  return { token, userId: user.id as number };
}

async function collectWelcomeMail(sandbox: TestSandbox, token: string) {
  const mails = (await sandbox.call('getMail2', { pageNum: 1, pageSize: 20 }, token)).body;
  const welcome = mails.list.find((mail: { hasAward?: boolean; awards?: unknown[] }) => mail.hasAward ?? (mail.awards?.length ?? 0) > 0) ?? mails.list[0];
  return (await sandbox.call('receiveMail', { id: welcome.id }, token)).body;
}

describe('the top-up gate', () => {
  it('holds the sign-up bonus and the welcome mail outside the balance until the first deposit, then locks them with their turnover', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await newPlayer(sandbox);
    expect(coinOf(sandbox, userId)).toBe(0);
    const mail = await collectWelcomeMail(sandbox, token);
    expect(mail).toMatchObject({ code: 200, coin: 0, bonusStatus: 'pending' });
    expect(grantsOf(sandbox, userId).map((g) => [g.kind, g.status])).toEqual([
      ['register_bonus', 'pending'],
      ['mail', 'pending'],
    ]);
    const info = (await sandbox.call('getExchange', {}, token)).body;
    expect(info).toMatchObject({ coin: 0, withdrawable: 0, holds: [{ reason: 'pending', amount: 15 * PESO }] });

    // ₱299 earns no deposit bonus (the ₱300 chip's is the first): only the free bonuses move.
    await paidDeposit(sandbox, token, 299 * PESO);
    expect(coinOf(sandbox, userId)).toBe(314 * PESO);
    expect(grantsOf(sandbox, userId)).toEqual([
      { kind: 'register_bonus', amount: 10 * PESO, required: 10 * PESO * DEFAULT_BONUS_TURNOVER.register_bonus, done: 0, status: 'locked' },
      { kind: 'mail', amount: 5 * PESO, required: 5 * PESO * DEFAULT_BONUS_TURNOVER.mail, done: 0, status: 'locked' },
    ]);
    const after = (await sandbox.call('getExchange', {}, token)).body;
    expect(after.withdrawable).toBe(299 * PESO);
    expect(after.holds).toEqual([{ reason: 'turnover', locked: 15 * PESO, required: 225 * PESO, done: 0 }]);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('refuses to withdraw the free bonus of a player who never deposited (the ₱105 case)', async () => {
    const sandbox = makeSandbox();
    const { token } = await newPlayer(sandbox);
    await collectWelcomeMail(sandbox, token);
    const { body: added } = await sandbox.call('addBankInfo', { bankId: 1, accountNo: '09171234567', accountName: 'Juan Dela Cruz', password: PASSWORD }, token);
    const refused = (await sandbox.call('exchange', { accountId: added.account.id, amount: 100 * PESO, password: PASSWORD, requestId: 'nodeposit-request-1' }, token)).body;
    expect(refused).toMatchObject({ code: WalletErrorCode.insufficientBalance, withdrawable: 0 });
  });
});

describe('turnover', () => {
  it('releases bonuses oldest first as bets count, and loses what was locked when the balance is played to zero', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await newPlayer(sandbox);
    await paidDeposit(sandbox, token, 299 * PESO); // below the first bonus chip (₱300)
    const spin = await loser(sandbox, token);
    for (let i = 0; i < 4; i++) spin(50 * PESO); // ₱200: the sign-up bonus's 20 x ₱10
    expect(grantsOf(sandbox, userId)[0]).toMatchObject({ kind: 'register_bonus', done: 200 * PESO, status: 'released' });
    expect((await sandbox.call('getExchange', {}, token)).body).toMatchObject({ coin: 109 * PESO, withdrawable: 109 * PESO, holds: [] });

    await collectWelcomeMail(sandbox, token); // ₱5, locked at once now
    expect((await sandbox.call('getExchange', {}, token)).body.holds).toEqual([{ reason: 'turnover', locked: 5 * PESO, required: 25 * PESO, done: 0 }]);
    while (coinOf(sandbox, userId) >= 50 * PESO) spin(50 * PESO);
    while (coinOf(sandbox, userId) >= PESO) spin(PESO);
    expect(coinOf(sandbox, userId)).toBe(0);
    expect(grantsOf(sandbox, userId).map((g) => g.status)).toEqual(['released', 'released']);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('never lets a withdrawal take locked bonus while bets race it', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await newPlayer(sandbox);
    await paidDeposit(sandbox, token, 500 * PESO, 3); // + ₱25 deposit bonus, 10x
    const spin = await loser(sandbox, token);
    const { body: added } = await sandbox.call('addBankInfo', { bankId: 1, accountNo: '09171234567', accountName: 'Juan Dela Cruz', password: PASSWORD }, token);
    const attempts = Array.from({ length: 6 }, (_, i) =>
      Promise.resolve().then(async () => {
        spin(10 * PESO);
        return (await sandbox.call('exchange', { accountId: added.account.id, amount: 100 * PESO, password: PASSWORD, requestId: `race-request-${i}` }, token)).body;
      }),
    );
    const answers = await Promise.all(attempts);
    const placed = answers.filter((a) => a.code === 200).length;
    // ₱535 in; ₱60 bet; ₱35 of bonus locked (₱450 of turnover not met): ₱440 can leave, so 4 of ₱100.
    expect(placed).toBe(4);
    expect(coinOf(sandbox, userId)).toBe(535 * PESO - 60 * PESO - 400 * PESO);
    expect(coinOf(sandbox, userId)).toBeGreaterThanOrEqual(35 * PESO);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });
});

describe('claims', () => {
  it('pays a claim fired 20 times at once exactly once', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await newPlayer(sandbox);
    await paidDeposit(sandbox, token, 299 * PESO); // below the first bonus chip (₱300)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => Promise.resolve().then(() => grantBonus(sandbox.db, {}, { userId, kind: 'task', claimKey: 'task:7:2026-01-15', amount: 3 * PESO, now: sandbox.clock.now }))),
    );
    expect(answers.filter((a) => a.granted)).toHaveLength(1);
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'task')).toHaveLength(1);
    const mails = (await sandbox.call('getMail2', { pageNum: 1, pageSize: 20 }, token)).body;
    const collected = await Promise.all(Array.from({ length: 20 }, () => sandbox.call('receiveMail', { id: mails.list[0].id }, token)));
    expect(collected.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(coinOf(sandbox, userId)).toBe(299 * PESO + 10 * PESO + 3 * PESO + 5 * PESO);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('takes the turnover multiple from the operator config, and 0 releases at once', async () => {
    const sandbox = makeSandbox();
    await sandbox.setConfig({ bonusTurnover: { register_bonus: 0, deposit_bonus: 2 } });
    const { token, userId } = await newPlayer(sandbox);
    await paidDeposit(sandbox, token, 500 * PESO, 3);
    expect(grantsOf(sandbox, userId)).toEqual([
      { kind: 'register_bonus', amount: 10 * PESO, required: 0, done: 0, status: 'released' },
      { kind: 'deposit_bonus', amount: 25 * PESO, required: 50 * PESO, done: 0, status: 'locked' },
    ]);
  });
});
