// The Node entry as an operator runs it: a child process on free ports with a fresh database.
import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { edgeTempDir, LISTENING, startEdge as start, waitFor } from './edge-process';

/** A POST with a chosen Accept-Encoding, its body left encoded (fetch would decode it). */
function rawPost(url: string, body: unknown, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

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
      // The sandbox answers JSON uncompressed; the Node entry sends the big ones as brotli.
      const preLogin = await rawPost(`${url}/app/v1/preLogin`, { gameListVersion: 0, os: 'android', deviceModel: 'test', deviceId: 'node-test-device' }, 'br');
      expect(preLogin.headers['content-encoding']).toBe('br');
      expect(preLogin.headers.vary).toContain('accept-encoding');
      const decoded = brotliDecompressSync(preLogin.body).toString();
      expect(JSON.parse(decoded)).toMatchObject({ code: 200 });
      expect(preLogin.body.length).toBeLessThan(decoded.length / 3);
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
