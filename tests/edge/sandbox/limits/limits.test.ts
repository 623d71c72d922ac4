// Responsible gaming in the sandbox: limits stop deposits and bets with their numbers, racing bets
// cannot pass a loss limit, loosening waits 24 hours, and a break or an exclusion blocks login,
// deposit and play while an excluded player can still take the balance out.
import { describe, expect, it } from 'vitest';
import { LimitsErrorCode } from '../../../../contract/limits';
import { LOOSEN_DELAY_MS } from '../../../../contract/limits-enums';
import { ErrorCode } from '../../../../contract/call-row';
import { ledgerMismatches, makeSandbox, type TestSandbox } from '../helpers';
import { coinOf, fundedPlayer, gameApi, startGame } from '../games/game-helpers';

const PESO = 100;
let n = 0;
const rid = () => `lim-${Date.now()}-${++n}`;

const order = async (sandbox: TestSandbox, token: string, amount: number) => (await sandbox.call('recharge', { typeId: 1, amount, requestId: rid() }, token)).body;
const setLimit = async (sandbox: TestSandbox, token: string, kind: string, period: string, amount: number | null) =>
  (await sandbox.call('setSelfLimit', { kind, period, amount }, token)).body;
const limitOf = (body: Record<string, any>, kind: string, period: string) => body.limits.find((l: any) => l.kind === kind && l.period === period);

describe('deposit limits', () => {
  it('stop a deposit past the limit, saying how much is left and when it resets; open orders hold their room', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    expect((await setLimit(sandbox, token, 'deposit', 'day', 1000 * PESO)).change).toBe('applied');
    expect((await order(sandbox, token, 600 * PESO)).code).toBe(200);
    const refused = await order(sandbox, token, 500 * PESO);
    expect(refused).toMatchObject({ code: LimitsErrorCode.depositLimitReached, kind: 'deposit', period: 'day', left: 400 * PESO });
    expect(refused.msg).toMatch(/daily deposit limit lets you deposit ₱400\.00 more\. It resets on .*Manila time/);
    expect((await order(sandbox, token, 400 * PESO)).code).toBe(200);
    const view = (await sandbox.call('getSelfLimits', {}, token)).body;
    expect(limitOf(view, 'deposit', 'day')).toMatchObject({ amount: 1000 * PESO, used: 1000 * PESO, left: 0, pending: null });
  });

  it('parallel orders cannot pass the limit together', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    await setLimit(sandbox, token, 'deposit', 'week', 1000 * PESO);
    const answers = await Promise.all(Array.from({ length: 10 }, () => order(sandbox, token, 300 * PESO)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.code === LimitsErrorCode.depositLimitReached)).toHaveLength(7);
  });

  it('loosening waits 24 hours; the new day starts from zero', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    await setLimit(sandbox, token, 'deposit', 'day', 200 * PESO);
    const loosened = await setLimit(sandbox, token, 'deposit', 'day', null);
    expect(loosened).toMatchObject({ change: 'scheduled', effectiveAt: sandbox.clock.now + LOOSEN_DELAY_MS });
    expect(limitOf(loosened, 'deposit', 'day')).toMatchObject({ amount: 200 * PESO, pending: { amount: null, effectiveAt: sandbox.clock.now + LOOSEN_DELAY_MS } });
    expect((await order(sandbox, token, 300 * PESO)).code).toBe(LimitsErrorCode.depositLimitReached);
    sandbox.clock.advance(LOOSEN_DELAY_MS);
    expect((await order(sandbox, token, 300 * PESO)).code).toBe(200);
    const view = (await sandbox.call('getSelfLimits', {}, token)).body;
    expect(limitOf(view, 'deposit', 'day')).toMatchObject({ amount: null, left: null, pending: null });
  });
});

describe('bet and loss limits', () => {
  it('a bet limit stops the bet that would pass it, in the game', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 1000 * PESO);
    await setLimit(sandbox, token, 'bet', 'day', 15 * PESO);
    const { session } = await startGame(sandbox, token, 1001);
    expect((await gameApi(sandbox, 'spin', { session, bet: 10 * PESO })).body.code).toBe(200);
    const refused = await gameApi(sandbox, 'spin', { session, bet: 10 * PESO });
    expect(refused.body).toMatchObject({ code: LimitsErrorCode.betLimitReached });
    expect(refused.body.msg).toMatch(/daily bet limit lets you bet ₱5\.00 more/);
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM bet_rounds WHERE user_id = ?').pluck().get(userId)).toBe(1);
  });

  it('20 parallel bets cannot pass a loss limit', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 1000 * PESO);
    await setLimit(sandbox, token, 'loss', 'day', 50 * PESO);
    const { session } = await startGame(sandbox, token, 1001);
    const coinBefore = coinOf(sandbox, userId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => gameApi(sandbox, 'spin', { session, bet: 10 * PESO })));
    const rounds = sandbox.db.prepare('SELECT COALESCE(SUM(bet), 0) - COALESCE(SUM(win), 0) AS loss, COUNT(*) AS n FROM bet_rounds WHERE user_id = ?').get(userId) as { loss: number; n: number };
    // Each accepted bet fit the room left as if it were lost: the loss never passes the limit.
    expect(rounds.loss).toBeLessThanOrEqual(50 * PESO);
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(rounds.n);
    expect(answers.filter((a) => a.body.code === LimitsErrorCode.lossLimitReached).length).toBe(20 - rounds.n);
    expect(coinOf(sandbox, userId)).toBe(coinBefore - rounds.loss);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });
});

