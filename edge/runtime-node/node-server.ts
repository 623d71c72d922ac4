// The edge's HTTP server on Node: the app behind the Node listener (request ids, Host and
// Expect checks, body idle timeout, JSON logs), connection caps, head and request timeouts, and
// the graceful shutdown on SIGTERM/SIGINT.
import { getRequestListener } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALLS, isCallName } from '../../contract/all';
import { API_BASE, BEACON_PATH } from '../../contract/call-row';
import type { NodeConfig } from '../config';
import { EDGE_ENV } from '../config-schema';
import type { EdgeLimits } from '../options';
import { answerClientErrorsAsJson } from './client-error';
import { guardConnections } from './connection-guard';
import { gracefulShutdown } from './graceful-shutdown';
import { createNodeListener } from './node-listener';

/** How often Node checks the head and request deadlines (its default, 30 s, would double them). */
const DEADLINE_CHECK_MS = 1000;

/**
 * The window an upload body's pace (UPLOAD_BODY_PACE, bytes a second) is measured over: the
 * default 800 B/s is 4,000 bytes in 5 s (6.4 kbit/s, below what a 2G phone sends). A body holds
 * its share of the body budget while it arrives.
 */
const UPLOAD_PACE_WINDOW_MS = 5000;

/** The Node listener's pace check for `bytesPerSecond` (0: none). */
export function uploadPace(bytesPerSecond: number): { idleMs: number; minBytes: number } | undefined {
  return bytesPerSecond > 0 ? { idleMs: UPLOAD_PACE_WINDOW_MS, minBytes: Math.ceil((bytesPerSecond * UPLOAD_PACE_WINDOW_MS) / 1000) } : undefined;
}

/** The largest body the edge takes on `path`: the call's row limit, the beacon's, or the ceiling. */
export function bodyCeiling(path: string, limits: EdgeLimits): number {
  if (path === BEACON_PATH) return limits.beaconBytes;
  const call = path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length + 1) : '';
  return isCallName(call) ? Math.min(CALLS[call].maxBodyBytes, limits.bodyBytes) : limits.bodyBytes;
}

export interface NodeServerOptions {
  fetch: (request: Request, env: never) => Response | Promise<Response>;
  config: Pick<NodeConfig, 'port' | 'host' | 'connections' | 'timeouts'> & Partial<Pick<NodeConfig, 'uploadPace'>>;
  limits: EdgeLimits;
  /** Set once a shutdown signal arrived; the app's health route reads it. */
  onDraining: () => void;
  /** Closed after the drain (the sandbox, when this process started it). */
  afterDrain: () => Promise<void>;
  log: (line: string) => void;
  exit: (code: number) => void;
  /** Signals that start the drain (a cluster worker takes only SIGTERM, from its primary). */
  signals?: readonly NodeJS.Signals[];
}

/** Starts listening; resolves with the server and its address. */
export function startNodeServer(options: NodeServerOptions): Promise<{ server: Server; address: AddressInfo }> {
  const { config } = options;
  const listener = createNodeListener({
    app: getRequestListener(options.fetch as Parameters<typeof getRequestListener>[0]),
    bodyCeiling: (path) => bodyCeiling(path, options.limits),
    bodyIdleMs: config.timeouts.bodyIdleMs,
    upload: uploadPace(config.uploadPace ?? EDGE_ENV.UPLOAD_BODY_PACE.default),
    log: options.log,
  });
  const server = createServer({
    headersTimeout: config.timeouts.headersMs,
    requestTimeout: config.timeouts.requestMs,
    connectionsCheckingInterval: DEADLINE_CHECK_MS,
  });
  server.on('request', listener.request);
  server.on('checkContinue', listener.checkContinue);
  answerClientErrorsAsJson(server);
  const guard = guardConnections(server, config.connections);

  const shutdown = gracefulShutdown({
    server,
    sockets: guard.sockets,
    listener: {
      drain: () => {
        options.onDraining();
        listener.drain();
      },
      busy: listener.busy,
      served: listener.served,
    },
    deadlineMs: config.timeouts.drainMs,
    afterDrain: options.afterDrain,
    log: options.log,
    exit: options.exit,
  });
  for (const signal of options.signals ?? ['SIGINT', 'SIGTERM']) process.on(signal, () => shutdown(signal));

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve({ server, address: server.address() as AddressInfo });
    });
  });
}
