// Withdrawals: the players' receiving accounts, and withdrawal requests. A request holds its amount
// (a 'withdraw' ledger entry written with it) until it is paid, or refused and the amount returned.
import type { Migration } from '../db-types';

export const migration006: Migration = {
  version: 6,
  sql: `
CREATE TABLE receiving_accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  bank_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('ewallet', 'bank')),
  account_no TEXT NOT NULL,
  account_name TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (user_id, bank_id, account_no)
);

CREATE TABLE withdrawals (
  order_no TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  request_id TEXT NOT NULL,
  account_id INTEGER NOT NULL REFERENCES receiving_accounts(id),
  account_label TEXT NOT NULL,
  account_name TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'refused')),
  reason TEXT,
  created_at INTEGER NOT NULL,
  done_at INTEGER,
  UNIQUE (user_id, request_id)
);
CREATE INDEX withdrawals_user ON withdrawals (user_id, created_at);
CREATE INDEX withdrawals_pending ON withdrawals (status, created_at);
`,
};
