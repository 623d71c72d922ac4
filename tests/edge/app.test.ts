import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildEdge } from './edge-fixtures';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every module `entry` imports, following relative imports. */
function importGraph(entry: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(entry)) return seen;
  const source = readFileSync(entry, 'utf8');
  const specifiers = [...source.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]);
  seen.set(entry, specifiers);
  for (const specifier of specifiers) {
    if (specifier.startsWith('.')) {
      const base = resolve(dirname(entry), specifier);
      const file = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((f) => {
        try {
          readFileSync(f);
          return true;
        } catch {
          return false;
        }
      });
      if (file) importGraph(file, seen);
    }
  }
  return seen;
}

describe('createEdgeApp', () => {
  it('is runtime-agnostic: nothing it imports uses node: modules or the Node server', () => {
    const graph = importGraph(resolve(projectRoot, 'edge/app.ts'));
    expect(graph.size).toBeGreaterThan(5);
    const offenders = [...graph].flatMap(([file, specifiers]) =>
      specifiers.filter((s) => s.startsWith('node:') || s.startsWith('@hono/node-server') || ['fs', 'path', 'http', 'https', 'stream'].includes(s)).map((s) => `${file}: ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('routes calls, beacon and pages to their handlers', async () => {
    const { app, upstream } = buildEdge();
    const call = await app.request('/app/v1/preLogin', { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'application/json' }, body: '{"deviceId":"d"}' });
    expect(call.status).toBe(200);
    const beacon = await app.request('/beacon', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"eventList":[]}' });
    expect(beacon.status).toBe(204);
    const page = await app.request('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(upstream.calls.some((c) => c.url === 'http://upstream.test/app/v1/preLogin')).toBe(true);
  });

  it('strips a trailing slash from the upstream URL', async () => {
    const { app, upstream } = buildEdge({ upstreamUrl: 'http://upstream.test/api/' });
    await app.request('/app/v1/refreshData', { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'application/json' }, body: '{}' });
    expect(upstream.calls.some((c) => c.url === 'http://upstream.test/api/app/v1/refreshData')).toBe(true);
  });
});
