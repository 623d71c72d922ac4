// Owner of safebox_passwords: the safebox password's hash and the lockout after wrong old
// passwords. A change reserves its attempt (counted as a failure) inside an IMMEDIATE transaction
// before the slow hash check, so parallel guesses cannot all slip past the limit; the right old
// password releases the counter.
import type { SandboxDb } from '../db-types';

export const SAFEBOX_POLICY = {
  /** Wrong old passwords before changing is locked. */
  maxFailures: 5,
  /** How long the lock lasts. */
  lockMs: 30 * 60 * 1000,
} as const;

interface Row {
  password_hash: string;
  failures: number;
  locked_until: number | null;
}

const read = (db: SandboxDb, userId: number): Row | undefined =>
  db.prepare('SELECT password_hash, failures, locked_until FROM safebox_passwords WHERE user_id = ?').get(userId) as Row | undefined;

/** True when the player has a safebox password. */
export const hasSafebox = (db: SandboxDb, userId: number): boolean => read(db, userId) !== undefined;

/** Sets the first safebox password; false when one exists already (two racing calls set it once). */
export function setFirstSafebox(db: SandboxDb, userId: number, passwordHash: string, now: number): boolean {
  return db.prepare('INSERT INTO safebox_passwords (user_id, password_hash, updated_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO NOTHING').run(userId, passwordHash, now).changes > 0;
}

export type Reservation = { hash: string } | { lockedUntil: number } | { notSet: true };

/** Reserves one change attempt: the stored hash to check against, or why none may be made. Run inside an IMMEDIATE transaction. */
export function reserveSafeboxAttempt(db: SandboxDb, userId: number, now: number): Reservation {
  let row = read(db, userId);
  if (!row) return { notSet: true };
  if (row.locked_until !== null && row.locked_until <= now) {
    // The lock has passed: a fresh set of attempts.
    db.prepare('UPDATE safebox_passwords SET failures = 0, locked_until = NULL WHERE user_id = ?').run(userId);
    row = { ...row, failures: 0, locked_until: null };
  }
  if (row.locked_until !== null) return { lockedUntil: row.locked_until };
  if (row.failures >= SAFEBOX_POLICY.maxFailures) {
    // Reserved attempts in flight used the allowance: lock now.
    const until = now + SAFEBOX_POLICY.lockMs;
    db.prepare('UPDATE safebox_passwords SET locked_until = ? WHERE user_id = ?').run(until, userId);
    return { lockedUntil: until };
  }
  db.prepare('UPDATE safebox_passwords SET failures = failures + 1 WHERE user_id = ?').run(userId);
  return { hash: row.password_hash };
}

/** Keeps a reserved attempt as a failure; the attempts left (0: now locked until `lockedUntil`). */
export function keepSafeboxFailure(db: SandboxDb, userId: number, now: number): { attemptsLeft: number; lockedUntil: number | null } {
  const row = read(db, userId);
  if (!row) return { attemptsLeft: 0, lockedUntil: null };
  if (row.failures >= SAFEBOX_POLICY.maxFailures && row.locked_until === null) {
    const until = now + SAFEBOX_POLICY.lockMs;
    db.prepare('UPDATE safebox_passwords SET locked_until = ? WHERE user_id = ?').run(until, userId);
    return { attemptsLeft: 0, lockedUntil: until };
  }
  return { attemptsLeft: Math.max(0, SAFEBOX_POLICY.maxFailures - row.failures), lockedUntil: row.locked_until };
}

/** Replaces the hash after a right old password, if it is still the one checked (a racing change wins once); resets the counter. */
export function changeSafebox(db: SandboxDb, userId: number, checkedHash: string, passwordHash: string, now: number): boolean {
  return (
    db
      .prepare('UPDATE safebox_passwords SET password_hash = ?, failures = 0, locked_until = NULL, updated_at = ? WHERE user_id = ? AND password_hash = ?')
      .run(passwordHash, now, userId, checkedHash).changes > 0
  );
}
