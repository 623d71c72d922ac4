// The test sandboxes' database: a copy of one migrated and seeded template instead of a new
// `openSandboxDb(':memory:')` each. Migrating and seeding cost 45 ms a sandbox on a quiet machine
// (several hundred sandboxes a unit run); a copy costs a few (docs/measurements.md). The template
// is made by `openSandboxDb` itself, once per worker, and kept as bytes; each copy is written to
// a file in memory (/dev/shm where there is one), opened, and unlinked at once, so nothing is left
// behind and its pages go with the connection, as an in-memory database's do. Its journal is kept
// in memory too, as ':memory:' keeps it. template-db.test.ts compares a copy with its source.
import { mkdtempSync, readFileSync, rmSync, statfsSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync, enhance } from '@photostructure/sqlite';
import { openSandboxDb } from '../../../edge/sandbox/db';
import type { SandboxDb } from '../../../edge/sandbox/db-types';

/**
 * /dev/shm when it has room for a run's copies (0.7 MB each, held until their sandbox closes),
 * else the temporary folder: a container's /dev/shm is often 64 MB.
 */
function memoryDir(): string {
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.bavail * shm.bsize >= 1024 ** 3) return '/dev/shm';
  } catch {
    // no /dev/shm
  }
  return tmpdir();
}
const MEMORY_DIR = memoryDir();

/** A database's file as bytes: `make` writes it at the path given; the path is gone afterwards. */
export function databaseBytes(make: (path: string) => SandboxDb): Buffer {
  const dir = mkdtempSync(join(MEMORY_DIR, 'sandbox-template-'));
  try {
    const db = make(join(dir, 'sandbox.db'));
    // Everything into the one file: the WAL checkpointed and dropped.
    db.pragma('journal_mode = DELETE');
    db.close();
    return readFileSync(join(dir, 'sandbox.db'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let template: Buffer | null = null;
let copies = 0;

/**
 * A new database holding a copy of `bytes` (the worker's template, a fresh `openSandboxDb`, by
 * default), with `openSandboxDb`'s settings but for the journal, which stays in memory.
 */
export function copySandboxDb(bytes = (template ??= databaseBytes(openSandboxDb))): SandboxDb {
  copies += 1;
  const path = join(MEMORY_DIR, `sandbox-copy-${process.pid}-${copies}-${Date.now()}.db`);
  writeFileSync(path, bytes, { flag: 'wx' });
  let db: SandboxDb;
  try {
    db = enhance(new DatabaseSync(path));
    db.pragma('journal_mode = MEMORY');
  } finally {
    unlinkSync(path);
  }
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  return db;
}
