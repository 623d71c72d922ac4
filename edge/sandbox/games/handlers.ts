// startGame, exitGame, online and gameLike, and getAfterLoginInfoWeb (the player's likes and
// history with the invite code and the activity ids; `errcode: 0`, as the spec says).
import type { AppConfig } from '../../../contract/core';
import { type AppGame, GamesErrorCode } from '../../../contract/games';
import { CallFailure, HttpFailure, requireSession, type Handler } from '../handler';
import { findUserById } from '../users/service';
import { restrictionRefusal } from '../limits/service';
import { activeActivityIds } from '../activities/service';
import { findGame } from './game-lookup';
import { closeGameSessions, findOpenSession, GAME_SESSION_IDLE_MS, openGameSession, touchGameSession } from './game-sessions';
import { readUserGameData, recordPlayed, setLiked } from './user-game-data';

/** Path of the demo slot machine; every game of the catalogue opens it, themed by the game. */
export const SLOT_GAME_PATH = '/sandbox/games/slot/';

function existingGame(config: AppConfig, gameId: number): AppGame {
  const game = findGame(config, gameId);
  if (!game) throw new CallFailure(GamesErrorCode.gameNotFound, 'Game not found');
  return game;
}

export const startGame: Handler<'startGame'> = (ctx, req) => {
  const session = requireSession(ctx);
  const config = ctx.config.get();
  const game = existingGame(config, req.gameId);
  const type = config.appGameTypeList.find((t) => t.id === game.gameTypeId);
  if (game.status !== 1 || type?.status === 0) throw new CallFailure(GamesErrorCode.gameDisabled, 'This game is not available right now');
  const tryIt: 0 | 1 = req.tryIt === 1 ? 1 : 0;
  if (tryIt && game.tryIt !== 1) throw new CallFailure(GamesErrorCode.tryItUnavailable, 'This game has no demo play');
  const restricted = restrictionRefusal(ctx.db, session.userId, ctx.now);
  if (restricted) throw restricted;
  return ctx.db.transaction(() => {
    const token = openGameSession(ctx.db, { userId: session.userId, authTokenHash: session.tokenHash, gameId: game.id, tryIt, now: ctx.now });
    // Demo play is not a visit worth remembering.
    const gameHistory = tryIt ? readUserGameData(ctx.db, session.userId).gameHistory : recordPlayed(ctx.db, session.userId, game.id);
    return { url: `${SLOT_GAME_PATH}?session=${encodeURIComponent(token)}`, gameId: game.id, tryIt, gameHistory };
  })();
};

export const exitGame: Handler<'exitGame'> = (ctx) => {
  const { userId } = requireSession(ctx);
  closeGameSessions(ctx.db, userId, ctx.now);
  const user = findUserById(ctx.db, userId);
  if (!user) throw new HttpFailure(401, 'Please log in again');
  return { coin: user.coin };
};

export const online: Handler<'online'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  const open = findOpenSession(ctx.db, userId);
  if (!open || open.game_id !== req.gameId) throw new CallFailure(GamesErrorCode.gameSessionInvalid, 'The game session has ended');
  if (ctx.now - open.last_seen_at > GAME_SESSION_IDLE_MS) {
    closeGameSessions(ctx.db, userId, ctx.now);
    throw new CallFailure(GamesErrorCode.gameSessionInvalid, 'The game session has ended');
  }
  touchGameSession(ctx.db, open.id, ctx.now);
  return {};
};

export const gameLike: Handler<'gameLike'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  existingGame(ctx.config.get(), req.gameId);
  return { gameLikeIds: setLiked(ctx.db, userId, req.gameId, req.like === 1) };
};

export const getAfterLoginInfoWeb: Handler<'getAfterLoginInfoWeb'> = (ctx) => {
  const { userId } = requireSession(ctx);
  const user = findUserById(ctx.db, userId);
  if (!user) throw new HttpFailure(401, 'Please log in again');
  const activityIds = activeActivityIds(ctx.db);
  return {
    appGameDataUser: readUserGameData(ctx.db, userId),
    inviteCode: user.invite_code,
    aid: user.pid,
    activityIds,
  };
};
