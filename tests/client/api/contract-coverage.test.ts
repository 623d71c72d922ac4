// Every call in the contract must have a client function: some store or helper under client/
// that posts it. (The sandbox side of the same rule is in tests/edge/sandbox.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../client/api/contract';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const clientDir = join(__dirname, '../../../client');
const posted = new Set<string>();
for (const file of sourceFiles(clientDir)) {
  if (file.endsWith(join('api', 'contract.ts'))) continue;
  for (const match of readFileSync(file, 'utf8').matchAll(/\bpost\(\s*['"]([\w/]+)['"]/g)) posted.add(match[1]);
}

describe('contract coverage (client)', () => {
  it.each(Object.keys(CALLS))('%s is posted by a client function', (name) => {
    expect(posted.has(name)).toBe(true);
  });

  it('posts no call outside the contract', () => {
    expect([...posted].filter((name) => !(name in CALLS))).toEqual([]);
  });
});
