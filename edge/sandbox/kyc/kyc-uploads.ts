// Owner of the kyc_uploads table: the only module that reads or writes it.
import type { SandboxDb } from '../db-types';

/** Upload kinds a verification asks for. */
export type KycUploadKind = 'id' | 'selfie';

/** Most uploads one player may keep (retakes included); older ones are dropped first. */
const MAX_UPLOADS_PER_USER = 20;

/** Stores one image; returns its id. Keeps at most MAX_UPLOADS_PER_USER per player. */
export function insertKycUpload(db: SandboxDb, upload: { userId: number; kind: KycUploadKind; mime: string; bytes: Uint8Array; now: number }): number {
  return db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare('INSERT INTO kyc_uploads (user_id, kind, mime, size, bytes, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(upload.userId, upload.kind, upload.mime, upload.bytes.byteLength, upload.bytes, upload.now);
    db.prepare(
      'DELETE FROM kyc_uploads WHERE user_id = ? AND id NOT IN (SELECT id FROM kyc_uploads WHERE user_id = ? ORDER BY id DESC LIMIT ?)',
    ).run(upload.userId, upload.userId, MAX_UPLOADS_PER_USER);
    return Number(lastInsertRowid);
  }).immediate();
}

/** Whether upload `id` is the player's and of `kind`. */
export function ownsUpload(db: SandboxDb, userId: number, id: number, kind: KycUploadKind): boolean {
  return db.prepare('SELECT 1 FROM kyc_uploads WHERE id = ? AND user_id = ? AND kind = ?').get(id, userId, kind) !== undefined;
}

/** The stored image `id` when it is the player's, else null. */
export function readUpload(db: SandboxDb, userId: number, id: number): { mime: string; bytes: Uint8Array } | null {
  const row = db.prepare('SELECT mime, bytes FROM kyc_uploads WHERE id = ? AND user_id = ?').get(id, userId) as { mime: string; bytes: Uint8Array } | undefined;
  return row ?? null;
}
