// What every runtime's run of the edge suite shares: a built-client stand-in on disk (with real
// brotli and gzip siblings, as the build precompresses them), raw HTTP requests that leave bodies
// encoded, and half-open connections for the connection caps.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const shell = '<!doctype html><html><head><title>suite shell</title><script type="module" src="/assets/app-abc123.js"></script></head><body></body></html>';
const js = `console.log(${JSON.stringify('x'.repeat(600))});`;

export const FIXTURE = { shell, js, jsBr: brotliCompressSync(js), jsGz: gzipSync(js) };

/** A temp folder laid out like dist/client; `remove` deletes it. */
export function fixtureDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'edge-suite-'));
  mkdirSync(join(dir, 'assets'));
  const files: Record<string, string | Uint8Array> = {
    'index.html': shell,
    'index.html.br': brotliCompressSync(shell),
    'index.html.gz': gzipSync(shell),
    'assets/app-abc123.js': js,
    'assets/app-abc123.js.br': FIXTURE.jsBr,
    'assets/app-abc123.js.gz': FIXTURE.jsGz,
    'assets/logo-1.png': new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
    'sw.js': 'self.addEventListener("fetch", () => {});',
    '.env': 'SECRET=1',
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose answer body stays as sent (fetch would decode it). */
export function rawRequest(url: string, init: { method?: string; headers?: Record<string, string>; body?: BodyInit | null } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? 'GET', headers: init.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(typeof init.body === 'string' ? init.body : undefined);
  });
}

/** `count` connections that send half a request head and wait; `closed()` counts those the server closed. */
export async function halfOpenSockets(url: string, count: number): Promise<{ closed(): number; destroy(): void }> {
  const { hostname, port } = new URL(url);
  let closed = 0;
  const sockets: Socket[] = [];
  await Promise.all(
    Array.from({ length: count }, () => {
      const socket = connect({ host: hostname, port: Number(port) });
      sockets.push(socket);
      socket.on('error', () => undefined);
      socket.once('close', () => (closed += 1));
      return new Promise<void>((resolve) => {
        socket.once('connect', () => {
          socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}\r\n`);
          resolve();
        });
        socket.once('close', () => resolve());
      });
    }),
  );
  return { closed: () => closed, destroy: () => sockets.forEach((socket) => socket.destroy()) };
}
