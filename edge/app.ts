// The edge as a runtime-agnostic Hono app: security headers, the call proxy, the beacon, the
// sandbox forward, the maintenance redirect and the static shell. Everything it needs from the
// runtime (upstream fetch, files, clock, client address) comes in through its options.
import { Hono } from 'hono';
import { API_BASE, BEACON_PATH } from '../client/api/contract/call-row';
import { errorHandler, notFoundHandler } from './middleware/errors';
import { securityHeaders } from './middleware/security-headers';
import { withDefaults, type EdgeLimits, type EdgeOptions } from './options';
import { beaconHandler } from './routes/beacon';
import { createMaintenanceMonitor, maintenanceRedirect, upstreamStatusFetcher } from './routes/maintenance';
import { proxyHandler } from './routes/proxy';
import { sandboxForwardHandler } from './routes/sandbox-forward';
import { shellHandler } from './routes/shell';

/** Options every host must give; the rest default to production values. */
export type EdgeInput = Pick<EdgeOptions, 'upstreamUrl' | 'assets'> & Partial<Omit<EdgeOptions, 'limits'>> & { limits?: Partial<EdgeLimits> };

/** Builds the edge app. */
export function createEdgeApp(input: EdgeInput): Hono {
  const options = withDefaults(input);
  const app = new Hono();

  app.use(securityHeaders({ csp: options.csp, trustProxy: options.trustProxy }));

  app.all(`${API_BASE}/*`, proxyHandler(options));
  app.all(BEACON_PATH, beaconHandler(options));
  if (options.sandboxUrl) {
    app.all('/sandbox/*', sandboxForwardHandler(options, options.sandboxUrl));
  } else {
    app.all('/sandbox/*', notFoundHandler);
  }

  const monitor = createMaintenanceMonitor({
    fetchStatus: upstreamStatusFetcher(options),
    now: options.now,
    ttlMs: options.maintenanceTtlMs,
    waitMs: options.maintenanceWaitMs,
  });
  app.use(maintenanceRedirect(monitor));
  app.get('*', shellHandler(options.assets));

  app.onError(errorHandler(options.logError));
  app.notFound(notFoundHandler);
  return app;
}
