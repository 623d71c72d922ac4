// The sandbox's domains (the folders of edge/sandbox/ but the shared lib/, migrations/, browser/,
// seed/ and dev/) import each other in one direction only: the graph of "a imports b's service"
// has no cycle, so no pair of domains leans on each other. When a lower domain must let a higher
// one act (a registration, a settled bet, a login, a deposit), it runs hooks (hooks.ts) wired in
// default-hooks.ts instead of importing it. The layer rules in .dependency-cruiser.mjs say *what*
// a domain may import of another (its service.ts); this says in which direction.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SANDBOX = join(import.meta.dirname, '../../../edge/sandbox');
const SHARED = new Set(['lib', 'migrations', 'browser', 'seed', 'dev']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The domain folder of a path inside edge/sandbox/, or null for top-level files and shared folders. */
function domainOf(path: string): string | null {
  const [first, ...rest] = relative(SANDBOX, path).split(/[\\/]/);
  return rest.length > 0 && !SHARED.has(first) && !first.startsWith('..') ? first : null;
}

/** domain -> the other domains it imports. */
function domainGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SANDBOX)) {
    const from = domainOf(file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = domainOf(resolve(dirname(file), fileName));
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** The first cycle found, as [a, b, ..., a], or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, path: string[]): string[] | null => {
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    if (state.get(node) === 'done') return null;
    state.set(node, 'open');
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      const cycle = visit(next, [...path, node]);
      if (cycle) return cycle;
    }
    state.set(node, 'done');
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('sandbox domains', () => {
  it('import each other in one direction only (no cycle)', () => {
    const graph = domainGraph();
    // The walk sees the domains (a broken walk would pass vacuously).
    expect([...graph.keys()]).toEqual(expect.arrayContaining(['users', 'auth', 'ledger', 'wallet', 'games', 'limits']));
    expect(graph.get('games')).toContain('ledger');
    expect(findCycle(graph)).toBeNull();
  });

  it('the check finds a cycle when there is one', () => {
    const graph = new Map([
      ['wallet', new Set(['limits', 'users'])],
      ['limits', new Set(['wallet'])],
      ['users', new Set<string>()],
    ]);
    expect(findCycle(graph)).toEqual(['limits', 'wallet', 'limits']);
  });
});
