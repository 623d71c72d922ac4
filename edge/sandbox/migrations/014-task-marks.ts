// Visit tasks the player has completed (finishTask), once per task and period ('once', or the
// Manila day of a daily task). The other tasks' progress is read from where it happens (bets,
// deposits, member details, KYC), so it needs no table.
import type { Migration } from '../db-types';

export const migration014: Migration = {
  version: 14,
  sql: `
CREATE TABLE task_marks (
  user_id INTEGER NOT NULL REFERENCES users (id),
  task_id INTEGER NOT NULL,
  period TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, task_id, period)
);
`,
};
