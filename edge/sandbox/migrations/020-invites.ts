// Invites and the agent programme (contract/invite.ts). The invite tree itself is users.pid (set
// once); `invite_bindings` says when and how each friend was bound (registration or agentFill), one
// row a friend. `invite_clicks` counts the opens of a player's links, one a visitor a Manila day.
// `invite_spins` are the wheel's spins, numbered per player (a number is used once, so racing spins
// cannot spend the same spin), each in an exchange round; `invite_spin_exchanges` closes a round
// once. `agent_payouts` are the agent's claims: commission up to a bet-round watermark (each bet
// counts once) and valid-invite rewards (one a friend).
import type { Migration } from '../db-types';

export const migration020: Migration = {
  version: 20,
  sql: `
CREATE TABLE invite_bindings (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  inviter_id INTEGER NOT NULL REFERENCES users (id),
  source TEXT NOT NULL CHECK (source IN ('register', 'agentFill')),
  bound_at INTEGER NOT NULL,
  CHECK (user_id <> inviter_id)
);
CREATE INDEX invite_bindings_inviter ON invite_bindings (inviter_id, bound_at);
CREATE TABLE invite_clicks (
  inviter_id INTEGER NOT NULL REFERENCES users (id),
  visitor TEXT NOT NULL,
  day TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (inviter_id, visitor, day)
);
CREATE TABLE invite_spins (
  user_id INTEGER NOT NULL REFERENCES users (id),
  seq INTEGER NOT NULL CHECK (seq >= 1),
  round INTEGER NOT NULL CHECK (round >= 1),
  prize_id INTEGER NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, seq)
);
CREATE TABLE invite_spin_exchanges (
  user_id INTEGER NOT NULL REFERENCES users (id),
  round INTEGER NOT NULL CHECK (round >= 1),
  amount INTEGER NOT NULL CHECK (amount > 0),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, round)
);
CREATE TABLE agent_payouts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('commission', 'invite')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  team_bet INTEGER NOT NULL DEFAULT 0,
  watermark INTEGER NOT NULL DEFAULT 0,
  friend_id INTEGER,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, kind, friend_id)
);
CREATE INDEX agent_payouts_user ON agent_payouts (user_id, kind, id);
CREATE INDEX IF NOT EXISTS users_pid ON users (pid);
-- Friends bound at registration before this table: bound when they registered.
INSERT INTO invite_bindings (user_id, inviter_id, source, bound_at)
  SELECT id, pid, 'register', created_at FROM users WHERE pid <> 0 AND pid <> id AND pid IN (SELECT id FROM users);
`,
};
