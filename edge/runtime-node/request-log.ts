// One JSON log line per request (request id, route class, method, path without its query, status,
// duration, upstream time), and the request context that carries the id and the upstream time
// through the app's async work. Never logs headers, bodies or query strings: they carry tokens.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'hono';
import { API_BASE, BEACON_PATH } from '../../client/api/contract/call-row';
import { HEALTH_PATH } from '../routes/health';

export type RouteClass = 'call' | 'beacon' | 'health' | 'sandbox' | 'asset' | 'page';

/** What the Node entry knows about one request while the app handles it. */
export interface RequestRecord {
  id: string;
  /** Time spent waiting for upstream answer heads, summed over the request's upstream calls. */
  upstreamMs?: number;
  /** True once the client went away before its answer was sent. */
  clientGone(): boolean;
}

const context = new AsyncLocalStorage<RequestRecord>();

/** Runs `work` with `record` as the current request (for the upstream timer and the error log). */
export function runInRequest<T>(record: RequestRecord, work: () => T): T {
  return context.run(record, work);
}

/** The route class of a path, for logs and dashboards. */
export function routeClass(path: string): RouteClass {
  if (path === API_BASE || path.startsWith(`${API_BASE}/`)) return 'call';
  if (path === BEACON_PATH) return 'beacon';
  if (path === HEALTH_PATH) return 'health';
  if (path.startsWith('/sandbox/')) return 'sandbox';
  return /\.[a-z0-9]+$/i.test(path) ? 'asset' : 'page';
}

/** The path of a request target without its query (which may carry a token), bounded in length. */
export function logPath(target: string | undefined): string {
  const path = (target ?? '/').split(/[?#]/, 1)[0] ?? '/';
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

export interface RequestLine {
  event: 'request' | 'aborted';
  id: string;
  method: string;
  path: string;
  status?: number;
  ms: number;
  upstreamMs?: number;
}

/** The JSON log line of a finished (or aborted) request. */
export function requestLine(line: RequestLine, now: Date = new Date()): string {
  const { event, id, method, path, status, ms, upstreamMs } = line;
  return JSON.stringify({
    time: now.toISOString(),
    event,
    id,
    class: routeClass(path),
    method: method.slice(0, 16),
    path,
    ...(status === undefined ? {} : { status }),
    ms: Math.round(ms * 10) / 10,
    ...(upstreamMs === undefined ? {} : { upstreamMs: Math.round(upstreamMs * 10) / 10 }),
  });
}

/** A JSON line for an event of the server itself (draining, stopped, ...). */
export function eventLine(event: string, fields: Record<string, string | number | boolean> = {}): string {
  return JSON.stringify({ time: new Date().toISOString(), event, ...fields });
}

/** Wraps the upstream fetch to add the time to each answer head to the current request's record. */
export function timedFetch(fetchFn: typeof globalThis.fetch, now: () => number = () => performance.now()): typeof globalThis.fetch {
  return (async (input, init) => {
    const record = context.getStore();
    const start = now();
    try {
      return await fetchFn(input, init);
    } finally {
      if (record) record.upstreamMs = (record.upstreamMs ?? 0) + (now() - start);
    }
  }) as typeof globalThis.fetch;
}

/**
 * The app's `logError` for Node: unexpected errors as JSON lines with their stack; a failure that
 * only means the client went away (its body stream broke) is left to the request's "aborted" line.
 */
export function nodeErrorLogger(log: (line: string) => void): (error: unknown, c: Context) => void {
  return (error, c) => {
    const record = context.getStore();
    if (record?.clientGone()) return;
    log(
      JSON.stringify({
        time: new Date().toISOString(),
        event: 'error',
        id: record?.id,
        method: c.req.method.slice(0, 16),
        path: logPath(c.req.path),
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      }),
    );
  };
}
