// Responsible gaming: self-limits with their scheduled loosenings, cooling-off breaks and
// self-exclusions, the reality-check setting, and payout tickets of excluded players.
import type { Migration } from '../db-types';

export const migration009: Migration = {
  version: 9,
  sql: `
CREATE TABLE self_limits (
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'bet')),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount INTEGER CHECK (amount IS NULL OR amount > 0),
  -- A loosening or removal waiting for its cooling period: pending_at set, pending_amount NULL = removal.
  pending_amount INTEGER CHECK (pending_amount IS NULL OR pending_amount > 0),
  pending_at INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, kind, period)
);
CREATE TABLE play_restrictions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('break', 'exclusion')),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL CHECK (ends_at > starts_at)
);
CREATE INDEX play_restrictions_user ON play_restrictions (user_id, ends_at);
CREATE TABLE rg_settings (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  reality_check_minutes INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE payout_tickets (
  ticket_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
`,
};
