// The database handle every owner module takes. Apart from db.ts, which opens, migrates and seeds
// the file, so an owner module never imports the code that seeds through it.
import type Database from 'better-sqlite3';

export type SandboxDb = Database.Database;

/** One schema migration: `migrations/NNN-name.ts` exports it with `version` NNN (checked by a test). */
export interface Migration {
  version: number;
  sql: string;
}
