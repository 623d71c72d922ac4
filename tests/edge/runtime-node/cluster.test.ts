// Node cluster mode (EDGE_WORKERS): the primary starts one sandbox, forks the workers, which share
// the port and the sandbox, replaces a worker that dies, and drains them all on SIGTERM.
import { afterAll, describe, expect, it } from 'vitest';
import { edgeTempDir, startEdge, waitFor } from '../edge-process';

const temp = edgeTempDir();
afterAll(() => temp.remove());

const listeningLines = (output: string) => [...output.matchAll(/listening on (http:\/\/\S+) .*upstream: sandbox (http:\/\/127\.0\.0\.1:\d+) \[worker (\d+)\]/g)];

describe('edge/node.ts with EDGE_WORKERS', () => {
  it('forks the workers on one port with one sandbox, replaces a dead worker, and drains them all on SIGTERM', async () => {
    const edge = startEdge(temp.dir, { EDGE_WORKERS: '2' });
    try {
      await waitFor(() => String(listeningLines(edge.output()).length >= 2), /true/, edge.exited);
      const lines = listeningLines(edge.output());
      // Port 0: the primary picks one free port and every worker listens on it.
      const urls = new Set(lines.map((line) => line[1]));
      expect(urls.size).toBe(1);
      const url = [...urls][0]!;
      expect(new Set(lines.map((line) => line[2])).size).toBe(1);
      const call = await fetch(`${url}/app/v1/anonymous/appTheme`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(await call.json()).toMatchObject({ code: 200 });
      // The stand-in pages of the one sandbox reach the workers through SANDBOX_URL.
      expect((await fetch(`${url}/sandbox/idp/facebook/sdk.js`)).status).toBe(200);

      process.kill(Number(lines[0]![3]), 'SIGKILL');
      await waitFor(() => String(listeningLines(edge.output()).length >= 3), /true/, edge.exited);
      expect(edge.output()).toMatch(/"event":"worker-exit"[^\n]*"signal":"SIGKILL"/);
      const again = await fetch(`${url}/app/v1/anonymous/appTheme`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(again.status).toBe(200);
    } finally {
      edge.child.kill('SIGTERM');
    }
    expect(await edge.exited).toBe(0);
    expect(edge.output()).toMatch(/"event":"cluster","workers":2/);
    expect(edge.output().match(/"event":"stopped"/g)).toHaveLength(3);
    expect(edge.output()).toMatch(/"event":"sandbox-closed"[^\n]*\n[^\n]*"event":"stopped"/);
  }, 30_000);
});
