// The hooks of edge/sandbox/hooks.ts: the settlement hooks run inside the bet, roll it back when
// they throw, and are replaced through createSandboxApp({ hooks }).
import { describe, expect, it } from 'vitest';
import { settleSpin, SpinFailure } from '../../../edge/sandbox/games/spin';
import { createSandboxApp } from '../../../edge/sandbox/app';
import { DEFAULT_HOOKS } from '../../../edge/sandbox/default-hooks';
import type { Settlement, SettlementHook } from '../../../edge/sandbox/hooks';
import { vipExperienceHook } from '../../../edge/sandbox/vip/experience-hook';
import { ledgerMismatches, makeSandbox } from './helpers';
import { coinOf, fundedPlayer, gameApi, startGame } from './games/game-helpers';

type Sandbox = ReturnType<typeof makeSandbox>;

const totals = (sandbox: Sandbox, userId: number) => ({
  coin: coinOf(sandbox, userId),
  ledger: sandbox.db.prepare('SELECT COUNT(*) FROM ledger WHERE user_id = ?').pluck().get(userId),
  rounds: sandbox.db.prepare('SELECT COUNT(*) FROM bet_rounds WHERE user_id = ?').pluck().get(userId),
  user: sandbox.db.prepare('SELECT bet, vip_exp FROM users WHERE id = ?').get(userId),
});

async function playing(sandbox: Sandbox) {
  const { token, userId } = await fundedPlayer(sandbox);
  const { session } = await startGame(sandbox, token, 1001);
  const config = (await sandbox.call('anonymous/appConfig', {})).body.config;
  return { userId, spin: (hooks: readonly SettlementHook[]) => settleSpin(sandbox.db, { token: session, bet: 500, now: sandbox.clock.now, config, random: () => 0, hooks }), session };
}

describe('settlement hooks', () => {
  it('run inside the bet with what was settled, after the ledger moved', async () => {
    const sandbox = makeSandbox();
    const { userId, spin } = await playing(sandbox);
    const seen: (Omit<Settlement, 'db' | 'config'> & { inTransaction: boolean; coin: number })[] = [];
    const result = spin([({ db, config: _config, ...rest }) => void seen.push({ ...rest, inTransaction: db.isTransaction, coin: coinOf(sandbox, userId) })]);
    if (result instanceof SpinFailure) throw new Error(result.message);
    expect(seen).toEqual([{ userId, gameId: 1001, betAmount: 500, winAmount: result.win, now: sandbox.clock.now, inTransaction: true, coin: result.balance }]);
  });

  it('a hook that throws rolls the whole bet back: no ledger row, no round, no balance or total change', async () => {
    const sandbox = makeSandbox();
    const { userId, spin } = await playing(sandbox);
    const before = totals(sandbox, userId);
    const calls: string[] = [];
    const failing: SettlementHook = () => {
      throw new Error('task service broke');
    };
    expect(() => spin([...DEFAULT_HOOKS.settlement, () => void calls.push('ran'), failing])).toThrow('task service broke');
    expect(calls).toEqual(['ran']);
    expect(totals(sandbox, userId)).toEqual(before);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('refuses an async hook (its work would escape the transaction) and rolls back', async () => {
    const sandbox = makeSandbox();
    const { userId, spin } = await playing(sandbox);
    const before = totals(sandbox, userId);
    const asyncHook = (async () => {}) as unknown as SettlementHook;
    expect(() => spin([asyncHook])).toThrow(/synchronous/);
    expect(totals(sandbox, userId)).toEqual(before);
  });

  it('the default hooks grow VIP experience by every real-money bet, through the HTTP API', async () => {
    expect(DEFAULT_HOOKS.settlement).toContain(vipExperienceHook);
    const sandbox = makeSandbox();
    const { userId, session } = await playing(sandbox);
    for (const bet of [100, 500, 2000]) expect((await gameApi(sandbox, 'spin', { session, bet })).status).toBe(200);
    expect(totals(sandbox, userId).user).toEqual({ bet: 2600, vip_exp: 2600 });
  });

  it('createSandboxApp({ hooks: { settlement } }) puts the given hooks on the spin API; a failing one answers 500 and moves nothing', async () => {
    const sandbox = makeSandbox();
    const { userId, session } = await playing(sandbox);
    const before = totals(sandbox, userId);
    const seen: number[] = [];
    const app = createSandboxApp({
      db: sandbox.db,
      now: () => sandbox.clock.now,
      log: () => {},
      hooks: {
        settlement: [
          ({ betAmount }) => void seen.push(betAmount),
          () => {
            throw new Error('jackpot service broke');
          },
        ],
      },
    });
    const response = await app.request('/sandbox/games/api/spin', { method: 'POST', body: JSON.stringify({ session, bet: 200 }) });
    expect(response.status).toBe(500);
    expect(seen).toEqual([200]);
    expect(totals(sandbox, userId)).toEqual(before);
  });

  it('without the VIP hook the wager total still grows but experience does not', async () => {
    const sandbox = makeSandbox();
    const { userId, spin } = await playing(sandbox);
    spin([]);
    expect(totals(sandbox, userId).user).toEqual({ bet: 500, vip_exp: 0 });
  });
});
