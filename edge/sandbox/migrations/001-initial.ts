// First schema. Money columns are integers in hundredths. Identities that may be absent (account,
// mobile, social subjects) are NULL rather than '' so UNIQUE indexes let many users lack them.
import type { Migration } from '../db-types';

export const migration001: Migration = {
  version: 1,
  sql: `
CREATE TABLE app_config (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL,
  json TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE operator_state (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE themes (
  id TEXT PRIMARY KEY,
  theme_name TEXT NOT NULL,
  theme_domian TEXT NOT NULL DEFAULT '',
  theme_json TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE activities (
  id INTEGER PRIMARY KEY,
  sort INTEGER NOT NULL,
  status INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  account TEXT COLLATE NOCASE UNIQUE,
  mobile TEXT UNIQUE,
  password_hash TEXT,
  account_type INTEGER NOT NULL,
  nickname TEXT NOT NULL,
  avatar TEXT NOT NULL DEFAULT '',
  facebook_account TEXT UNIQUE,
  facebook_name TEXT NOT NULL DEFAULT '',
  google_account TEXT UNIQUE,
  google_name TEXT NOT NULL DEFAULT '',
  line_account TEXT UNIQUE,
  line_name TEXT NOT NULL DEFAULT '',
  coin INTEGER NOT NULL DEFAULT 0 CHECK (coin >= 0),
  lottery INTEGER NOT NULL DEFAULT 0,
  safebox INTEGER NOT NULL DEFAULT 0,
  total_recharge INTEGER NOT NULL DEFAULT 0,
  vip INTEGER NOT NULL DEFAULT 0,
  vip_exp INTEGER NOT NULL DEFAULT 0,
  user_level INTEGER NOT NULL DEFAULT 0,
  bet INTEGER NOT NULL DEFAULT 0,
  exchange INTEGER NOT NULL DEFAULT 0,
  pid INTEGER NOT NULL DEFAULT 0,
  invite_code TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);

CREATE TABLE ledger (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  delta INTEGER NOT NULL,
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  kind TEXT NOT NULL,
  ref TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX ledger_user ON ledger(user_id, id);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL
);
CREATE INDEX login_failures_user ON login_failures(user_id, created_at);

CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  mobile TEXT NOT NULL,
  purpose INTEGER NOT NULL,
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  wrong_tries INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sms_codes_mobile ON sms_codes(mobile, purpose, id);

-- Stand-in for the SMS gateway: what would have been sent, readable by the dev endpoint.
CREATE TABLE sms_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  mobile TEXT NOT NULL,
  code TEXT NOT NULL,
  purpose INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX sms_outbox_mobile ON sms_outbox(mobile, created_at);

CREATE TABLE user_game_data (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  game_likes TEXT NOT NULL DEFAULT '[]',
  game_history TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE event_logs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER,
  event_name TEXT NOT NULL,
  event_time INTEGER NOT NULL,
  payload TEXT NOT NULL,
  received_at INTEGER NOT NULL
);

-- Stand-in identity provider.
CREATE TABLE idp_identities (
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (provider, subject)
);

CREATE TABLE idp_tokens (
  token_hash TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  client_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);

CREATE TABLE idp_codes (
  code_hash TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  client_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
`,
};
