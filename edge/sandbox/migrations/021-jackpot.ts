// The Lucky Jackpot (contract/jackpot.ts): the four pools (each grows by a share of every settled
// real-money bet, `carry` keeping the basis-point remainder so no fraction is lost, and starts again
// at its seed after a win), and every draw, one per chance: a chance is a Manila day, so
// UNIQUE (user_id, chance_key) lets one chance draw once however many requests race.
import type { Migration } from '../db-types';

export const migration021: Migration = {
  version: 21,
  sql: `
CREATE TABLE jackpot_pools (
  prop_id INTEGER PRIMARY KEY,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  carry INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE jackpot_draws (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  chance_key TEXT NOT NULL,
  cell_id INTEGER NOT NULL,
  type INTEGER NOT NULL,
  prop_id INTEGER NOT NULL,
  count INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, chance_key)
);
CREATE INDEX jackpot_draws_wins ON jackpot_draws (type, amount DESC, id);
CREATE INDEX jackpot_draws_user ON jackpot_draws (user_id, id);
`,
};
