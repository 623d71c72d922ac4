// Mail: one row per message to one player. `awards` is a JSON list of {propId, count}; an
// attachment is collected once (`collected_at` set in the same transaction as the ledger credit).
export const migration010 = `
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
`;
