// Starts the sandbox on a port (0 = any free one); used by the edge's Node entry, tests and the benchmark.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSandboxApp } from './app';
import { openSandboxDb } from './db';
import { REVIEW_DELAY_MS, startWithdrawalReview } from './wallet/service';

export interface StartSandboxOptions {
  port?: number;
  host?: string;
  dbPath: string;
  dev?: boolean;
  log?: (line: string) => void;
  /** How long a withdrawal waits for the sandbox operator's review (default 20 s). */
  withdrawReviewMs?: number;
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
  const stopReview = startWithdrawalReview(db, options.withdrawReviewMs ?? REVIEW_DELAY_MS, options.log ?? ((line) => console.log(line)));
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
              stopReview();
              db.close();
              done();
            });
            // Idle keep-alive sockets would hold close() open.
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
    server.once('error', (error) => {
      stopReview();
      db.close();
      reject(error);
    });
  });
}
