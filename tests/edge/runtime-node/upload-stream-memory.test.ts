// Issue 27, "stream or spool bodies instead of buffering whole": ten logged-in 6 MiB uploads to an
// upstream that reads nothing must not grow the Node edge (a child process) by their size, and once
// the upstream reads again every one of them arrives whole. Read whole before being sent on (the
// edge until 2026-11-27), they grew it by 137 MiB; streamed, by about 30 MiB, which is garbage of
// the bytes that passed into the sockets' kernel buffers (V8 collects it at its external-memory
// limit; tests/edge/upload-memory.test.ts counts what stays after a collection).
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeTempDir, LISTENING_ANY, startEdge, waitFor, type EdgeProcess } from '../edge-process';

const MIB = 1024 * 1024;
const UPLOADS = 10;
const BODY = 6 * MIB - 1024;
const BOUNDARY = 'memtest';

/** An upstream that answers appConfig and, while `stalled`, takes upload requests without reading a byte of them. */
function stallingUpstream() {
  const held: Array<[IncomingMessage, ServerResponse]> = [];
  const received: number[] = [];
  let stalled = false;
  const answerUpload = (req: IncomingMessage, res: ServerResponse) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      received.push(bytes);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200}');
    });
  };
  const server: Server = createServer((req, res) => {
    if (!req.url?.endsWith('/uploadKyc')) {
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200,"maintenance":{"status":0}}'));
      return;
    }
    if (!stalled) return answerUpload(req, res);
    req.pause();
    held.push([req, res]);
  });
  return {
    server,
    received,
    held: () => held.length,
    stall: () => (stalled = true),
    resume() {
      stalled = false;
      for (const [req, res] of held.splice(0)) {
        answerUpload(req, res);
        req.resume();
      }
    },
  };
}

/** One whole upload body: a kind field and a file of zeros, about `size` bytes. */
function body(size: number): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nid\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="id.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const tail = `\r\n--${BOUNDARY}--\r\n`;
  return Buffer.concat([Buffer.from(head), Buffer.alloc(size - head.length - tail.length), Buffer.from(tail)]);
}

/** Sends `payload` as an uploadKyc from `from`; resolves with the answer's status (0: none). */
function upload(url: URL, from: string, payload: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port), localAddress: from });
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (/\r\n\r\n[\s\S]*\}/.test(text)) socket.destroy();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)));
    socket.write(
      `POST /app/v1/uploadKyc HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
        `Content-Length: ${payload.length}\r\nAuthorization: Bearer token-${from}\r\n\r\n`,
    );
    socket.write(payload);
  });
}

const rssMib = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

const temp = edgeTempDir();
const upstream = stallingUpstream();
let edge: EdgeProcess;
let url: URL;

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.server.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`;
  // No pace check: clients held back by the stalled upstream would get 408 after 5 s.
  edge = startEdge(temp.dir, { UPSTREAM_URL: upstreamUrl, MAX_CONNECTIONS_PER_ADDRESS: '0', UPLOAD_BODY_PACE: '0' });
  const [, listening] = await waitFor(edge.output, LISTENING_ANY, edge.exited);
  url = new URL(listening!);
}, 30_000);
afterAll(async () => {
  // The upstream's connections first: uploads still held would keep the edge's drain waiting.
  upstream.server.closeAllConnections();
  await new Promise((resolve) => upstream.server.close(resolve));
  if (edge.child.exitCode === null) edge.child.kill('SIGKILL');
  await edge.exited;
  temp.remove();
});

describe.skipIf(process.platform !== 'linux')('uploads through a stalled upstream on the Node edge', () => {
  it('hold a few chunks each, not their bodies, and all arrive whole once the upstream reads', async () => {
    // Warm up the upload path (code loaded and compiled), then measure from there.
    expect(await upload(url, '127.0.0.5', body(512 * 1024))).toBe(200);
    upstream.stall();
    const before = rssMib(edge.pid);
    const payload = body(BODY);
    const answers = Array.from({ length: UPLOADS }, (_, i) => upload(url, `127.0.0.${10 + i}`, payload));
    await expect.poll(() => upstream.held(), { timeout: 10_000 }).toBe(UPLOADS);
    let peak = before;
    for (let i = 0; i < 10; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      peak = Math.max(peak, rssMib(edge.pid));
    }
    // Less than the bodies alone (60 MiB).
    expect(peak - before).toBeLessThan(60);
    upstream.resume();
    expect(await Promise.all(answers)).toEqual(Array.from({ length: UPLOADS }, () => 200));
    // Each arrived whole: the body as sent, the operator fields added, nothing cut.
    expect(upstream.received.slice(-UPLOADS).every((bytes) => bytes > BODY)).toBe(true);
  }, 60_000);
});
