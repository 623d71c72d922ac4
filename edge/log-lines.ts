// The JSON log lines of every runtime entry: one per request (request id, route class, method,
// path without its query, status, duration, upstream time) and one per server event. Pure: the
// Workers entry uses it too. Never logs headers, bodies or query strings: they carry tokens.
import { API_BASE, BEACON_PATH } from '../contract/call-row';
import { HEALTH_PATH, READY_PATH } from './routes/health';

export type RouteClass = 'call' | 'beacon' | 'health' | 'sandbox' | 'asset' | 'page';

/** The route class of a path, for logs and dashboards. */
export function routeClass(path: string): RouteClass {
  if (path === API_BASE || path.startsWith(`${API_BASE}/`)) return 'call';
  if (path === BEACON_PATH) return 'beacon';
  if (path === HEALTH_PATH || path === READY_PATH) return 'health';
  if (path.startsWith('/sandbox/')) return 'sandbox';
  return /\.[a-z0-9]+$/i.test(path) ? 'asset' : 'page';
}

/**
 * Whether an answer names its request id (x-request-id). Every answer does but a served file of
 * the build's hashed assets (`/assets/`, status under 400): those are the same bytes for every
 * player, nobody reports one, and the log line still carries the id. The id is a fresh value on
 * every answer, so not even HTTP/2's header compression saves its bytes: about 50 on each of the
 * thirty-odd files of a first visit. A failed asset keeps it, to be found in the logs.
 */
export function answerNamesRequest(path: string, status: number): boolean {
  return status >= 400 || !path.startsWith('/assets/');
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
