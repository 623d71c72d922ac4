// Game sessions: what `startGame` opens and the demo game's API acts on. The launch token goes
// into the game URL; only its SHA-256 is stored. A player has at most one open session.
import type { SandboxDb } from '../db-types';
import { isSessionLive } from '../auth/service';
import { newToken, sha256 } from '../lib/secrets';

/** Demo credits of a tryIt session (minor units). */
export const TRY_IT_BALANCE = 100_000;
/** A session with no spin or heartbeat for this long is closed (the app beats every 60 s). */
export const GAME_SESSION_IDLE_MS = 30 * 60 * 1000;

export interface GameSessionRow {
  id: number;
  user_id: number;
  auth_token_hash: string;
  game_id: number;
  try_it: 0 | 1;
  demo_balance: number;
  opened_at: number;
  last_seen_at: number;
  closed_at: number | null;
}

/** Closes every open session of the player. */
export function closeGameSessions(db: SandboxDb, userId: number, now: number): void {
  db.prepare('UPDATE game_sessions SET closed_at = ? WHERE user_id = ? AND closed_at IS NULL').run(now, userId);
}

/** Opens a session (closing the player's other ones); returns the launch token. */
export function openGameSession(
  db: SandboxDb,
  session: { userId: number; authTokenHash: string; gameId: number; tryIt: 0 | 1; now: number },
): string {
  const token = newToken();
  db.transaction(() => {
    closeGameSessions(db, session.userId, session.now);
    db.prepare(
      `INSERT INTO game_sessions (token_hash, user_id, auth_token_hash, game_id, try_it, demo_balance, opened_at, last_seen_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(sha256(token), session.userId, session.authTokenHash, session.gameId, session.tryIt, session.tryIt ? TRY_IT_BALANCE : 0, session.now, session.now);
  })();
  return token;
}

/** The open session of the player, or undefined. */
export function findOpenSession(db: SandboxDb, userId: number): GameSessionRow | undefined {
  return db.prepare('SELECT * FROM game_sessions WHERE user_id = ? AND closed_at IS NULL ORDER BY id DESC LIMIT 1').get(userId) as
    | GameSessionRow
    | undefined;
}

/**
 * The open session of a launch token, or undefined when unknown, closed, idle too long (it is
 * closed then) or when the player's login session has ended since.
 */
export function resolveGameSession(db: SandboxDb, token: string, now: number): GameSessionRow | undefined {
  const row = db.prepare('SELECT * FROM game_sessions WHERE token_hash = ? AND closed_at IS NULL').get(sha256(token)) as GameSessionRow | undefined;
  if (!row) return undefined;
  const loggedIn = isSessionLive(db, row.auth_token_hash, now);
  if (!loggedIn || now - row.last_seen_at > GAME_SESSION_IDLE_MS) {
    db.prepare('UPDATE game_sessions SET closed_at = ? WHERE id = ?').run(now, row.id);
    return undefined;
  }
  return row;
}

/** Marks the session as seen now. */
export function touchGameSession(db: SandboxDb, id: number, now: number): void {
  db.prepare('UPDATE game_sessions SET last_seen_at = MAX(last_seen_at, ?) WHERE id = ?').run(now, id);
}

/** Sets the demo credits of a tryIt session. */
export function setDemoBalance(db: SandboxDb, id: number, balance: number): void {
  db.prepare('UPDATE game_sessions SET demo_balance = ? WHERE id = ?').run(balance, id);
}
