// Owner of users.password_hash (a column of the player's row that auth alone writes, see
// table-owners.ts): passwords are auth's. Hashing is lib/secrets.ts's, taking turns in lib/hash-turns.ts.
import type { SandboxDb } from '../db-types';

/** Replaces the password hash. */
export function setPasswordHash(db: SandboxDb, id: number, passwordHash: string): void {
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, id);
}

/** Sets the first password; false when one was already set (two racing calls set it once). */
export function setFirstPasswordHash(db: SandboxDb, id: number, passwordHash: string): boolean {
  return db.prepare('UPDATE users SET password_hash = ? WHERE id = ? AND password_hash IS NULL').run(passwordHash, id).changes > 0;
}
