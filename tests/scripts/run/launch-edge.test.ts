// The shared launcher (scripts/run/launch-edge.ts), on the edge's source entry so no build is needed:
// ready means listening and answering, the sandbox gets a fresh database that stop() removes, and
// an edge that cannot start is reported with its output and cleaned up.
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { killEdges, launchEdge, spawnEdge, whenReady } from '../../../scripts/run/launch-edge';

const SOURCE_ENTRY = ['--import', 'tsx', 'edge/node.ts'];

describe('launchEdge', () => {
  it('starts the edge with its own sandbox on a fresh database, and stops it with SIGTERM', async () => {
    const edge = await launchEdge({ args: SOURCE_ENTRY, staticDir: false, tempPrefix: 'launch-test-' });
    try {
      expect(edge.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(edge.sandboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await fetch(`${edge.url}/healthz`)).status).toBe(200);
      const call = await fetch(`${edge.sandboxUrl}/app/v1/anonymous/appTheme`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(call.status).toBe(200);
      expect(existsSync(edge.dbPath!)).toBe(true);
    } finally {
      expect(await edge.stop()).toBe(0);
    }
    expect(existsSync(edge.dir!)).toBe(false);
  }, 30_000);

  it('rejects with the output of an edge that exits before it listens, and removes its folder', async () => {
    const prefix = `launch-fail-${process.pid}-`;
    const attempt = launchEdge({ args: SOURCE_ENTRY, env: { PORT: 'eighty' }, tempPrefix: prefix });
    await expect(attempt).rejects.toThrow(/did not start \(exit 1\)[\s\S]*PORT/);
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith(prefix))).toEqual([]);
  }, 30_000);

  it('killEdges ends what was not stopped and removes its folder', async () => {
    const edge = spawnEdge({ args: SOURCE_ENTRY, staticDir: false, tempPrefix: 'launch-test-' });
    await whenReady(edge, { probe: false }).catch(async (error: unknown) => {
      await edge.stop(1000);
      throw error;
    });
    killEdges();
    expect(await edge.exited).toBeNull();
    expect(existsSync(edge.dir!)).toBe(false);
  }, 30_000);
});
