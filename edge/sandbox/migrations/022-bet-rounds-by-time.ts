// The slots hack sums every player's rounds of the last hour or day (records/bet-rounds.ts
// gameTotalsSince): an index by time lets it read only those rounds instead of the whole table.
import type { Migration } from '../db-types';

export const migration022: Migration = {
  version: 22,
  sql: `
CREATE INDEX IF NOT EXISTS bet_rounds_time ON bet_rounds (created_at);
`,
};
