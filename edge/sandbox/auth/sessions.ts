// Bearer sessions: random tokens, stored only as SHA-256, revocable one by one or per user.
import type { SandboxDb } from '../db-types';
import type { Session } from '../handler';
import { newToken, sha256 } from '../lib/secrets';

const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

/** Opens a session for `userId`; returns the token (shown once, never stored). */
export function createSession(db: SandboxDb, userId: number, now: number): string {
  const token = newToken();
  db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(sha256(token), userId, now, now + SESSION_TTL_MS);
  return token;
}

/** The live session of `token`, or null when unknown, revoked or expired. */
export function resolveSession(db: SandboxDb, token: string, now: number): Session | null {
  const tokenHash = sha256(token);
  const row = db.prepare('SELECT user_id FROM sessions WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?').get(tokenHash, now) as
    | { user_id: number }
    | undefined;
  return row ? { userId: row.user_id, tokenHash } : null;
}

/** True when the session of this token hash is neither revoked nor expired. */
export function isSessionLive(db: SandboxDb, tokenHash: string, now: number): boolean {
  return db.prepare('SELECT 1 FROM sessions WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?').get(tokenHash, now) !== undefined;
}

/** Revokes one session. */
export function revokeSession(db: SandboxDb, tokenHash: string, now: number): void {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(now, tokenHash);
}

/** Revokes every session of `userId` except `keepTokenHash`. */
export function revokeUserSessions(db: SandboxDb, userId: number, now: number, keepTokenHash = ''): void {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND token_hash != ?').run(now, userId, keepTokenHash);
}

/** Extracts the token of an `authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]{1,512})$/i.exec(header?.trim() ?? '');
  return match ? match[1] : null;
}
