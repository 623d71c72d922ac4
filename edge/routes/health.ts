// GET /healthz for load balancers: 200 {status:'ok'} while serving, 503 {status:'draining'} once the
// host has begun a graceful shutdown, so traffic moves elsewhere before the edge stops.
import type { Handler } from 'hono';
import type { EdgeOptions } from '../options';

export const HEALTH_PATH = '/healthz';

/** Handler for GET/HEAD on the health path. */
export function healthHandler(options: Pick<EdgeOptions, 'draining'>): Handler {
  return (c) => {
    const draining = options.draining();
    return c.json({ status: draining ? 'draining' : 'ok' }, draining ? 503 : 200, { 'cache-control': 'no-store' });
  };
}
