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

function spawnRedis(port: number): ChildProcess {
  return spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
}

async function whenAccepting(port: number): Promise<void> {
  for (let attempt = 0; !(await accepts(port)); attempt += 1) {
    if (attempt >= 100) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const killed = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

export interface RunningRedis {
  client: Redis;
  port: number;
  url: string;
  /** Kills the server (an outage); the client stays, reconnecting. */
  kill(): Promise<void>;
  /** Starts the server again on the same port (empty: no persistence). */
  restart(): Promise<void>;
  /** Ends the client and the server. */
  stop(): Promise<void>;
}

/** Starts redis-server and resolves once a client is connected; `stop` ends both. */
export async function startRedis(): Promise<RunningRedis> {
  const port = await freePort();
  let child: ChildProcess = spawnRedis(port);
  // Wait until the port accepts, then connect once.
  await whenAccepting(port);
  const client = new Redis({ port, host: '127.0.0.1', maxRetriesPerRequest: 1 });
  client.on('error', () => undefined);
  await client.ping();
  return {
    client,
    port,
    url: `redis://127.0.0.1:${port}`,
    kill: () => killed(child),
    async restart() {
      await killed(child);
      child = spawnRedis(port);
      await whenAccepting(port);
    },
    async stop() {
      client.disconnect();
      await killed(child);
    },
  };
}
