import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, openSandboxDb } from '../../../edge/sandbox/db';
import type { SandboxDb } from '../../../edge/sandbox/db-types';
import { copySandboxDb, databaseBytes } from './template-db';

/** Everything a test could see of a database: its objects, every row with its rowid, its settings. */
function contents(db: SandboxDb) {
  const objects = db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_autoindex%' ESCAPE '\\' ORDER BY type, name").all() as { type: string; name: string; sql: string }[];
  const rows = Object.fromEntries(
    objects
      .filter((object) => object.type === 'table')
      .map(({ name, sql }) => [name, db.prepare(`SELECT ${/WITHOUT\s+ROWID/i.test(sql) ? '' : 'rowid AS _rowid, '}* FROM "${name}" ORDER BY 1`).all()]),
  );
  return { objects, rows, userVersion: db.pragma('user_version', { simple: true }), foreignKeys: db.pragma('foreign_keys', { simple: true }) };
}

describe('copySandboxDb', () => {
  it('copies a migrated and seeded database whole: objects, rows and rowids, sequences, user_version, foreign keys on', () => {
    let expected!: ReturnType<typeof contents>;
    const bytes = databaseBytes((path) => {
      const source = openSandboxDb(path);
      // Rows beyond the seed's, with rowids and sequences a fresh copy could not guess.
      source.prepare("UPDATE users SET nickname = 'Changed' WHERE account = 'demo01'").run();
      source.exec('INSERT INTO schema_migrations (version, applied_at) VALUES (9999, 1); DELETE FROM schema_migrations WHERE version = 9999');
      expected = contents(source);
      return source;
    });

    const copy = copySandboxDb(bytes);
    expect(contents(copy)).toEqual(expected);
    expect(expected.userVersion).toBe(MIGRATIONS.at(-1)!.version);
    expect(expected.foreignKeys).toBe(1);
    expect(expected.objects.some((object) => object.type === 'index')).toBe(true);
    copy.close();
  });

  it('keeps the sequences of AUTOINCREMENT tables, triggers and constraints working in the copy', () => {
    const bytes = databaseBytes((path) => {
      const source = openSandboxDb(path);
      source.exec("CREATE TABLE seq_probe (id INTEGER PRIMARY KEY AUTOINCREMENT, v TEXT); INSERT INTO seq_probe (v) VALUES ('a'), ('b'); DELETE FROM seq_probe");
      source.exec("CREATE TABLE trig_log (v TEXT); CREATE TRIGGER probe_log AFTER INSERT ON seq_probe BEGIN INSERT INTO trig_log (v) VALUES (new.v); END");
      return source;
    });

    const copy = copySandboxDb(bytes);
    // The sequence went on from 2, as it would in the source; the trigger fired for the new row only.
    copy.prepare("INSERT INTO seq_probe (v) VALUES ('c')").run();
    expect(copy.prepare('SELECT id FROM seq_probe').pluck().all()).toEqual([3]);
    expect(copy.prepare('SELECT v FROM trig_log').pluck().all()).toEqual(['c']);
    expect(() => copy.prepare("UPDATE users SET coin = -1 WHERE account = 'demo01'").run()).toThrow(/CHECK/);
    expect(() => copy.prepare("INSERT INTO ledger (user_id, delta, balance_after, kind, created_at) VALUES (999999, 1, 1, 'probe', 1)").run()).toThrow(/FOREIGN KEY/);
    copy.close();
  });

  it('gives each copy its own rows: a change in one is not in the next', () => {
    const first = copySandboxDb();
    first.prepare("UPDATE users SET nickname = 'Mine' WHERE account = 'demo01'").run();
    const second = copySandboxDb();
    expect(second.prepare("SELECT nickname FROM users WHERE account = 'demo01'").pluck().get()).toBe('Demo Player');
    expect(contents(second)).toEqual(contents(copySandboxDb()));
    first.close();
    second.close();
  });

  it('leaves no file behind, and a copy still takes writes and transactions after its file is unlinked', () => {
    const leftovers = () => readdirSync(existsSync('/dev/shm') ? '/dev/shm' : tmpdir()).filter((name) => name.startsWith('sandbox-'));
    const before = leftovers();
    const copy = copySandboxDb();
    expect(leftovers()).toEqual(before);
    copy.transaction(() => {
      for (let i = 0; i < 2_000; i++) copy.prepare("UPDATE users SET nickname = ? WHERE account = 'demo01'").run(`n${i}`);
    })();
    expect(() => copy.transaction(() => {
      copy.prepare("UPDATE users SET nickname = 'rolled back' WHERE account = 'demo01'").run();
      throw new Error('roll back');
    })()).toThrow('roll back');
    expect(copy.prepare("SELECT nickname FROM users WHERE account = 'demo01'").pluck().get()).toBe('n1999');
    expect(copy.pragma('journal_mode', { simple: true })).toBe('memory');
    copy.close();
  });
});
