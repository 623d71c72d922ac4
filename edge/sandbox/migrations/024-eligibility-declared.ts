// Issue 26. Registration declares the barred groups of spec section 1; the account keeps when the
// player declared being in none of them (NULL: seeded or older accounts).
import type { Migration } from '../db-types';

export const migration024: Migration = {
  version: 24,
  sql: `
ALTER TABLE users ADD COLUMN eligibility_declared_at INTEGER;
`,
};
