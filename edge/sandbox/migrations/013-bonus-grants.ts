// The bonus ledger: every reward a player gets is one grant, keyed by its claim so a claim fired
// twice or at once pays once. A grant is `pending` (a free bonus before the first valid deposit:
// not yet in the balance), `locked` (in the balance, not withdrawable until its turnover is bet),
// `released` (turnover met: cash) or `lost` (the balance it was part of was played away).
import type { Migration } from '../db-types';

export const migration013: Migration = {
  version: 13,
  sql: `
CREATE TABLE bonus_grants (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL,
  claim_key TEXT NOT NULL,
  ref TEXT NOT NULL DEFAULT '',
  amount INTEGER NOT NULL CHECK (amount > 0),
  turnover_required INTEGER NOT NULL CHECK (turnover_required >= 0),
  turnover_done INTEGER NOT NULL DEFAULT 0 CHECK (turnover_done >= 0),
  status TEXT NOT NULL CHECK (status IN ('pending', 'locked', 'released', 'lost')),
  created_at INTEGER NOT NULL,
  credited_at INTEGER,
  settled_at INTEGER,
  UNIQUE (user_id, claim_key)
);
CREATE INDEX bonus_grants_open ON bonus_grants (user_id, status, id);

-- Deposit bonuses paid before this table were judged by the old rule at withdrawal time; they
-- are kept as released history (their ledger rows stay as they were).
INSERT INTO bonus_grants (user_id, kind, claim_key, ref, amount, turnover_required, turnover_done, status, created_at, credited_at, settled_at)
  SELECT user_id, kind, 'ledger:' || id, ref, delta, 0, 0, 'released', created_at, created_at, created_at
  FROM ledger WHERE kind IN ('deposit_bonus', 'register_bonus', 'mail') AND delta > 0;
`,
};
