// Issue 26. Notices a player can read again after their popup: the operator's announcements
// (`activity_id`: the popup activity that shows one, 25 Notice) and which ones each player has read.
import type { Migration } from '../db-types';

export const migration025: Migration = {
  version: 25,
  sql: `
CREATE TABLE notices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  activity_id INTEGER,
  status INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL
);
CREATE INDEX notices_newest ON notices (status, created_at DESC, id DESC);

CREATE TABLE notice_reads (
  user_id INTEGER NOT NULL REFERENCES users(id),
  notice_id INTEGER NOT NULL REFERENCES notices(id),
  read_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, notice_id)
) WITHOUT ROWID;
`,
};
