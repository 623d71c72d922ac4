// Scratch cards and the diamond shop (contract/scratch-card.ts, contract/diamond.ts). The cards and
// diamonds themselves are prop holdings (017); these keep what prop moves cannot say: each card's
// prize (once per request id), each add-up award claimed (once per player and award), and each
// diamond exchange as an order (once per request id). The newest rows feed the shop's ticker.
import type { Migration } from '../db-types';

export const migration019: Migration = {
  version: 19,
  sql: `
CREATE TABLE scratch_results (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  request_id TEXT NOT NULL,
  prize_id INTEGER NOT NULL,
  prop_id INTEGER NOT NULL,
  count INTEGER NOT NULL CHECK (count > 0),
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, request_id)
);
CREATE INDEX scratch_results_user ON scratch_results (user_id, id);
CREATE TABLE scratch_addup_claims (
  user_id INTEGER NOT NULL REFERENCES users (id),
  addup_id INTEGER NOT NULL,
  prop_id INTEGER NOT NULL,
  count INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, addup_id)
);
CREATE TABLE diamond_orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  request_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('coin', 'goods', 'scratchcard')),
  item_id INTEGER NOT NULL,
  diamonds INTEGER NOT NULL CHECK (diamonds > 0),
  prop_id INTEGER NOT NULL,
  count INTEGER NOT NULL CHECK (count > 0),
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, request_id)
);
CREATE INDEX diamond_orders_user ON diamond_orders (user_id, kind, id);
`,
};
