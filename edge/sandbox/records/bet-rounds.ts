// Owner of bet_rounds: settled real-money rounds (tryIt rounds are not recorded), and the
// player's record queries over them. Time bounds are inclusive: startTime <= created_at <= endTime.
import type { BetRecordRow } from '../../../contract/records';
import type { SandboxDb } from '../db-types';

export interface NewBetRound {
  userId: number;
  gameId: number;
  gameName: string;
  sessionId: number;
  bet: number;
  win: number;
  balanceAfter: number;
  /** The screen of the round (the slot's reels[reel][row]), kept as JSON. */
  reels: readonly (readonly string[])[];
  now: number;
}

export interface RoundQuery {
  gameId?: number;
  startTime?: number;
  endTime?: number;
}

export interface GameReport {
  gameId: number;
  gameName: string;
  rounds: number;
  betAmount: number;
  winAmount: number;
}

/** Records a settled round; returns its id. */
export function insertBetRound(db: SandboxDb, round: NewBetRound): number {
  const result = db
    .prepare('INSERT INTO bet_rounds (user_id, game_id, game_name, session_id, bet, win, balance_after, reels, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(round.userId, round.gameId, round.gameName, round.sessionId, round.bet, round.win, round.balanceAfter, JSON.stringify(round.reels), round.now);
  return Number(result.lastInsertRowid);
}

function roundFilter(userId: number, query: RoundQuery): { where: string; params: number[] } {
  const clauses = ['user_id = ?'];
  const params: number[] = [userId];
  if (query.gameId !== undefined) {
    clauses.push('game_id = ?');
    params.push(query.gameId);
  }
  if (query.startTime !== undefined) {
    clauses.push('created_at >= ?');
    params.push(query.startTime);
  }
  if (query.endTime !== undefined) {
    clauses.push('created_at <= ?');
    params.push(query.endTime);
  }
  return { where: clauses.join(' AND '), params };
}

/** One page of the player's rounds, newest first, with the total count. */
export function pageBetRounds(db: SandboxDb, userId: number, query: RoundQuery, page: { pageNum: number; pageSize: number }): { list: BetRecordRow[]; total: number } {
  const { where, params } = roundFilter(userId, query);
  const total = db.prepare(`SELECT COUNT(*) FROM bet_rounds WHERE ${where}`).pluck().get(...params) as number;
  const list = db
    .prepare(
      `SELECT id, printf('R%08d', id) AS roundId, game_id AS gameId, game_name AS gameName, bet AS betAmount, win AS winAmount, balance_after AS balanceAfter, created_at AS createTime
       FROM bet_rounds WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, page.pageSize, (page.pageNum - 1) * page.pageSize) as BetRecordRow[];
  return { list, total };
}

/** The player's rounds summed per game, biggest wager first. */
export function reportBetRounds(db: SandboxDb, userId: number, query: RoundQuery): GameReport[] {
  const { where, params } = roundFilter(userId, query);
  return db
    .prepare(
      `SELECT game_id AS gameId, MAX(game_name) AS gameName, COUNT(*) AS rounds, SUM(bet) AS betAmount, SUM(win) AS winAmount
       FROM bet_rounds WHERE ${where} GROUP BY game_id ORDER BY betAmount DESC, gameId ASC`,
    )
    .all(...params) as GameReport[];
}

/** The player's real-money stakes and wins since `since` (the self-limits' usage). */
export function betTotalsSince(db: SandboxDb, userId: number, since: number): { bet: number; win: number } {
  return db.prepare('SELECT COALESCE(SUM(bet), 0) AS bet, COALESCE(SUM(win), 0) AS win FROM bet_rounds WHERE user_id = ? AND created_at >= ?').get(userId, since) as {
    bet: number;
    win: number;
  };
}

/** The player's real-money stakes and wins in [from, to) (a week of the fund). */
export function betTotalsBetween(db: SandboxDb, userId: number, from: number, to: number): { bet: number; win: number } {
  return db.prepare('SELECT COALESCE(SUM(bet), 0) AS bet, COALESCE(SUM(win), 0) AS win FROM bet_rounds WHERE user_id = ? AND created_at >= ? AND created_at < ?').get(userId, from, to) as {
    bet: number;
    win: number;
  };
}

/** The player's rounds in [startTime, endTime) summed per Manila day (`dayIndex`: whole days since 1970-01-01 in Manila), days with rounds only. */
export function betRoundsByManilaDay(db: SandboxDb, userId: number, startTime: number, endTime: number): { dayIndex: number; rounds: number; bet: number; win: number }[] {
  // Manila is UTC+8 all year (no daylight saving), so a day is a fixed 24 h step from an offset.
  return db
    .prepare(
      `SELECT (created_at + 28800000) / 86400000 AS dayIndex, COUNT(*) AS rounds, SUM(bet) AS bet, SUM(win) AS win
       FROM bet_rounds WHERE user_id = ? AND created_at >= ? AND created_at < ? GROUP BY dayIndex ORDER BY dayIndex`,
    )
    .all(userId, startTime, endTime) as { dayIndex: number; rounds: number; bet: number; win: number }[];
}

/**
 * The player's stakes on `gameIds` in rounds after round `afterId` (ids only grow: a later round
 * always has a larger id), and the last such round's id (0 when there is none).
 */
export function betsAfterRound(db: SandboxDb, userId: number, gameIds: readonly number[], afterId: number): { bet: number; lastId: number } {
  if (gameIds.length === 0) return { bet: 0, lastId: 0 };
  return db
    .prepare(`SELECT COALESCE(SUM(bet), 0) AS bet, COALESCE(MAX(id), 0) AS lastId FROM bet_rounds WHERE user_id = ? AND id > ? AND game_id IN (${gameIds.map(() => '?').join(', ')})`)
    .get(userId, afterId, ...gameIds) as { bet: number; lastId: number };
}

/** Every player's settled rounds per game since `since`, the busiest `limit` games first (slots hack). */
export function gameTotalsSince(db: SandboxDb, since: number, limit: number): { gameId: number; rounds: number; bet: number; win: number; biggestWin: number }[] {
  const rows = db
    .prepare(
      `SELECT game_id AS gameId, COUNT(*) AS rounds, SUM(bet) AS bet, SUM(win) AS win, MAX(win) AS biggestWin FROM bet_rounds
       WHERE created_at >= ? GROUP BY game_id ORDER BY rounds DESC, game_id LIMIT ?`,
    )
    .all(since, limit) as { gameId: number; rounds: number; bet: number; win: number; biggestWin: number }[];
  return rows.map((row) => ({ ...row }));
}
/** The newest settled round's id, any player's (0: none): the agent commission's watermark. */
export const lastRoundId = (db: SandboxDb): number => db.prepare('SELECT COALESCE(MAX(id), 0) FROM bet_rounds').pluck().get() as number;

/** The player's real-money stakes in rounds after `afterId` up to `upToId`, settled at or after `since`. */
export const betsInRounds = (db: SandboxDb, userId: number, afterId: number, upToId: number, since: number): number =>
  db.prepare('SELECT COALESCE(SUM(bet), 0) FROM bet_rounds WHERE user_id = ? AND id > ? AND id <= ? AND created_at >= ?').pluck().get(userId, afterId, upToId, since) as number;
