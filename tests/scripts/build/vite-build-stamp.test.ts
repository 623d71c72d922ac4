import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceId } from '../../../scripts/build/vite-build-stamp';

describe("the build's id", () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

  function tree(files: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), 'build-id-'));
    roots.push(root);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }
  const inputs = { dirs: ['client'], files: ['lock.json'], values: ['Casino PH'] };

  it('is the same for the same sources, and changes with any file, name or value', () => {
    const files = { 'client/a.ts': 'a', 'client/deep/b.ts': 'b', 'lock.json': '{}' };
    const id = sourceId(tree(files), inputs);
    expect(id).toMatch(/^[\w-]{10}$/);
    expect(sourceId(tree(files), inputs)).toBe(id);
    expect(sourceId(tree({ ...files, 'client/deep/b.ts': 'b2' }), inputs)).not.toBe(id);
    expect(sourceId(tree({ ...files, 'lock.json': '{ }' }), inputs)).not.toBe(id);
    expect(sourceId(tree({ 'client/a.ts': 'a', 'client/deep/c.ts': 'b', 'lock.json': '{}' }), inputs)).not.toBe(id);
    expect(sourceId(tree(files), { ...inputs, values: ['Other Casino'] })).not.toBe(id);
  });
});
