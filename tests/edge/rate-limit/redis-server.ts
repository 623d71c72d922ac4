// A throwaway redis-server on a free port for the shared-store tests (no persistence).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { Redis } from 'ioredis';

export const REDIS_SERVER = '/usr/bin/redis-server';
export const hasRedisServer = existsSync(REDIS_SERVER);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const accepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Starts redis-server and resolves once a client is connected; `stop` ends both. */
export async function startRedis(): Promise<{ client: Redis; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  // Wait until the port accepts, then connect once.
  for (let attempt = 0; !(await accepts(port)); attempt += 1) {
    if (attempt >= 100) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const client = new Redis({ port, host: '127.0.0.1', maxRetriesPerRequest: 1 });
  await client.ping();
  return {
    client,
    async stop() {
      client.disconnect();
      child.kill('SIGKILL');
    },
  };
}
