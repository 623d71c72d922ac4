// Games: activity banner fields, game sessions (the demo game's launch tokens) and settled rounds.
import type { Migration } from '../db-types';

export const migration002: Migration = {
  version: 2,
  sql: `
ALTER TABLE activities ADD COLUMN title TEXT NOT NULL DEFAULT '';
ALTER TABLE activities ADD COLUMN type INTEGER NOT NULL DEFAULT 0;
ALTER TABLE activities ADD COLUMN click_action INTEGER NOT NULL DEFAULT 0;
ALTER TABLE activities ADD COLUMN click_type INTEGER NOT NULL DEFAULT 1;
ALTER TABLE activities ADD COLUMN unlogin_show_status INTEGER NOT NULL DEFAULT 1;
ALTER TABLE activities ADD COLUMN theme_url TEXT NOT NULL DEFAULT '';
ALTER TABLE activities ADD COLUMN game_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE activities ADD COLUMN link_url TEXT NOT NULL DEFAULT '';

-- One row per startGame. Only the SHA-256 of the launch token is kept. demo_balance is the
-- tryIt credit (real sessions use users.coin through the ledger).
CREATE TABLE game_sessions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  auth_token_hash TEXT NOT NULL,
  game_id INTEGER NOT NULL,
  try_it INTEGER NOT NULL,
  demo_balance INTEGER NOT NULL DEFAULT 0 CHECK (demo_balance >= 0),
  opened_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  closed_at INTEGER
);
CREATE INDEX game_sessions_user_open ON game_sessions(user_id, closed_at);

-- Settled real-money rounds (tryIt rounds are not recorded). Amounts in hundredths.
CREATE TABLE bet_rounds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  game_id INTEGER NOT NULL,
  game_name TEXT NOT NULL,
  session_id INTEGER NOT NULL REFERENCES game_sessions(id),
  bet INTEGER NOT NULL CHECK (bet > 0),
  win INTEGER NOT NULL CHECK (win >= 0),
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  reels TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX bet_rounds_user_time ON bet_rounds(user_id, created_at, id);
`,
};
