// Unit files share their worker's modules (vite.config.ts, `isolate: false`): a file that replaces
// a module with vi.mock must run isolated, or it mocks nothing when another file imported the real
// module first (or leaves its mock to the files after it). Every such file is in ISOLATED_TESTS.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('vitest isolation', () => {
  it('every test file that mocks a module runs isolated', () => {
    const config = readFileSync(join(root, 'vite.config.ts'), 'utf8');
    const list = config.slice(config.indexOf('const ISOLATED_TESTS = ['), config.indexOf('];', config.indexOf('const ISOLATED_TESTS = [')));
    const isolated = new Set([...list.matchAll(/'(tests\/[^']+)'/g)].map((match) => match[1]));
    const mocking = testFiles('tests')
      .map((file) => relative(root, join(root, file)))
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(join(root, file), 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !isolated.has(file))).toEqual([]);
    // And no listed file is gone.
    expect([...isolated].filter((file) => !testFiles('tests').includes(file!))).toEqual([]);
  });
});
