import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../../edge/sandbox/start';

describe('startSandbox', () => {
  it('listens on a free port, answers calls, keeps data in its file across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-start-'));
    const dbPath = join(dir, 'data', 'sandbox.db');
    try {
      const first = await startSandbox({ port: 0, dbPath, dev: true, log: () => {} });
      expect(first.port).toBeGreaterThan(0);
      expect(first.url).toBe(`http://127.0.0.1:${first.port}`);
      expect(await (await fetch(`${first.url}/sandbox/dev/health`)).json()).toEqual({ ok: true });
      const registered = await fetch(`${first.url}/app/v1/accountRegist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'keeper01', password: 'secret12', eligibilityDeclared: 1 }),
      });
      expect(((await registered.json()) as { code: number }).code).toBe(200);
      await first.close();

      const second = await startSandbox({ port: 0, dbPath, log: () => {} });
      const login = await fetch(`${second.url}/app/v1/accountLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'keeper01', password: 'secret12', eligibilityDeclared: 1 }),
      });
      expect(((await login.json()) as { code: number }).code).toBe(200);
      // Started without dev: no dev endpoints.
      expect((await fetch(`${second.url}/sandbox/dev/health`)).status).toBe(404);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
