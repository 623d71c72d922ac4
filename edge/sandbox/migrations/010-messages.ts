// Messages and help (issue 12).
// Mail: one row per message to one player. `awards` is a JSON list of {propId, count}; an
// attachment is collected once (`collected_at` set in the same transaction as the ledger credit).
import type { Migration } from '../db-types';

export const migration010: Migration = {
  version: 10,
  sql: `
CREATE TABLE mails (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  awards TEXT NOT NULL DEFAULT '[]',
  read_at INTEGER,
  collected_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX mails_user ON mails (user_id, id);

-- Feedback: the player's text, photos (served by an unguessable token) and the operator's replies.
-- A repeated request (same request_id) finds the feedback it already made.
CREATE TABLE feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  request_id TEXT NOT NULL,
  category TEXT NOT NULL,
  content TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'replied')),
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, request_id)
);
CREATE INDEX feedback_user ON feedback (user_id, id);
CREATE INDEX feedback_pending ON feedback (status, created_at);
CREATE TABLE feedback_images (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  feedback_id INTEGER NOT NULL REFERENCES feedback(id),
  token TEXT NOT NULL UNIQUE,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  bytes BLOB NOT NULL
);
CREATE INDEX feedback_images_feedback ON feedback_images (feedback_id);
CREATE TABLE feedback_replies (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  feedback_id INTEGER NOT NULL REFERENCES feedback(id),
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX feedback_replies_feedback ON feedback_replies (feedback_id, id);
`,
};
