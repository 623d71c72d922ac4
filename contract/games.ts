// Games: the catalogue's entities, starting and leaving a game, likes, the heartbeat.
import type { GAMES_SCHEMAS } from './games.schemas';
import { callFactory, tableOf } from './call-row';

/** Codes of the game calls. */
export const GamesErrorCode = {
  gameNotFound: 1201,
  gameDisabled: 1202,
  tryItUnavailable: 1203,
  insufficientBalance: 1204,
  gameSessionInvalid: 1205,
} as const;

export interface AppGameType {
  id: number;
  name: string;
  status: 0 | 1;
  sort: number;
  icon: string;
}
export interface AppGameBrand {
  id: number;
  name: string;
  status: 0 | 1;
  sort: number;
  logo: string;
}
export interface AppGamePlatform {
  id: number;
  name: string;
  status: 0 | 1;
  sort: number;
}
export interface AppGameTag {
  id: number;
  name: string;
  sort: number;
}
export interface AppGame {
  id: number;
  name: string;
  gameTypeId: number;
  gameBrandId: number;
  gamePlatformId: number;
  gameTagIds: number[];
  img: string;
  status: 0 | 1;
  sort: number;
  tryIt: 0 | 1;
}

export interface GamesResponses {
  /** Opens a game session; `url` is the game page to frame (same origin for the sandbox's games). */
  startGame: { url: string; gameId: number; tryIt: 0 | 1; gameHistory: number[] };
  /** Closes the player's open game session; answers the settled balance. */
  exitGame: { coin: number };
  /** Likes (like 1) or unlikes (like 0) a game; answers the player's liked ids, newest first. */
  gameLike: { gameLikeIds: number[] };
  /** Heartbeat while a game is open (every 60 s, no timeout tip). */
  online: Record<string, never>;
}

const call = /*#__PURE__*/ callFactory<typeof GAMES_SCHEMAS, GamesResponses>();

export const startGame = /*#__PURE__*/ call('startGame');
export const exitGame = /*#__PURE__*/ call('exitGame');
export const gameLike = /*#__PURE__*/ call('gameLike');
export const online = /*#__PURE__*/ call('online', { timeoutTip: false });

export const GAMES_CALLS = /*#__PURE__*/ tableOf(startGame, exitGame, gameLike, online);
