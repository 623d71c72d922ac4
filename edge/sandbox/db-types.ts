// The database handle every owner module takes. Apart from db.ts, which opens, migrates and seeds
// the file, so an owner module never imports the code that seeds through it.
import type { DatabaseSyncInstance, EnhancedDatabaseSync } from '@photostructure/sqlite';

/** node:sqlite's API with better-sqlite3's `pragma`, `transaction` and `pluck` (the package's `enhance`). */
export type SandboxDb = EnhancedDatabaseSync<DatabaseSyncInstance>;

/** One schema migration: `migrations/NNN-name.ts` exports it with `version` NNN (checked by a test). */
export interface Migration {
  version: number;
  sql: string;
}
