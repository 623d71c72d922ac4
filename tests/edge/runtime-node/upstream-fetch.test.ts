import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamFetch } from '../../../edge/runtime-node/upstream-fetch';

const gzipped = gzipSync(JSON.stringify({ code: 200, filler: 'y'.repeat(4000) }));
let server: Server;
let base = '';
let lastRequest: { headers: IncomingMessage['headers']; body: string } | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      lastRequest = { headers: req.headers, body: Buffer.concat(chunks).toString() };
      if (req.url === '/gzip') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': gzipped.length });
        res.end(gzipped);
      } else if (req.url === '/chunked') {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        res.write(gzipped.subarray(0, 100));
        setImmediate(() => res.end(gzipped.subarray(100)));
      } else if (req.url === '/hang') {
        // never answers
      } else {
        res.setHeader('set-cookie', ['a=1', 'b=2']);
        res.writeHead(201, { 'content-type': 'text/plain' });
        res.end('created');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createUpstreamFetch', () => {
  const fetch = createUpstreamFetch();

  it('sends method, headers and body; returns status, headers and body', async () => {
    const res = await fetch(`${base}/echo`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-a': '1' }, body: '{"k":1}' });
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('created');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(lastRequest?.body).toBe('{"k":1}');
    expect(lastRequest?.headers['x-a']).toBe('1');
    expect(lastRequest?.headers['content-length']).toBe('7');
    expect(lastRequest?.headers['accept-encoding']).toBeUndefined();
  });

  it('sends a stream body chunked as the socket takes it, and fails with the stream\'s own error', async () => {
    const parts = ['--b\r\n', 'part one', ' and two'];
    const body = new ReadableStream<Uint8Array>({ pull: (controller) => (parts.length ? controller.enqueue(new TextEncoder().encode(parts.shift())) : controller.close()) });
    const res = await fetch(`${base}/echo`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=b' }, body, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(201);
    await res.text();
    expect(lastRequest?.body).toBe('--b\r\npart one and two');
    expect(lastRequest?.headers['transfer-encoding']).toBe('chunked');
    expect(lastRequest?.headers['content-length']).toBeUndefined();
    const failure = new Error('the client body failed');
    let sent = false;
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(failure);
        sent = true;
        controller.enqueue(new TextEncoder().encode('half'));
      },
    });
    await expect(fetch(`${base}/echo`, { method: 'POST', body: failing, duplex: 'half' } as RequestInit)).rejects.toBe(failure);
  });

  it('leaves compressed bodies compressed, byte for byte', async () => {
    const res = await fetch(`${base}/gzip`, { method: 'POST', headers: { 'accept-encoding': 'gzip' }, body: '{}' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await res.arrayBuffer()).equals(gzipped)).toBe(true);
  });

  it('streams bodies of unknown length, byte for byte', async () => {
    const res = await fetch(`${base}/chunked`, { method: 'GET' });
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(Buffer.from(await res.arrayBuffer()).equals(gzipped)).toBe(true);
  });

  it('aborts on the signal', async () => {
    const controller = new AbortController();
    const pending = fetch(`${base}/hang`, { method: 'POST', body: '{}', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
  });

  it('rejects when nothing listens', async () => {
    await expect(fetch('http://127.0.0.1:1/', { method: 'POST', body: '{}' })).rejects.toThrow();
  });
});

describe('createUpstreamFetch with passThrough', () => {
  it('hands small bodies over as bytes, forwarded intact', async () => {
    const { BODY_BYTES, passThrough } = await import('../../../edge/upstream');
    const res = await createUpstreamFetch()(`${base}/gzip`, { method: 'POST', body: '{}' });
    expect((res as Response & { [BODY_BYTES]?: Uint8Array })[BODY_BYTES]?.byteLength).toBe(gzipped.length);
    const forwarded = await passThrough(res);
    expect(forwarded.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await forwarded.arrayBuffer()).equals(gzipped)).toBe(true);
  });
});

describe('idle pooled sockets', () => {
  it('are dropped before a server with the default 5 s keep-alive would close them (no reset on reuse)', async () => {
    const connections: string[] = [];
    const idle = createServer((_req, res) => res.end('ok'));
    idle.keepAliveTimeout = 5000;
    idle.on('connection', (socket) => {
      connections.push('open');
      socket.on('close', () => connections.push('closed'));
    });
    await new Promise<void>((resolve) => idle.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(idle.address() as AddressInfo).port}/`;
    const fetchUpstream = createUpstreamFetch();
    await (await fetchUpstream(url, { method: 'POST', body: '{}' })).text();
    expect(connections).toEqual(['open']);
    // After 4 s idle the client closes its side first, so the server never closes a socket the client is about to reuse.
    await new Promise((resolve) => setTimeout(resolve, 4300));
    expect(connections).toEqual(['open', 'closed']);
    await (await fetchUpstream(url, { method: 'POST', body: '{}' })).text();
    expect(connections).toEqual(['open', 'closed', 'open']);
    idle.closeAllConnections();
    await new Promise((resolve) => idle.close(resolve));
  }, 10_000);
});
