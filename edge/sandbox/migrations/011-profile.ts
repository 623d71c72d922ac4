// Profile (issue 8): the player's address and other details, the safebox password, and an
// uploaded avatar picture.
// member_details: one row per player; the address and the other details are saved separately
// (each *_saved_at says whether that part was ever given).
// safebox_passwords: the scrypt hash and the wrong-password counter behind the change lockout.
// member_avatars: the cleaned picture, served publicly by its unguessable token (a new token per
// upload, so caches never show an old picture). The bytes stay in the database (no served folder).
// Until issue 21 this file was named 012-profile.ts, yet it was always applied as version 11 (there
// was no 011): the name now says the version that databases already record.
import type { Migration } from '../db-types';

export const migration011: Migration = {
  version: 11,
  sql: `
CREATE TABLE member_details (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  street TEXT NOT NULL DEFAULT '',
  barangay TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  province TEXT NOT NULL DEFAULT '',
  zip TEXT NOT NULL DEFAULT '',
  address_saved_at INTEGER,
  real_name TEXT NOT NULL DEFAULT '',
  birth_date TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  occupation TEXT NOT NULL DEFAULT '',
  source_of_income TEXT NOT NULL DEFAULT '',
  other_saved_at INTEGER
);

CREATE TABLE safebox_passwords (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  password_hash TEXT NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER,
  updated_at INTEGER NOT NULL
);

CREATE TABLE member_avatars (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  token TEXT NOT NULL UNIQUE,
  mime TEXT NOT NULL,
  bytes BLOB NOT NULL,
  created_at INTEGER NOT NULL
);
`,
};
