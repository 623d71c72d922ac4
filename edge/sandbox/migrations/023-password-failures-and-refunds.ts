// Issue 27. Wrong passwords now count per account across addresses (a back-off) and per account
// and address group (a lock): a good password ends the back-off but must not unlock a group that
// guessed, so its rows stay with `backoff` 0. A provider's payment that an order refused (closed by
// a break, expired, already paid) is kept as 'refunded': the money goes back through the provider,
// never to the balance.
import type { Migration } from '../db-types';

export const migration023: Migration = {
  version: 23,
  sql: `
ALTER TABLE login_failures ADD COLUMN backoff INTEGER NOT NULL DEFAULT 1;
ALTER TABLE provider_notifications ADD COLUMN result TEXT NOT NULL DEFAULT 'applied' CHECK (result IN ('applied', 'refunded', 'ignored'));
`,
};
