// Every table has one owner module (edge/sandbox/table-owners.ts): SQL that reads or writes a table
// anywhere else fails here, and so does a write to a column another module owns (users.coin is the
// ledger's). SQL is found in the string and template literals of the sources, via the compiler.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { COLUMN_OWNERS, TABLE_OWNERS } from '../../../edge/sandbox/table-owners';

const SANDBOX = join(import.meta.dirname, '../../../edge/sandbox');
const OWNERS: Record<string, string> = TABLE_OWNERS;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The text of every string and template literal (substitutions become `X`). */
function literals(text: string): string[] {
  const file = ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) found.push(node.head.text + node.templateSpans.map((span) => `X${span.literal.text}`).join(''));
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

const WRITE = /\b(INSERT(?:\s+OR\s+[A-Z]+)?\s+INTO|REPLACE\s+INTO|UPDATE|DELETE\s+FROM)\s+([a-z_][a-z0-9_]*)(?:\s*\(([^)]*)\))?/g;
const READ = /\b(?:FROM|JOIN)\s+([a-z_][a-z0-9_]*)/g;

/** Columns assigned by the SET clause that follows `at` in `sql`. */
function setColumns(sql: string, at: number): string[] {
  const rest = sql.slice(at);
  const set = /\bSET\b([\s\S]*?)(?:\bWHERE\b|\bRETURNING\b|$)/.exec(rest);
  return set ? [...set[1].matchAll(/([a-z_][a-z0-9_]*)\s*=/g)].map((m) => m[1]) : [];
}

/** The ownership violations in one source file (`file` relative to edge/sandbox, '/' separators). */
function violations(file: string, text: string): string[] {
  const found: string[] = [];
  for (const sql of literals(text)) {
    for (const match of sql.matchAll(WRITE)) {
      const [, verb, table, insertColumns] = match;
      if (!(table in OWNERS)) continue;
      const columns = verb.startsWith('UPDATE') ? setColumns(sql, match.index + match[0].length) : (insertColumns ?? '').split(',').map((c) => c.trim());
      for (const column of columns) {
        const columnOwner = COLUMN_OWNERS[`${table}.${column}`];
        if (columnOwner && columnOwner !== file) found.push(`${file}: writes ${table}.${column} (owned by ${columnOwner})`);
      }
      const byColumnOwner = verb.startsWith('UPDATE') && columns.length > 0 && columns.every((c) => COLUMN_OWNERS[`${table}.${c}`] === file);
      if (OWNERS[table] !== file && !byColumnOwner) found.push(`${file}: ${verb.split(/\s+/)[0]} on ${table} (owned by ${OWNERS[table]})`);
    }
    for (const [, table] of sql.matchAll(READ)) {
      if (table in OWNERS && OWNERS[table] !== file) found.push(`${file}: reads ${table} (owned by ${OWNERS[table]})`);
    }
  }
  return found;
}

describe('table owners', () => {
  it('names an owner for every table the migrations create, and every owner exists', () => {
    const created = new Set(['schema_migrations']);
    for (const file of readdirSync(join(SANDBOX, 'migrations'))) {
      for (const [, table] of readFileSync(join(SANDBOX, 'migrations', file), 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_][a-z0-9_]*)/g)) created.add(table);
    }
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...created].sort());
    const files = new Set(sourceFiles(SANDBOX).map((path) => relative(SANDBOX, path).split('\\').join('/')));
    for (const owner of [...Object.values(TABLE_OWNERS), ...Object.values(COLUMN_OWNERS)]) expect(files, owner).toContain(owner);
  });

  it('finds no SQL on a table outside its owner module', () => {
    const found = sourceFiles(SANDBOX).flatMap((path) => violations(relative(SANDBOX, path).split('\\').join('/'), readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });

  it('catches writes and reads outside the owner, and owned columns written by anyone else', () => {
    const handler = `db.prepare('INSERT INTO bet_rounds (user_id) VALUES (?)'); db.prepare(\`DELETE FROM sessions WHERE id = \${x}\`);`;
    expect(violations('games/spin.ts', handler)).toEqual([
      'games/spin.ts: INSERT on bet_rounds (owned by records/bet-rounds.ts)',
      'games/spin.ts: DELETE on sessions (owned by auth/sessions.ts)',
      'games/spin.ts: reads sessions (owned by auth/sessions.ts)',
    ]);
    expect(violations('records/handlers.ts', "db.prepare('SELECT COUNT(*) FROM bet_rounds')")).toHaveLength(1);
    expect(violations('users/users.ts', "db.prepare('UPDATE users SET coin = coin + ? WHERE id = ?')")).toEqual([
      'users/users.ts: writes users.coin (owned by ledger/ledger.ts)',
    ]);
    expect(violations('users/users.ts', "db.prepare('INSERT INTO users (uuid, coin) VALUES (?, ?)')")).toHaveLength(1);
    expect(violations('users/users.ts', "db.prepare('INSERT INTO users (uuid, password_hash) VALUES (?, ?)')")).toEqual([
      'users/users.ts: writes users.password_hash (owned by auth/passwords.ts)',
    ]);
    expect(violations('auth/passwords.ts', "db.prepare('UPDATE users SET password_hash = ? WHERE id = ?')")).toEqual([]);
    expect(violations('vip/vip-store.ts', "db.prepare('UPDATE users SET vip_exp = vip_exp + ?, bet = bet + ? WHERE id = ?')")).toEqual([
      'vip/vip-store.ts: UPDATE on users (owned by users/users.ts)',
    ]);
    expect(violations('ledger/ledger.ts', "db.prepare('UPDATE users SET coin = coin + ? WHERE id = ? RETURNING coin')")).toEqual([]);
    // Words in messages are not SQL.
    expect(violations('games/spin.ts', "fail('Please update from the users page')")).toEqual([]);
  });
});
