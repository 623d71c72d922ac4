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
