// Migration file numbers equal their versions: `migrations/NNN-name.ts` exports `migrationNNN`
// with `version: NNN`, the versions run 1, 2, 3, ... with no gap, and db.ts applies exactly these
// files in that order. The recorded versions never move, so a database made before a file was
// renamed is still recognised.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, openSandboxDb } from '../../../../edge/sandbox/db';
import type { Migration } from '../../../../edge/sandbox/db-types';

const FOLDER = join(import.meta.dirname, '../../../../edge/sandbox/migrations');
const FILE = /^(\d{3})-[a-z0-9-]+\.ts$/;

describe('migrations', () => {
  it('has only NNN-name.ts files, each exporting migrationNNN with version NNN', async () => {
    const files = readdirSync(FOLDER).sort();
    expect(files.filter((file) => !FILE.test(file))).toEqual([]);
    for (const file of files) {
      const number = Number(FILE.exec(file)![1]);
      const exports = (await import(pathToFileURL(join(FOLDER, file)).href)) as Record<string, Migration>;
      expect(Object.keys(exports), file).toEqual([`migration${String(number).padStart(3, '0')}`]);
      expect(Object.values(exports)[0].version, file).toBe(number);
    }
  });

  it('numbers the files 1, 2, 3, ... with no gap, and db.ts applies each of them in that order', async () => {
    const files = readdirSync(FOLDER).sort();
    expect(files.map((file) => Number(file.slice(0, 3)))).toEqual(files.map((_, index) => index + 1));
    const fromFiles = await Promise.all(files.map(async (file) => Object.values((await import(pathToFileURL(join(FOLDER, file)).href)) as Record<string, Migration>)[0]));
    expect(MIGRATIONS).toEqual(fromFiles);
    expect(MIGRATIONS.map((migration) => migration.version)).toEqual(MIGRATIONS.map((_, index) => index + 1));
  });

  it('recognises a database at version 11 (the profile tables, once file 012-profile.ts) and applies only what follows', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-migrations-'));
    try {
      const path = join(dir, 'sandbox.db');
      // A database as the old code left it after the profile migration: versions 1..11, none of the later tables.
      const old = openSandboxDb(path);
      const later = MIGRATIONS.filter((migration) => migration.version >= 12).flatMap((migration) => [...migration.sql.matchAll(/CREATE TABLE (\w+)/g)].map((match) => match[1]));
      old.exec(later.reverse().map((table) => `DROP TABLE ${table};`).join(' '));
      // Columns later files add to older tables go too (023 adds to login_failures and provider_notifications).
      const added = MIGRATIONS.filter((migration) => migration.version >= 12).flatMap((migration) => [...migration.sql.matchAll(/ALTER TABLE (\w+) ADD COLUMN (\w+)/g)]);
      for (const [, table, column] of added.reverse()) if (!later.includes(table)) old.exec(`ALTER TABLE ${table} DROP COLUMN ${column};`);
      old.prepare('DELETE FROM schema_migrations WHERE version >= 12').run();
      old.pragma('user_version = 11');
      old.close();

      const reopened = openSandboxDb(path);
      expect(reopened.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all()).toEqual(MIGRATIONS.map((m) => m.version));
      expect(reopened.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
      // Version 11 was not applied again (its CREATE TABLE would have failed); version 12 kept the current list.
      expect(reopened.prepare('SELECT COUNT(*) FROM game_list_history').pluck().get()).toBe(1);
      reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
