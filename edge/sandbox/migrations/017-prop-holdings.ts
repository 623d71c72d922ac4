// Props a player holds that are not money (spec §3 prop ids: diamonds, diamond and lottery
// coupons, scratch cards, draw chances…): the count per player and prop, never below zero, and
// every move with the reason it happened. A move's key is unique per player, so a claim, an
// exchange or a draw repeated or raced moves once; the counts always equal the moves' sums.
import type { Migration } from '../db-types';

export const migration017: Migration = {
  version: 17,
  sql: `
CREATE TABLE prop_holdings (
  user_id INTEGER NOT NULL REFERENCES users (id),
  prop_id INTEGER NOT NULL,
  count INTEGER NOT NULL DEFAULT 0 CHECK (count >= 0),
  PRIMARY KEY (user_id, prop_id)
);
CREATE TABLE prop_moves (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  prop_id INTEGER NOT NULL,
  delta INTEGER NOT NULL CHECK (delta <> 0),
  kind TEXT NOT NULL,
  move_key TEXT NOT NULL,
  count_after INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, move_key)
);
CREATE INDEX prop_moves_by_prop ON prop_moves (user_id, prop_id, id);
`,
};
