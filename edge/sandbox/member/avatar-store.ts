// Owner of member_avatars: each player's uploaded picture (cleaned bytes), found by its token.
import type { SandboxDb } from '../db-types';
import { newToken } from '../lib/secrets';

/** Public path of an avatar picture (same origin through the edge, like a CDN URL would be). */
export const avatarPath = (token: string): string => `/sandbox/avatars/${token}`;

/** Stores the player's picture in place of any earlier one; returns its new token. */
export function saveAvatar(db: SandboxDb, userId: number, image: { mime: string; bytes: Uint8Array }, now: number): string {
  const token = newToken();
  db.prepare(
    `INSERT INTO member_avatars (user_id, token, mime, bytes, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET token = excluded.token, mime = excluded.mime, bytes = excluded.bytes, created_at = excluded.created_at`,
  ).run(userId, token, image.mime, image.bytes, now);
  return token;
}

/** The player's picture token, or null when none was uploaded. */
export const avatarToken = (db: SandboxDb, userId: number): string | null =>
  (db.prepare('SELECT token FROM member_avatars WHERE user_id = ?').pluck().get(userId) as string | undefined) ?? null;

/** The picture of `token`, or undefined. */
export const findAvatar = (db: SandboxDb, token: string): { mime: string; bytes: Uint8Array } | undefined =>
  db.prepare('SELECT mime, bytes FROM member_avatars WHERE token = ?').get(token) as { mime: string; bytes: Uint8Array } | undefined;
