// GET /healthz (liveness) for load balancers: 200 {status:'ok'} while serving, 503
// {status:'draining'} once the host has begun a graceful shutdown, so traffic moves elsewhere
// before the edge stops. GET /readyz (readiness) adds the upstream: 503 {status:'upstream-down'}
// while the operator API does not answer its status call (checked at most once per maintenance
// check interval), so an orchestrator holds traffic back without restarting a healthy edge. Its
// `rateLimits` field says where the buckets are: `shared` (Redis) or `per-edge` (memory; with
// `rateLimitStore: 'unreachable'` while a configured Redis is down: still ready, limits per edge).
import type { Handler } from 'hono';
import type { EdgeOptions } from '../options';
import type { MaintenanceMonitor } from './maintenance';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/** Handler for GET/HEAD on the health path. */
export function healthHandler(options: Pick<EdgeOptions, 'draining'>): Handler {
  return (c) => {
    const draining = options.draining();
    return c.json({ status: draining ? 'draining' : 'ok' }, draining ? 503 : 200, { 'cache-control': 'no-store' });
  };
}

/** Handler for GET/HEAD on the readiness path. */
export function readyHandler(options: Pick<EdgeOptions, 'draining' | 'rateLimitStore'>, monitor: Pick<MaintenanceMonitor, 'upstreamAnswers'>): Handler {
  return async (c) => {
    const headers = { 'cache-control': 'no-store' };
    if (options.draining()) return c.json({ status: 'draining' }, 503, headers);
    if (!(await monitor.upstreamAnswers())) return c.json({ status: 'upstream-down' }, 503, headers);
    const store = options.rateLimitStore.status?.();
    const limits = store?.unreachable ? { rateLimits: 'per-edge', rateLimitStore: 'unreachable' } : { rateLimits: store?.shared ? 'shared' : 'per-edge' };
    return c.json({ status: 'ready', ...limits }, 200, headers);
  };
}
