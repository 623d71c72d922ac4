import { describe, expect, it } from 'vitest';
import { makeSandbox, type TestSandbox } from '../helpers';
import { fundedPlayer, gameApi, startGame } from '../games/game-helpers';

/** Plays `count` rounds of `gameId` at `bet`, one minute apart; returns the answers. */
async function play(sandbox: TestSandbox, token: string, gameId: number, count: number, bet: number) {
  const { session } = await startGame(sandbox, token, gameId);
  const rounds: Record<string, any>[] = [];
  for (let i = 0; i < count; i++) {
    sandbox.clock.advance(60_000);
    rounds.push((await gameApi(sandbox, 'spin', { session, bet })).body);
  }
  return rounds;
}

describe('betRecord', () => {
  it('pages the rounds newest first, filters by game and time, and only shows the own rounds', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 1_000_000);
    const start = sandbox.clock.now;
    await play(sandbox, token, 1001, 7, 100);
    const middle = sandbox.clock.now;
    await play(sandbox, token, 1002, 5, 200);
    const other = await fundedPlayer(sandbox);
    await play(sandbox, other.token, 1001, 2, 100);

    const page1 = (await sandbox.call('betRecord', { pageNum: 1, pageSize: 5 }, token)).body;
    expect(page1).toMatchObject({ code: 200, total: 12, pages: 3 });
    expect(page1.list).toHaveLength(5);
    expect(page1.list[0]).toMatchObject({ gameId: 1002, betAmount: 200 });
    expect(typeof page1.list[0].gameName).toBe('string');
    const times = page1.list.map((row: { createTime: number }) => row.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const page3 = (await sandbox.call('betRecord', { pageNum: 3, pageSize: 5 }, token)).body;
    expect(page3.list).toHaveLength(2);
    expect((await sandbox.call('betRecord', { pageNum: 4, pageSize: 5 }, token)).body.list).toEqual([]);

    const byGame = (await sandbox.call('betRecord', { pageNum: 1, pageSize: 50, gameId: 1001 }, token)).body;
    expect(byGame.total).toBe(7);
    const early = (await sandbox.call('betRecord', { pageNum: 1, pageSize: 50, startTime: start, endTime: middle }, token)).body;
    expect(early.total).toBe(7);
    const late = (await sandbox.call('betRecord', { pageNum: 1, pageSize: 50, startTime: middle + 1 }, token)).body;
    expect(late.total).toBe(5);
    const empty = (await sandbox.call('betRecord', { pageNum: 1, pageSize: 10 }, (await fundedPlayer(sandbox)).token)).body;
    expect(empty).toMatchObject({ list: [], total: 0, pages: 0 });
  });

  it('gives every round a distinct round ID a player can quote to support (R and 8 digits of the round)', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 1_000_000);
    await play(sandbox, token, 1001, 3, 100);
    const { list } = (await sandbox.call('betRecord', { pageNum: 1, pageSize: 10 }, token)).body;
    const ids = list.map((row: { id: number; roundId: string }) => row.roundId);
    for (const row of list) expect(row.roundId).toBe(`R${String(row.id).padStart(8, '0')}`);
    expect(new Set(ids).size).toBe(3);
  });

  it('validates paging and ranges, and needs a login', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox);
    for (const body of [{ pageNum: 0, pageSize: 10 }, { pageNum: 1, pageSize: 0 }, { pageNum: 1, pageSize: 51 }, { pageNum: 1.5, pageSize: 10 }, { pageNum: 1, pageSize: 10, startTime: 5, endTime: 4 }]) {
      expect((await sandbox.call('betRecord', body, token)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await sandbox.call('betRecord', { pageNum: 1, pageSize: 10 })).status).toBe(401);
  });
});

describe('betRecordReport', () => {
  it('sums rounds, bets and wins overall and per game over a range', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 1_000_000);
    const start = sandbox.clock.now;
    const a = await play(sandbox, token, 1001, 6, 100);
    const b = await play(sandbox, token, 1002, 4, 500);
    const sum = (rows: Record<string, any>[]) => rows.reduce((total, row) => total + (row.win as number), 0);
    const { body } = await sandbox.call('betRecordReport', { startTime: start, endTime: sandbox.clock.now }, token);
    expect(body).toMatchObject({ code: 200, rounds: 10, betAmount: 600 + 2000, winAmount: sum(a) + sum(b) });
    expect(body.byGame).toEqual([
      { gameId: 1002, gameName: expect.any(String), rounds: 4, betAmount: 2000, winAmount: sum(b) },
      { gameId: 1001, gameName: expect.any(String), rounds: 6, betAmount: 600, winAmount: sum(a) },
    ]);
    const none = await sandbox.call('betRecordReport', { startTime: 0, endTime: start - 1 }, token);
    expect(none.body).toMatchObject({ rounds: 0, betAmount: 0, winAmount: 0, byGame: [] });
  });
});

