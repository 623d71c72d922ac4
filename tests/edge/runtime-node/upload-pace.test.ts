// Issue 27, "a short idle timeout on upload bodies": an upload body that arrives slower than its
// pace (UPLOAD_BODY_PACE) is answered 408 with a JSON body naming the pace, its connection closed,
// and its share of the body budget and its upload slot come back at once. The Node listener with
// the real app in front of a recording upstream, a short pace window so the test takes a second.
import { getRequestListener } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseNodeConfig } from '../../../edge/config';
import { nodeOnlySettings } from '../../../edge/edge-input';
import { createBodyBudget } from '../../../edge/middleware/body-budget';
import { createNodeListener } from '../../../edge/runtime-node/node-listener';
import { uploadPace } from '../../../edge/runtime-node/node-server';
import { buildEdge, maintenanceAnswer } from '../edge-fixtures';

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server?.closeAllConnections();
  server = undefined;
});

async function start(pace: { idleMs: number; minBytes: number }, fetch?: typeof globalThis.fetch) {
  const bodyBudget = createBodyBudget({ capacity: 64 * 1024 * 1024, uploadShare: 0.75, uploadsPerClient: 1 });
  const { app, upstream } = buildEdge({ bodyBudget, clientIp: () => '127.0.0.1', ...(fetch && { fetch }) });
  const listener = createNodeListener({ app: getRequestListener(app.fetch), bodyCeiling: () => 8 * 1024 * 1024, bodyIdleMs: 15_000, upload: pace, log: () => undefined });
  server = createServer();
  server.on('request', listener.request);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, bodyBudget, upstream };
}

/** An uploadKyc of `length` declared bytes, sent `chunk` bytes every `everyMs`; resolves with what came back and when. */
function drip(port: number, length: number, chunk: number, everyMs: number): Promise<{ text: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const timer = setInterval(() => socket.write(Buffer.alloc(chunk, 0x61)), everyMs);
    socket.on('data', (data) => (text += data.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ text, ms: Date.now() - started });
    });
    socket.write(
      `POST /app/v1/uploadKyc HTTP/1.1\r\nHost: edge.test\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\nAuthorization: Bearer drip-token-0123456789\r\n\r\n`,
    );
  });
}

describe('upload pace', () => {
  it('answers a body slower than the pace 408 with JSON, closes it, and frees its budget and slot', async () => {
    const { port, bodyBudget, upstream } = await start({ idleMs: 300, minBytes: 1000 });
    // 100 bytes every 100 ms: 300 bytes a window, under the 1,000 asked.
    const cut = await drip(port, 1024 * 1024, 100, 100);
    expect(cut.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(cut.text).toMatch(/connection: close/i);
    expect(JSON.parse(cut.text.slice(cut.text.indexOf('\r\n\r\n') + 4))).toEqual({ code: 408, msg: expect.stringContaining('too slow (under 3333 bytes a second)') });
    expect(cut.ms).toBeLessThan(5000);
    // The budget and the address's one upload slot came back: nothing in flight, and another upload is taken.
    await expect.poll(() => bodyBudget.stats().inFlight).toBe(0);
    expect(upstream.calls.filter((call) => call.url.endsWith('/uploadKyc'))).toHaveLength(0);
    const next = await drip(port, 1024 * 1024, 100, 100);
    expect(next.text).toMatch(/^HTTP\/1\.1 408 /);
  }, 15_000);

  it('lets a body at the pace through', async () => {
    const { port, upstream } = await start({ idleMs: 300, minBytes: 1000 });
    // 2,000 bytes every 100 ms, a 20,000-byte body: about a second, well over the pace.
    const whole = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      let sent = 0;
      socket.write(
        'POST /app/v1/uploadKyc HTTP/1.1\r\nHost: edge.test\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 20000\r\nAuthorization: Bearer drip-token-0123456789\r\nConnection: close\r\n\r\n',
      );
      const timer = setInterval(() => {
        if (sent >= 20_000) return clearInterval(timer);
        socket.write(Buffer.alloc(2000, 0x61));
        sent += 2000;
      }, 100);
      socket.on('data', (data) => (text += data.toString('latin1')));
      socket.on('close', () => {
        clearInterval(timer);
        resolve(text);
      });
    });
    // Not cut for its pace: the edge read it whole (and refused its multipart shape, 400, its own concern).
    expect(whole).not.toMatch(/^HTTP\/1\.1 408 /);
    void upstream;
  }, 15_000);

  it('does not cut a body the edge holds back while its upstream does not read (the upload streams)', async () => {
    let go!: () => void;
    const resume = new Promise<void>((resolve) => (go = resolve));
    const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
      if (String(input).endsWith('/anonymous/appConfig')) return maintenanceAnswer(0);
      const reader = (init.body as ReadableStream<Uint8Array>).getReader();
      await reader.read();
      // An upstream that stops reading for longer than two pace windows.
      await resume;
      while (!(await reader.read()).done);
      return Response.json({ code: 200 });
    }) as typeof globalThis.fetch;
    const { port } = await start({ idleMs: 300, minBytes: 1000 }, fetch);
    const head = '--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\n';
    const body = Buffer.concat([Buffer.from(head), Buffer.alloc(4 * 1024 * 1024), Buffer.from('\r\n--x--\r\n')]);
    setTimeout(go, 1500);
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (data) => (text += data.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(text));
      socket.write(
        `POST /app/v1/uploadKyc HTTP/1.1\r\nHost: edge.test\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${body.length}\r\nAuthorization: Bearer drip-token-0123456789\r\nConnection: close\r\n\r\n`,
      );
      socket.write(body);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  }, 15_000);

  it('is configured by UPLOAD_BODY_PACE in bytes a second over 5 s windows, 0 turning it off, on the Node entry only', () => {
    expect(parseNodeConfig({}).uploadPace).toBe(800);
    expect(uploadPace(800)).toEqual({ idleMs: 5000, minBytes: 4000 });
    expect(uploadPace(parseNodeConfig({ UPLOAD_BODY_PACE: '0' }).uploadPace)).toBeUndefined();
    expect(() => parseNodeConfig({ UPLOAD_BODY_PACE: 'fast' })).toThrow(/UPLOAD_BODY_PACE/);
    expect(nodeOnlySettings({ ...parseNodeConfig({ UPLOAD_BODY_PACE: '2000' }) })).toMatch(/UPLOAD_BODY_PACE is carried out by the Node entry only/);
    expect(nodeOnlySettings(parseNodeConfig({}))).toBeUndefined();
  });
});
