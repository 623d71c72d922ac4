// Owner of user_game_data: a player's liked games and play history (JSON arrays of ids, newest first).
import type { SandboxDb } from '../db-types';

/** Most games kept in the history. */
export const HISTORY_LIMIT = 50;
/** Most liked games kept (more than the catalogue holds). */
export const LIKES_LIMIT = 1000;

export interface UserGameData {
  gameLikes: number[];
  gameHistory: number[];
}

const parseIds = (json: string): number[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
};

/** Creates the empty row of a new player. */
export function createUserGameData(db: SandboxDb, userId: number): void {
  db.prepare('INSERT INTO user_game_data (user_id) VALUES (?)').run(userId);
}

/** The player's likes and history (empty when the row is missing). */
export function readUserGameData(db: SandboxDb, userId: number): UserGameData {
  const row = db.prepare('SELECT game_likes, game_history FROM user_game_data WHERE user_id = ?').get(userId) as
    | { game_likes: string; game_history: string }
    | undefined;
  return { gameLikes: row ? parseIds(row.game_likes) : [], gameHistory: row ? parseIds(row.game_history) : [] };
}

function write(db: SandboxDb, userId: number, data: UserGameData): void {
  db.prepare(
    `INSERT INTO user_game_data (user_id, game_likes, game_history) VALUES (?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET game_likes = excluded.game_likes, game_history = excluded.game_history`,
  ).run(userId, JSON.stringify(data.gameLikes), JSON.stringify(data.gameHistory));
}

/** `id` first, without its older copy, at most `limit` long. */
const moveToFront = (ids: number[], id: number, limit: number): number[] => [id, ...ids.filter((other) => other !== id)].slice(0, limit);

/** Records a played game; answers the new history. */
export function recordPlayed(db: SandboxDb, userId: number, gameId: number): number[] {
  return db.transaction(() => {
    const data = readUserGameData(db, userId);
    const gameHistory = moveToFront(data.gameHistory, gameId, HISTORY_LIMIT);
    write(db, userId, { ...data, gameHistory });
    return gameHistory;
  })();
}

/**
 * Likes or unlikes a game; answers the liked ids. Liking an already liked game keeps its place
 * (idempotent: a retried call does not reorder the list).
 */
export function setLiked(db: SandboxDb, userId: number, gameId: number, like: boolean): number[] {
  return db.transaction(() => {
    const data = readUserGameData(db, userId);
    const already = data.gameLikes.includes(gameId);
    if (like === already) return data.gameLikes;
    const gameLikes = like ? moveToFront(data.gameLikes, gameId, LIKES_LIMIT) : data.gameLikes.filter((id) => id !== gameId);
    write(db, userId, { ...data, gameLikes });
    return gameLikes;
  })();
}
