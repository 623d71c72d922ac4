// The Node entry as an operator runs it: a child process on free ports with a fresh database.
import { afterAll, describe, expect, it } from 'vitest';
import { edgeTempDir, LISTENING, startEdge as start, waitFor } from './edge-process';

const temp = edgeTempDir();
afterAll(() => temp.remove());
const startEdge = (env: Record<string, string>) => start(temp.dir, env);

describe('edge/node.ts', () => {
  it('starts the sandbox, serves the shell and calls, logs its URL and stops on SIGTERM, closing the sandbox', async () => {
    const edge = startEdge({});
    try {
      const [, url] = await waitFor(edge.output, LISTENING, edge.exited);
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
    // The sandbox this process started closed its server and database before the exit.
    expect(edge.output()).toMatch(/"event":"sandbox-closed"[^\n]*\n[^\n]*"event":"stopped"/);
  }, 30_000);

  it('fails fast on an invalid variable, naming it', async () => {
    const edge = startEdge({ PORT: 'eighty' });
    expect(await edge.exited).toBe(1);
    expect(edge.output()).toContain('PORT must be a whole number');
  }, 30_000);
});
