// Auth hardening: wrong passwords are counted per login name and client address (so a stranger
// cannot lock a player out, and unknown names lock exactly like real ones), and every address has
// a budget of logins and SMS sends. login_failures holds no user data worth keeping, so it is
// recreated rather than migrated.
import type { Migration } from '../db-types';

export const migration004: Migration = {
  version: 4,
  sql: `
DROP TABLE login_failures;
CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  subject TEXT NOT NULL,
  address TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX login_failures_pair ON login_failures (subject, address, created_at);
CREATE INDEX login_failures_age ON login_failures (created_at);

CREATE TABLE address_limits (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  address TEXT NOT NULL,
  kind TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX address_limits_key ON address_limits (address, kind, created_at);
CREATE INDEX address_limits_age ON address_limits (kind, created_at);
`,
};
