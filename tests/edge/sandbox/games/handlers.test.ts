import { describe, expect, it } from 'vitest';
import { GamesErrorCode } from '../../../../contract/games';
import { CATALOGUE } from '../../../../edge/sandbox/games/catalogue';
import { GAME_SESSION_IDLE_MS } from '../../../../edge/sandbox/games/game-sessions';
import { HISTORY_LIMIT } from '../../../../edge/sandbox/games/user-game-data';
import { makeSandbox } from '../helpers';
import { coinOf, fundedPlayer, gameApi, startGame } from './game-helpers';

const disabledGame = CATALOGUE.find((g) => g.status === 0)!;
const noDemoGame = CATALOGUE.find((g) => g.status === 1 && g.tryIt === 0)!;
const enabledGames = CATALOGUE.filter((g) => g.status === 1);
const info = { version: '1.1.6', os: 'test', deviceModel: 'test' };

describe('startGame', () => {
  it('needs a login, an existing enabled game and demo play for tryIt', async () => {
    const sandbox = makeSandbox();
    expect((await sandbox.call('startGame', { gameId: 1001 })).status).toBe(401);
    const { token } = await fundedPlayer(sandbox);
    expect((await sandbox.call('startGame', { gameId: 999_999 }, token)).body.code).toBe(GamesErrorCode.gameNotFound);
    expect((await sandbox.call('startGame', { gameId: disabledGame.id }, token)).body.code).toBe(GamesErrorCode.gameDisabled);
    expect((await sandbox.call('startGame', { gameId: noDemoGame.id, tryIt: 1 }, token)).body.code).toBe(GamesErrorCode.tryItUnavailable);
    expect((await sandbox.call('startGame', { gameId: 'x' }, token)).status).toBe(400);
    expect((await sandbox.call('startGame', { gameId: 1001, tryIt: 2 }, token)).status).toBe(400);
  });

  it('answers the same-origin game URL with an opaque token stored only hashed', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox);
    const { session, body } = await startGame(sandbox, token, 1001);
    expect(body).toMatchObject({ code: 200, gameId: 1001, tryIt: 0, gameHistory: [1001] });
    expect(body.url).toMatch(/^\/sandbox\/games\/slot\/\?session=[A-Za-z0-9_-]{43}$/);
    const row = sandbox.db.prepare('SELECT * FROM game_sessions WHERE user_id = ?').get(userId) as Record<string, unknown>;
    expect(JSON.stringify(row)).not.toContain(session);
    expect(row).toMatchObject({ game_id: 1001, try_it: 0, closed_at: null, opened_at: sandbox.clock.now, last_seen_at: sandbox.clock.now });
  });

  it('closes the previous open session of the player', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox);
    const first = await startGame(sandbox, token, 1001);
    await startGame(sandbox, token, 1002);
    expect((await gameApi(sandbox, 'state', { session: first.session })).body.code).toBe(GamesErrorCode.gameSessionInvalid);
  });

  it('keeps the history newest first, unique and at most 50; tryIt is not recorded', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox);
    await startGame(sandbox, token, 1001);
    await startGame(sandbox, token, 1002);
    const again = await startGame(sandbox, token, 1001);
    expect(again.body.gameHistory).toEqual([1001, 1002]);
    const demo = await startGame(sandbox, token, 1003, 1);
    expect(demo.body.gameHistory).toEqual([1001, 1002]);
    expect(demo.body.tryIt).toBe(1);

    const many = enabledGames.slice(0, HISTORY_LIMIT + 5).map((g) => g.id);
    let history: number[] = [];
    for (const id of many) history = (await startGame(sandbox, token, id)).body.gameHistory;
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history).toEqual([...many].reverse().slice(0, HISTORY_LIMIT));
    const { body } = await sandbox.call('getAfterLoginInfoWeb', info, token);
    expect(body.appGameDataUser.gameHistory).toEqual(history);
  });
});

describe('gameLike', () => {
  it('likes and unlikes idempotently, newest first, and getAfterLoginInfoWeb reads them', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox);
    const like = async (gameId: number, value: 0 | 1) => (await sandbox.call('gameLike', { gameId, like: value }, token)).body;
    expect((await like(1001, 1)).gameLikeIds).toEqual([1001]);
    expect((await like(1002, 1)).gameLikeIds).toEqual([1002, 1001]);
    expect((await like(1001, 1)).gameLikeIds).toEqual([1002, 1001]);
    expect((await like(1002, 0)).gameLikeIds).toEqual([1001]);
    expect((await like(1002, 0)).gameLikeIds).toEqual([1001]);
    expect((await like(999_999, 1)).code).toBe(GamesErrorCode.gameNotFound);
    const { body } = await sandbox.call('getAfterLoginInfoWeb', info, token);
    expect(body.appGameDataUser).toEqual({ gameLikes: [1001], gameHistory: [] });
    expect((await sandbox.call('gameLike', { gameId: 1001, like: 1 })).status).toBe(401);
  });
});

describe('exitGame and online', () => {
  it('online keeps the open session alive; exitGame closes it (idempotent) and answers the coin', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox);
    expect((await sandbox.call('online', { gameId: 1001 }, token)).body.code).toBe(GamesErrorCode.gameSessionInvalid);
    const { session } = await startGame(sandbox, token, 1001);
    sandbox.clock.advance(60_000);
    expect((await sandbox.call('online', { gameId: 1001 }, token)).body.code).toBe(200);
    expect(sandbox.db.prepare('SELECT last_seen_at FROM game_sessions WHERE user_id = ?').pluck().get(userId)).toBe(sandbox.clock.now);
    expect((await sandbox.call('online', { gameId: 1002 }, token)).body.code).toBe(GamesErrorCode.gameSessionInvalid);

    const exit = await sandbox.call('exitGame', { gameId: 1001 }, token);
    expect(exit.body).toMatchObject({ code: 200, coin: coinOf(sandbox, userId) });
    expect((await sandbox.call('exitGame', { gameId: 1001 }, token)).body.code).toBe(200);
    expect((await sandbox.call('online', { gameId: 1001 }, token)).body.code).toBe(GamesErrorCode.gameSessionInvalid);
    expect((await gameApi(sandbox, 'spin', { session, bet: 100 })).body.code).toBe(GamesErrorCode.gameSessionInvalid);
  });

  it('an idle session ends', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox);
    const { session } = await startGame(sandbox, token, 1001);
    sandbox.clock.advance(GAME_SESSION_IDLE_MS + 1);
    expect((await sandbox.call('online', { gameId: 1001 }, token)).body.code).toBe(GamesErrorCode.gameSessionInvalid);
    expect((await gameApi(sandbox, 'spin', { session, bet: 100 })).status).toBe(403);
  });

  it('logging out ends the game session', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox);
    const { session } = await startGame(sandbox, token, 1001);
    await sandbox.call('logout', {}, token);
    expect((await gameApi(sandbox, 'state', { session })).body.code).toBe(GamesErrorCode.gameSessionInvalid);
  });
});
