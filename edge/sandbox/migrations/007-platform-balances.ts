// Balances a player holds on game platforms (a third-party game keeps the stake in its own wallet
// while the player is in it). retrieveBalance brings them back to the main wallet.
import type { Migration } from '../db-types';

export const migration007: Migration = {
  version: 7,
  sql: `
CREATE TABLE platform_balances (
  user_id INTEGER NOT NULL REFERENCES users(id),
  platform_id INTEGER NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, platform_id)
);
`,
};
