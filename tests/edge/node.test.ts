// The Node entry as an operator runs it: a child process on free ports with a fresh database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const temp = mkdtempSync(join(tmpdir(), 'edge-node-'));
mkdirSync(join(temp, 'client'));
writeFileSync(join(temp, 'client', 'index.html'), '<!doctype html><title>shell</title>');
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function startEdge(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'edge/node.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SANDBOX_PORT: '0', SANDBOX_DB: join(temp, 'sandbox.db'), STATIC_DIR: join(temp, 'client'), UPSTREAM_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(output: () => string, pattern: RegExp, exited: Promise<unknown>): Promise<RegExpExecArray> {
  for (;;) {
    const match = pattern.exec(output());
    if (match) return match;
    const done = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(r, 50, false))]);
    if (done) throw new Error(`the edge exited:\n${output()}`);
  }
}

describe('edge/node.ts', () => {
  it('starts the sandbox, serves the shell and calls, logs its URL and stops on SIGTERM', async () => {
    const edge = startEdge({});
    try {
      const [, url] = await waitFor(edge.output, /listening on (http:\/\/\S+) .*upstream: sandbox http:\/\/127\.0\.0\.1:\d+/, edge.exited);
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>shell</title>');
      const call = await fetch(`${url}/app/v1/anonymous/appTheme`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(call.status).toBe(200);
      expect(await call.json()).toMatchObject({ appTheme: { themeName: expect.any(String) } });
      const idp = await fetch(`${url}/sandbox/idp/facebook/sdk.js`);
      expect(idp.status).toBe(200);
      expect((await fetch(`${url}/sandbox/dev/health`)).status).toBe(404);
    } finally {
      edge.child.kill('SIGTERM');
    }
    expect(await edge.exited).toBe(0);
  }, 30_000);

  it('fails fast on an invalid variable, naming it', async () => {
    const edge = startEdge({ PORT: 'eighty' });
    expect(await edge.exited).toBe(1);
    expect(edge.output()).toContain('PORT must be a whole number');
  }, 30_000);
});
