// Points (contract/points.ts): each player's balance, what was earned in all, and the bets still
// short of the next point (`carry`); and each exchange, once per request id (a repeated request
// answers the first one's result).
import type { Migration } from '../db-types';

export const migration016: Migration = {
  version: 16,
  sql: `
CREATE TABLE points_accounts (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),
  earned INTEGER NOT NULL DEFAULT 0,
  carry INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE points_exchanges (
  user_id INTEGER NOT NULL REFERENCES users (id),
  request_id TEXT NOT NULL,
  option_id INTEGER NOT NULL,
  points INTEGER NOT NULL,
  coin INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, request_id)
);
`,
};