describe('breaks and self-exclusion', () => {
  it('a break ends every session and refuses login until it ends, saying until when', async () => {
    const sandbox = makeSandbox();
    await sandbox.registerAccount('breaker1', 'secret12');
    const { token } = (await sandbox.call('accountLogin', { account: 'breaker1', password: 'secret12' })).body;
    expect((await sandbox.call('startPlayBreak', { kind: 'break', duration: '24h', password: 'nope-nope' }, token)).body.code).toBe(1407);
    const started = (await sandbox.call('startPlayBreak', { kind: 'break', duration: '24h', password: 'secret12' }, token)).body;
    expect(started).toMatchObject({ code: 200, kind: 'break', until: sandbox.clock.now + 86_400_000 });
    expect((await sandbox.call('refreshData', {}, token)).status).toBe(401);
    const login = (await sandbox.call('accountLogin', { account: 'breaker1', password: 'secret12' })).body;
    expect(login).toMatchObject({ code: LimitsErrorCode.onBreak, until: started.until });
    expect(login.token).toBeUndefined();
    sandbox.clock.advance(86_400_000);
    expect((await sandbox.call('accountLogin', { account: 'breaker1', password: 'secret12' })).body.code).toBe(200);
  });

  it('an exclusion blocks login, deposit and play, yet the balance can be paid out once', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 800 * PESO);
    const account = (await sandbox.call('addBankInfo', { bankId: 1, accountNo: '09171234567', accountName: 'Juan Dela Cruz', password: 'secret12' }, token)).body.account;
    // A second device's session, to show the exclusion ends it too.
    const login = (await sandbox.call('accountLogin', { account: (await sandbox.call('refreshData', {}, token)).body.account ?? '', password: 'secret12' })).body;
    const { session } = await startGame(sandbox, token, 1001);
    const coin = coinOf(sandbox, userId);
    const excluded = (await sandbox.call('startPlayBreak', { kind: 'exclusion', duration: '6m', password: 'secret12' }, token)).body;
    expect(excluded.code).toBe(200);
    for (const t of [token, login.token].filter(Boolean)) {
      expect((await sandbox.call('recharge', { typeId: 1, amount: 100 * PESO, requestId: rid() }, t)).status).toBe(401);
      expect((await sandbox.call('startGame', { gameId: 1001, tryIt: 0 }, t)).status).toBe(401);
    }
    // A game frame left open cannot bet either.
    expect((await gameApi(sandbox, 'spin', { session, bet: 100 })).body.code).not.toBe(200);

    const users = sandbox.db.prepare('SELECT account FROM users WHERE id = ?').pluck().get(userId) as string;
    const refused = (await sandbox.call('accountLogin', { account: users, password: 'secret12' })).body;
    expect(refused).toMatchObject({ code: LimitsErrorCode.selfExcluded, until: excluded.until, payout: { coin, amount: coin, accounts: [{ id: account.id, label: 'GCash ••••4567' }] } });
    expect(refused.token).toBeUndefined();
    // Wrong password: no payout offer.
    expect((await sandbox.call('accountLogin', { account: users, password: 'wrong-pass' })).body.payout).toBeUndefined();

    const ticket = refused.payout.ticket as string;
    const [first, second] = await Promise.all([sandbox.call('requestPayout', { ticket, accountId: account.id }), sandbox.call('requestPayout', { ticket, accountId: account.id })]);
    const answers = [first.body, second.body];
    expect(answers.filter((a) => a.code === 200)).toEqual([expect.objectContaining({ amount: coin })]);
    expect(answers.filter((a) => a.code === LimitsErrorCode.payoutTicketInvalid)).toHaveLength(1);
    expect(coinOf(sandbox, userId)).toBe(0);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('a payout to a wrong account keeps the ticket; a made-up ticket is refused', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 300 * PESO);
    const account = (await sandbox.call('addBankInfo', { bankId: 1, accountNo: '09171234567', accountName: 'Juan Dela Cruz', password: 'secret12' }, token)).body.account;
    await sandbox.call('startPlayBreak', { kind: 'exclusion', duration: '1y', password: 'secret12' }, token);
    const name = sandbox.db.prepare('SELECT account FROM users WHERE id = ?').pluck().get(userId) as string;
    const { payout } = (await sandbox.call('accountLogin', { account: name, password: 'secret12' })).body;
    expect((await sandbox.call('requestPayout', { ticket: payout.ticket, accountId: account.id + 99 })).body.code).toBe(1409);
    expect((await sandbox.call('requestPayout', { ticket: payout.ticket, accountId: account.id })).body.code).toBe(200);
    expect((await sandbox.call('requestPayout', { ticket: 'x'.repeat(43), accountId: account.id })).body.code).toBe(LimitsErrorCode.payoutTicketInvalid);
  });

  it('refuses malformed requests with 400', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    for (const body of [
      { kind: 'deposit', period: 'day', amount: 0 },
      { kind: 'deposit', period: 'year', amount: 100 },
      { kind: 'casino', period: 'day', amount: 100 },
      { kind: 'deposit', period: 'day', amount: 10.5 },
    ]) {
      expect((await sandbox.call('setSelfLimit', body, token)).status).toBe(ErrorCode.badRequest);
    }
    expect((await sandbox.call('startPlayBreak', { kind: 'break', duration: '5y', password: 'secret12' }, token)).status).toBe(400);
    expect((await sandbox.call('setRealityCheck', { minutes: 45 }, token)).status).toBe(400);
    expect((await sandbox.call('setRealityCheck', { minutes: 60 }, token)).body).toMatchObject({ code: 200, realityCheckMinutes: 60 });
    expect((await sandbox.call('getSelfLimits', {}, token)).body.realityCheckMinutes).toBe(60);
  });
});
