// KYC submissions: a player's personal details with the two images, and the review's outcome.
// One open (pending or approved) submission per player, enforced by a partial unique index, so two
// racing submits cannot both land.
import type { Migration } from '../db-types';

export const migration008: Migration = {
  version: 8,
  sql: `
CREATE TABLE kyc_submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  full_name TEXT NOT NULL,
  birth_date TEXT NOT NULL,
  nationality TEXT NOT NULL,
  address TEXT NOT NULL,
  source_of_funds TEXT NOT NULL,
  id_upload_id INTEGER NOT NULL,
  selfie_upload_id INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  reason TEXT,
  submitted_at INTEGER NOT NULL,
  review_at INTEGER NOT NULL,
  reviewed_at INTEGER
);
CREATE UNIQUE INDEX kyc_submissions_open ON kyc_submissions (user_id) WHERE status IN ('pending', 'approved');
CREATE INDEX kyc_submissions_user ON kyc_submissions (user_id, id);
`,
};