describe('betRecordDays', () => {
  const DAY = 86_400_000;
  /** Sums of the player's bet and win ledger entries per Manila day (the ledger is the truth). */
  const ledgerByDay = (sandbox: TestSandbox, userId: number) => {
    const entries = sandbox.db.prepare("SELECT kind, delta, created_at AS at FROM ledger WHERE user_id = ? AND kind IN ('bet', 'win')").all(userId) as { kind: string; delta: number; at: number }[];
    const days: Record<string, { bet: number; win: number }> = {};
    for (const entry of entries) {
      const day = new Date(entry.at + 8 * 3_600_000).toISOString().slice(0, 10);
      const sums = (days[day] ??= { bet: 0, win: 0 });
      if (entry.kind === 'bet') sums.bet -= entry.delta;
      else sums.win += entry.delta;
    }
    return days;
  };

  it('sums each Manila day as the ledger does, across midnight, with empty days as zeros and no other player', async () => {
    const sandbox = makeSandbox();
    // 23:55 Manila on 15 January 2026: five spins a minute apart run past midnight.
    sandbox.clock.now = Date.UTC(2026, 0, 15, 15, 55);
    const { token, userId } = await fundedPlayer(sandbox, 1_000_000);
    await play(sandbox, token, 1001, 8, 100);
    sandbox.clock.advance(2 * DAY);
    await play(sandbox, token, 1002, 3, 500);
    const other = await fundedPlayer(sandbox, 1_000_000);
    sandbox.clock.now = Date.UTC(2026, 0, 15, 10, 0);
    await play(sandbox, other.token, 1001, 4, 2000);

    const { body } = await sandbox.call('betRecordDays', { from: '2026-01-14', to: '2026-01-19' }, token);
    expect(body.code).toBe(200);
    expect(body.days.map((d: { day: string }) => d.day)).toEqual(['2026-01-14', '2026-01-15', '2026-01-16', '2026-01-17', '2026-01-18', '2026-01-19']);
    const ledger = ledgerByDay(sandbox, userId);
    expect(Object.keys(ledger).sort()).toEqual(['2026-01-15', '2026-01-16', '2026-01-18']);
    for (const day of body.days as { day: string; rounds: number; bet: number; win: number; net: number }[]) {
      const sums = ledger[day.day] ?? { bet: 0, win: 0 };
      expect({ bet: day.bet, win: day.win, net: day.net }, day.day).toEqual({ bet: sums.bet, win: sums.win, net: sums.win - sums.bet });
    }
    // 23:56 .. 23:59 on the 15th, 00:00 .. 00:03 on the 16th: midnight splits the run 4 + 4.
    expect(body.days.map((d: { rounds: number }) => d.rounds)).toEqual([0, 4, 4, 0, 3, 0]);
    expect(body).toMatchObject({ rounds: 11, bet: 8 * 100 + 3 * 500 });
    expect(body.net).toBe(body.win - body.bet);

    // The other player's rounds (on the 15th) are theirs alone.
    const theirs = (await sandbox.call('betRecordDays', { from: '2026-01-15', to: '2026-01-15' }, other.token)).body;
    expect(theirs).toMatchObject({ rounds: 4, bet: 8000, days: [{ day: '2026-01-15', rounds: 4, bet: 8000 }] });
    const fresh = (await sandbox.call('betRecordDays', { from: '2026-01-15', to: '2026-01-16' }, (await fundedPlayer(sandbox)).token)).body;
    expect(fresh).toMatchObject({ rounds: 0, bet: 0, win: 0, net: 0, days: [{ rounds: 0 }, { rounds: 0 }] });
  });

  it('refuses malformed, reversed and over-long ranges, and needs a login', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox);
    const bad = [
      {},
      { from: '2026-01-15' },
      { from: '2026-1-15', to: '2026-01-16' },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: 20260115, to: '2026-01-16' },
      { from: '2026-01-15T00:00:00Z', to: '2026-01-16' },
      { from: '2026-01-16', to: '2026-01-15' },
      { from: '2025-10-01', to: '2026-01-15' }, // 107 days
      { from: '0001-01-01', to: '9999-12-31' },
    ];
    for (const body of bad) {
      const answer = await sandbox.call('betRecordDays', body, token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await sandbox.call('betRecordDays', { from: '2025-10-16', to: '2026-01-15' }, token)).body.days).toHaveLength(92);
    expect((await sandbox.call('betRecordDays', { from: '2026-01-15', to: '2026-01-15' })).status).toBe(401);
  });
});
