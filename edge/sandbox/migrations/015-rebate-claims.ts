// Bet rebate claims: one row per game type a claim paid, with the last bet it covered (the
// player's watermark for that type: only later bets count again) and what the record shows (the
// valid bet, the rate and the VIP level of the claim). The money itself is the bonus grant
// `rebate:<type>:<last bet id>` (bonus_grants), which pays once.
import type { Migration } from '../db-types';

export const migration015: Migration = {
  version: 15,
  sql: `
CREATE TABLE rebate_claims (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  game_type_id INTEGER NOT NULL,
  last_round_id INTEGER NOT NULL,
  valid_bet INTEGER NOT NULL CHECK (valid_bet > 0),
  rate INTEGER NOT NULL CHECK (rate > 0),
  vip INTEGER NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, game_type_id, last_round_id)
);
CREATE INDEX rebate_claims_user ON rebate_claims (user_id, id);
`,
};
