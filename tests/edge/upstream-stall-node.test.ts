// Issue 9 "Stalled upstream bodies" on the real Node entry: an upstream that sends a head and one
// chunk and then goes quiet gets its socket closed by the edge after UPSTREAM_BODY_IDLE_MS, the
// player's connection ends, and one line is logged. Counted on the fake upstream's own sockets.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeTempDir, startEdge, waitFor } from './edge-process';

const temp = edgeTempDir();
let upstream: Server;
let upstreamUrl = '';

beforeAll(async () => {
  upstream = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url?.endsWith('/refreshData')) res.write('{"code":200,"list":['); // and then nothing
      else res.end('{"code":200}');
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
  temp.remove();
});

const openSockets = () => new Promise<number>((resolve, reject) => upstream.getConnections((error, count) => (error ? reject(error) : resolve(count))));

/** Polls the upstream's socket count until it is `count`, at most `tries` times; the last count. */
async function socketsSettleAt(count: number, tries = 250): Promise<number> {
  let now = await openSockets();
  for (let i = 0; i < tries && now !== count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    now = await openSockets();
  }
  return now;
}

describe('a stalled upstream body through the Node entry', () => {
  it('ends the player\'s answer with an error, frees the upstream socket and logs once', async () => {
    const edge = startEdge(temp.dir, { UPSTREAM_URL: upstreamUrl, UPSTREAM_BODY_IDLE_MS: '200' });
    try {
      const [, url] = await waitFor(edge.output, /listening on (http:\/\/\S+) /, edge.exited);
      const call = (name: string, signal?: AbortSignal) => fetch(`${url}/app/v1/${name}`, { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'application/json' }, body: '{}', signal });

      // A bound of our own so the test ends even where the edge never cuts the body.
      const res = await call('refreshData', AbortSignal.timeout(5000));
      expect(res.status).toBe(200);
      const outcome = await res.text().then(
        () => 'complete',
        (error: Error) => (error.name === 'TimeoutError' ? 'still hanging' : 'cut'),
      );
      expect(outcome).toBe('cut');
      expect(await socketsSettleAt(0)).toBe(0);
      // One JSON error line from the edge's own logger, naming the call (@hono/node-server may also
      // print the errored stream itself, as plain text).
      const stalls = edge.output().split('\n').filter((line) => line.startsWith('{') && line.includes('UpstreamStallError'));
      expect(stalls).toHaveLength(1);
      expect(JSON.parse(stalls[0])).toMatchObject({ event: 'error', path: '/app/v1/refreshData', error: expect.stringMatching(/^UpstreamStallError/) });

      // The edge still serves calls afterwards.
      const next = await call('anonymous/appTheme');
      expect(await next.json()).toEqual({ code: 200 });
    } finally {
      edge.child.kill('SIGTERM');
      await edge.exited;
    }
  }, 30_000);
});
