// Deposits: orders through a payment provider, and the provider notifications already applied (so a
// notification delivered twice credits once). A player's repeated request (same request_id) finds
// the order it already made.
import type { Migration } from '../db-types';

export const migration005: Migration = {
  version: 5,
  sql: `
CREATE TABLE deposit_orders (
  order_no TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  request_id TEXT NOT NULL,
  type_id INTEGER NOT NULL,
  provider TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  bonus INTEGER NOT NULL DEFAULT 0 CHECK (bonus >= 0),
  status TEXT NOT NULL CHECK (status IN ('created', 'paid', 'cancelled', 'expired')),
  pay_token TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  done_at INTEGER,
  UNIQUE (user_id, request_id)
);
CREATE INDEX deposit_orders_user ON deposit_orders (user_id, created_at);

CREATE TABLE provider_notifications (
  notification_id TEXT PRIMARY KEY,
  order_no TEXT NOT NULL REFERENCES deposit_orders(order_no),
  outcome TEXT NOT NULL CHECK (outcome IN ('paid', 'cancelled')),
  received_at INTEGER NOT NULL
);
`,
};
