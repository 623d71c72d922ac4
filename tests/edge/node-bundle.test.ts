// The server build: the edge and the sandbox are separate bundles; the edge bundle holds no sandbox
// code, does not import the SQLite package, runs with no sandbox installed against a real upstream,
// and loads the built sandbox (with its built browser files) when UPSTREAM_URL is unset.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build/build-edge.mjs';
import { spawnEdge } from '../../scripts/run/launch-edge';
import { waitFor } from './edge-process';

const ROOT = join(import.meta.dirname, '../..');
// Inside the project, so the bundles' package imports resolve through its node_modules.
mkdirSync(join(ROOT, '.data'), { recursive: true });
const out = mkdtempSync(join(ROOT, '.data', 'build-split-'));
// Outside the project: only the edge's own packages, no SQLite package, no sandbox.
const bare = mkdtempSync(join(tmpdir(), 'edge-bare-'));
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
  rmSync(bare, { recursive: true, force: true });
});

const SANDBOX_MARKERS = ['@photostructure/sqlite', 'CREATE TABLE', 'createSandboxApp', 'settleSpin', 'postLedger', 'openSandboxDb'];

function run(script: string, env: Record<string, string>) {
  const edge = spawnEdge({ args: [script], sandbox: false, env: { SANDBOX_PORT: '0', SANDBOX_DB: join(out, 'sandbox.db'), STATIC_DIR: out, ...env }, outputLimit: Infinity });
  return { ...edge, waitFor: (pattern: RegExp) => waitFor(edge.output, pattern, edge.exited) };
}

describe('server bundles', () => {
  beforeAll(async () => {
    await buildServer(out);
  }, 60_000);

  it('keeps every trace of the sandbox out of the edge bundle', () => {
    const edge = readFileSync(join(out, 'edge/node.mjs'), 'utf8');
    const sandbox = readFileSync(join(out, 'sandbox/start.mjs'), 'utf8');
    for (const marker of SANDBOX_MARKERS) {
      expect(sandbox, marker).toContain(marker);
      expect(edge, marker).not.toContain(marker);
    }
    expect(sandbox).toMatch(/^import { DatabaseSync, enhance } from "@photostructure\/sqlite";$/m);
  });

  it('imports only the packages the Dockerfile installs beside it, and the entries the Dockerfile and wrangler.toml name exist', () => {
    const edge = readFileSync(join(out, 'edge/node.mjs'), 'utf8');
    const packages = new Set([...edge.matchAll(/(?:^import\b[^'"]*?from\s*|\bimport\(\s*)["']([^"'.][^"']*)["']/gm)].map((m) => m[1]!).filter((name) => !name.startsWith('node:')));
    const roots = new Set([...packages].map((name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!)));
    const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
    const kept = JSON.parse(/const keep=(\[[^\]]*\])/.exec(dockerfile)![1]!.replace(/'/g, '"')) as string[];
    expect([...roots].sort()).toEqual([...kept].sort());
    expect(dockerfile).toContain('COPY --from=build /app/dist/edge/node.mjs');
    for (const entry of ['worker.mjs', 'bun.mjs', 'deno.mjs']) expect(readFileSync(join(out, 'edge', entry), 'utf8')).not.toMatch(/photostructure|createSandboxApp/);
    expect(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8')).toMatch(/^main = "dist\/edge\/worker\.mjs"$/m);
  });

  it('runs the edge against a real upstream with only its own packages installed', async () => {
    mkdirSync(join(bare, 'edge'), { recursive: true });
    copyFileSync(join(out, 'edge/node.mjs'), join(bare, 'edge/node.mjs'));
    writeFileSync(join(bare, 'package.json'), '{"type":"module"}');
    mkdirSync(join(bare, 'node_modules/@hono'), { recursive: true });
    symlinkSync(realpathSync(join(ROOT, 'node_modules/hono')), join(bare, 'node_modules/hono'));
    symlinkSync(realpathSync(join(ROOT, 'node_modules/@hono/node-server')), join(bare, 'node_modules/@hono/node-server'));
    symlinkSync(realpathSync(join(ROOT, 'node_modules/multipasta')), join(bare, 'node_modules/multipasta'));

    const edge = run(join(bare, 'edge/node.mjs'), { UPSTREAM_URL: 'http://127.0.0.1:9', STATIC_DIR: bare });
    try {
      await edge.waitFor(/listening on http:\/\/\S+ .*upstream: http:\/\/127\.0\.0\.1:9/);
    } finally {
      edge.child.kill('SIGTERM');
    }
    expect(await edge.exited).toBe(0);

    // Without an upstream it needs the sandbox, and says so.
    const alone = run(join(bare, 'edge/node.mjs'), { UPSTREAM_URL: '', STATIC_DIR: bare });
    expect(await alone.exited).toBe(1);
    expect(alone.output()).toContain('UPSTREAM_URL is unset and the sandbox');
  }, 30_000);

  it('starts the built sandbox when UPSTREAM_URL is unset, serving its built browser files', async () => {
    writeFileSync(join(out, 'sandbox/browser/line-sdk.js'), '/* the built file */');
    const edge = run(join(out, 'edge/node.mjs'), { UPSTREAM_URL: '' });
    try {
      const [, url] = await edge.waitFor(/listening on (http:\/\/\S+) .*upstream: sandbox http:\/\/127\.0\.0\.1:\d+/);
      const call = await fetch(`${url}/app/v1/anonymous/appTheme`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(await call.json()).toMatchObject({ code: 200, appTheme: { themeName: expect.any(String) } });
      expect(await (await fetch(`${url}/sandbox/idp/line/sdk.js`)).text()).toBe('/* the built file */');
      expect(await (await fetch(`${url}/sandbox/games/slot/slot.js`)).text()).toBe(readFileSync(join(out, 'sandbox/browser/slot.js'), 'utf8'));
    } finally {
      edge.child.kill('SIGTERM');
    }
    expect(await edge.exited).toBe(0);
  }, 30_000);
});
