// A refused body's answer reaches the client (a lingering close): a 401 sent before the body is
// read, its connection closing, while the client is still sending. Node alone closed the socket at
// once; the client's next bytes met a reset, and its kernel dropped the 401 it had not read yet
// (`npm run attack -- 7`: about 1 in 250). The Node listener with the real app, no upstream call.
import { getRequestListener } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { createNodeListener } from '../../../edge/runtime-node/node-listener';
import { buildEdge } from '../edge-fixtures';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function start() {
  const { app, upstream } = buildEdge({ clientIp: () => '127.0.0.1' });
  const listener = createNodeListener({ app: getRequestListener(app.fetch), bodyCeiling: () => 8 * 1024 * 1024, bodyIdleMs: 15_000, log: () => undefined });
  server = createServer();
  server.on('request', listener.request);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, upstream };
}

/**
 * An uploadKyc with no token whose 2 MiB body keeps coming in 64 KiB writes for 300 ms, the
 * client reading nothing meanwhile (a busy phone); then it reads what it was sent.
 */
function uploadWithoutSession(port: number): Promise<{ text: string; error?: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let error: string | undefined;
    socket.pause();
    socket.on('data', (data) => (text += data.toString('latin1')));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => resolve({ text, error }));
    socket.write('POST /app/v1/uploadKyc HTTP/1.1\r\nHost: edge.test\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 2097152\r\n\r\n');
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(chunk, () => undefined);
    }, 10);
    setTimeout(() => {
      clearInterval(timer);
      socket.resume();
      socket.end();
    }, 300);
  });
}

it('answers 401 to a body without a session, and the client reads it though it was still sending', async () => {
  const { port, upstream } = await start();
  for (let round = 0; round < 3; round++) {
    const { text, error } = await uploadWithoutSession(port);
    expect(error, `round ${round}`).toBeUndefined();
    expect(text).toMatch(/^HTTP\/1\.1 401 /);
    expect(text).toMatch(/connection: close/i);
  }
  expect(upstream.calls).toHaveLength(0);
}, 20_000);
