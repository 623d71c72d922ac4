// Starts the sandbox on a port (0 = any free one); used by the edge's Node entry, tests and the benchmark.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSandboxApp } from './app';
import { openSandboxDb } from './db';

export interface StartSandboxOptions {
  port?: number;
  host?: string;
  dbPath: string;
  dev?: boolean;
  log?: (line: string) => void;
}

export interface RunningSandbox {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Opens the database and serves the sandbox app; resolves once it listens. */
export function startSandbox(options: StartSandboxOptions): Promise<RunningSandbox> {
  const db = openSandboxDb(options.dbPath);
  const app = createSandboxApp({ db, dev: options.dev, log: options.log });
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, (info: AddressInfo) => {
      const urlHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${urlHost}:${info.port}`,
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => {
              db.close();
              done();
            });
            // Idle keep-alive sockets would hold close() open.
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
    server.once('error', (error) => {
      db.close();
      reject(error);
    });
  });
}
