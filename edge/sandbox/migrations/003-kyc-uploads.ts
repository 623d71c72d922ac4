// KYC: the images a player uploads for identity verification (ID photo, selfie). The bytes stay in
// the database so the sandbox is one file; a real operator keeps them in private object storage.
import type { Migration } from '../db-types';

export const migration003: Migration = {
  version: 3,
  sql: `
CREATE TABLE kyc_uploads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('id', 'selfie')),
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  bytes BLOB NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX kyc_uploads_user ON kyc_uploads (user_id, created_at);
`,
};
