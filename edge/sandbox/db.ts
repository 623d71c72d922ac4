// Opens the sandbox database: WAL, foreign keys, migrations in order, seed data on first run.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, enhance } from '@photostructure/sqlite';
import { migration001 } from './migrations/001-initial';
import { migration002 } from './migrations/002-games';
import { migration003 } from './migrations/003-kyc-uploads';
import { migration004 } from './migrations/004-auth-limits';
import { migration005 } from './migrations/005-deposits';
import { migration006 } from './migrations/006-withdrawals';
import { migration007 } from './migrations/007-platform-balances';
import { migration008 } from './migrations/008-kyc-submissions';
import { migration009 } from './migrations/009-limits';
import { migration010 } from './migrations/010-messages';
import { migration011 } from './migrations/011-profile';
import { migration012 } from './migrations/012-game-list-history';
import { migration013 } from './migrations/013-bonus-grants';
import { migration014 } from './migrations/014-task-marks';
import { migration015 } from './migrations/015-rebate-claims';
import { migration016 } from './migrations/016-points';
import { migration017 } from './migrations/017-prop-holdings';
import { migration018 } from './migrations/018-lottery';
import { migration019 } from './migrations/019-scratch-diamond';
import { migration020 } from './migrations/020-invites';
import { migration021 } from './migrations/021-jackpot';
import { migration022 } from './migrations/022-bet-rounds-by-time';
import { migration023 } from './migrations/023-password-failures-and-refunds';
import { migration024 } from './migrations/024-eligibility-declared';
import { migration025 } from './migrations/025-notices';
import { seedSandbox } from './seed/seed';
import type { Migration, SandboxDb } from './db-types';

/**
 * Schema migrations in order. Each file's number is its version (1, 2, 3, ... with no gap; a test
 * checks the folder against this list). Append only, never edit or renumber a shipped one.
 */
export const MIGRATIONS: readonly Migration[] = [
  migration001,
  migration002,
  migration003,
  migration004,
  migration005,
  migration006,
  migration007,
  migration008,
  migration009,
  migration010,
  migration011,
  migration012,
  migration013,
  migration014,
  migration015,
  migration016,
  migration017,
  migration018,
  migration019,
  migration020,
  migration021,
  migration022,
  migration023,
  migration024,
  migration025,
];

/** Opens (creating folders) and migrates the database at `path` (':memory:' works). */
export function openSandboxDb(path: string): SandboxDb {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = enhance(new DatabaseSync(path));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  migrate(db);
  seedSandbox(db, Date.now());
  return db;
}

function migrate(db: SandboxDb): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const applied = new Set((db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version));
  for (const { version, sql } of MIGRATIONS) {
    if (applied.has(version)) continue;
    // IMMEDIATE: two processes opening the same new file cannot both apply a migration.
    db.transaction(() => {
      if (db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(version)) return;
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(version, Date.now());
      db.pragma(`user_version = ${version}`);
    }).immediate();
  }
}
