// Shortcuts for the bonus ledger's tests: a player's grants, a paid deposit, and losing spins
// (no win, so the balance and the turnover move by the bet alone).
import { settleSpin, SpinFailure } from '../../../../edge/sandbox/games/spin';
import { evaluate, spinReels } from '../../../../edge/sandbox/games/slot-engine';
import { DEFAULT_HOOKS } from '../../../../edge/sandbox/default-hooks';
import type { AppConfig } from '../../../../contract/core';
import type { TestSandbox } from '../helpers';
import { startGame } from '../games/game-helpers';

export const PESO = 100;

export const grantsOf = (sandbox: TestSandbox, userId: number) =>
  sandbox.db.prepare('SELECT kind, amount, turnover_required AS required, turnover_done AS done, status FROM bonus_grants WHERE user_id = ? ORDER BY id').all(userId) as {
    kind: string;
    amount: number;
    required: number;
    done: number;
    status: string;
  }[];

/** Places a GCash deposit of `amount` and has the provider pay it (the amount decides its bonus: none below ₱300). */
export async function paidDeposit(sandbox: TestSandbox, token: string, amount: number, itemId?: number): Promise<void> {
  const placed = (await sandbox.call('recharge', { typeId: 1, amount, ...(itemId && { itemId }), requestId: `dep-${Math.random().toString(36).slice(2, 12)}` }, token)).body;
  if (placed.code !== 200) throw new Error(`recharge failed: ${JSON.stringify(placed)}`);
  const paid = await sandbox.app.request(`/sandbox/dev/deposits/${placed.order.orderNo}/pay`, { method: 'POST' });
  if (paid.status !== 200) throw new Error(`pay failed: ${paid.status}`);
}

/** A random source whose reels win nothing (found once by trying seeds). */
function losingRandom(): () => (n: number) => number {
  const seeded = (seed: number) => {
    let state = seed;
    return (n: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % n;
    };
  };
  for (let seed = 1; ; seed++) if (evaluate(spinReels(seeded(seed)), 100).length === 0) return () => seeded(seed);
}
const losing = losingRandom();

/** A game session of the player (game 1001 unless `gameId`) and a function that settles one losing real-money spin of `bet` (judged by the config `change` returns). */
export async function loser(sandbox: TestSandbox, token: string, change: (config: AppConfig) => AppConfig = (config) => config, gameId = 1001) {
  const { session } = await startGame(sandbox, token, gameId);
  const config = change((await sandbox.call('anonymous/appConfig', {})).body.config as AppConfig);
  return (bet: number) => {
    const result = settleSpin(sandbox.db, { token: session, bet, now: sandbox.clock.now, config, random: losing(), hooks: DEFAULT_HOOKS.settlement });
    if (result instanceof SpinFailure) throw new Error(result.message);
    if (result.win !== 0) throw new Error('the losing spin won');
    return result;
  };
}
