// Owner of login_failures: wrong-password attempts, counted for the lockout.
import type { SandboxDb } from '../db-types';

/** Wrong passwords of the player since `since` (ms). */
export const countLoginFailures = (db: SandboxDb, userId: number, since: number): number =>
  db.prepare('SELECT COUNT(*) FROM login_failures WHERE user_id = ? AND created_at > ?').pluck().get(userId, since) as number;

/** Records one wrong password. */
export function recordLoginFailure(db: SandboxDb, userId: number, now: number): void {
  db.prepare('INSERT INTO login_failures (user_id, created_at) VALUES (?, ?)').run(userId, now);
}

/** Forgets the player's wrong passwords (after a good one or a reset). */
export function clearLoginFailures(db: SandboxDb, userId: number): void {
  db.prepare('DELETE FROM login_failures WHERE user_id = ?').run(userId);
}
