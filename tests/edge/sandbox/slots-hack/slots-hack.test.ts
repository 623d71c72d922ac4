// Slots hack: every player's settled rounds per slot in the last hour or day, busiest first, with
// the paid-back rate beside the long-run return; open to guests, kept for a minute.
import { describe, expect, it } from 'vitest';
import { settleSpin, SpinFailure } from '../../../../edge/sandbox/games/spin';
import { DEFAULT_HOOKS } from '../../../../edge/sandbox/default-hooks';
import { theoreticalRtp } from '../../../../edge/sandbox/games/slot-engine';
import type { AppConfig } from '../../../../contract/core';
import { makeSandbox, type TestSandbox } from '../helpers';
import { loser, paidDeposit, PESO } from '../bonus/bonus-helpers';
import { startGame } from '../games/game-helpers';

const MINUTE = 60_000;

async function winner(sandbox: TestSandbox, token: string, gameId: number) {
  const { session } = await startGame(sandbox, token, gameId);
  const config = (await sandbox.call('anonymous/appConfig', {})).body.config as AppConfig;
  // Every cell the first symbol: every line pays.
  const result = settleSpin(sandbox.db, { token: session, bet: PESO, now: sandbox.clock.now, config, random: () => 0, hooks: DEFAULT_HOOKS.settlement });
  if (result instanceof SpinFailure) throw new Error(result.message);
  return result.win;
}

async function player(sandbox: TestSandbox, account: string) {
  const { token } = await sandbox.registerAccount(account, 'secret12');
  await paidDeposit(sandbox, token, 1_000 * PESO);
  return { token };
}

const list = async (sandbox: TestSandbox, window: string) => (await sandbox.call('slotsHackList', { window })).body;

describe('slots hack', () => {
  it('lists what each slot took and paid, busiest first, to guests too', async () => {
    const sandbox = makeSandbox();
    const a = await player(sandbox, 'hackplayer1');
    const b = await player(sandbox, 'hackplayer2');
    const spinA = await loser(sandbox, a.token);
    for (let i = 0; i < 3; i++) spinA(10 * PESO);
    const won = await winner(sandbox, b.token, 1001);
    const spinOther = await loser(sandbox, a.token, (config) => config, 1002);
    spinOther(5 * PESO);

    const answer = await list(sandbox, 'hour');
    expect(answer.code).toBe(200);
    expect(answer.rtp).toBe(Math.round(theoreticalRtp() * 10_000));
    expect(answer.list).toEqual([
      { gameId: 1001, rounds: 4, betAmount: 31 * PESO, winAmount: won, paidRate: Math.round((won / (31 * PESO)) * 10_000), biggestWin: won },
      { gameId: 1002, rounds: 1, betAmount: 5 * PESO, winAmount: 0, paidRate: 0, biggestWin: 0 },
    ]);
    // No player is named anywhere in the answer.
    expect(JSON.stringify(answer)).not.toMatch(/hackplayer|userId|nickname/);
  });

  it('keeps an answer a minute, and counts only the window', async () => {
    const sandbox = makeSandbox();
    const { token } = await player(sandbox, 'hackplayer3');
    const spin = await loser(sandbox, token);
    spin(10 * PESO);
    expect((await list(sandbox, 'hour')).list[0].rounds).toBe(1);
    spin(10 * PESO);
    expect((await list(sandbox, 'hour')).list[0].rounds).toBe(1);
    sandbox.clock.advance(MINUTE + 1);
    expect((await list(sandbox, 'hour')).list[0].rounds).toBe(2);
    sandbox.clock.advance(2 * 60 * MINUTE);
    expect((await list(sandbox, 'hour')).list).toEqual([]);
    expect((await list(sandbox, 'day')).list[0]).toMatchObject({ gameId: 1001, rounds: 2 });
  });

  it('refuses a window it does not know', async () => {
    const sandbox = makeSandbox();
    const answer = await sandbox.call('slotsHackList', { window: 'week' });
    expect(answer.status).toBe(400);
    expect((await sandbox.call('slotsHackList', {})).status).toBe(400);
  });
});

describe('slots hack query', () => {
  it('reads the rounds of the window by the time index, not the whole table', () => {
    const sandbox = makeSandbox();
    const plan = sandbox.db.prepare('EXPLAIN QUERY PLAN SELECT game_id, COUNT(*) FROM bet_rounds WHERE created_at >= ? GROUP BY game_id').all(0) as { detail: string }[];
    expect(plan.map((row) => row.detail).join(' ')).toContain('bet_rounds_time');
  });
});
