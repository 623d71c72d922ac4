// The edge as a runtime-agnostic Hono app: security headers, the call proxy, the beacon, the
// sandbox forward, the maintenance redirect and the static shell. Everything it needs from the
// runtime (upstream fetch, files, clock, client address) comes in through its options.
import { Hono, type Context } from 'hono';
import { API_BASE, BEACON_PATH } from '../contract/call-row';
import { errorHandler, notFoundHandler } from './middleware/errors';
import { rateLimit } from './middleware/rate-limit';
import { securityHeaders } from './middleware/security-headers';
import { withDefaults, type EdgeInput } from './options';
import { clientKey } from './rate-limit/client-key';
import { clientAddress } from './request-info';
import { beaconHandler } from './routes/beacon';
import { createFirstBannerHint } from './routes/first-banner';
import { createFirstTilesHint } from './routes/shell-tiles';
import { createThemeHint } from './routes/shell-theme';
import { HEALTH_PATH, READY_PATH, healthHandler, readyHandler } from './routes/health';
import { createMaintenanceMonitor, maintenanceRedirect, upstreamStatusFetcher } from './routes/maintenance';
import { proxyHandler } from './routes/proxy';
import { sandboxForwardHandler } from './routes/sandbox-forward';
import { shellHandler } from './routes/shell';
import { createUpstreamShare } from './upstream-share';

export type { EdgeInput } from './options';

/** Builds the edge app. */
export function createEdgeApp(input: EdgeInput): Hono {
  const options = withDefaults(input);
  const app = new Hono();

  app.use(securityHeaders({ csp: options.csp, trustProxy: options.trustProxy }));

  const monitor = createMaintenanceMonitor({
    fetchStatus: upstreamStatusFetcher(options),
    now: options.now,
    ttlMs: options.maintenanceTtlMs,
    waitMs: options.maintenanceWaitMs,
  });
  app.get(HEALTH_PATH, healthHandler(options));
  app.get(READY_PATH, readyHandler(options, monitor));

  const keyOf = (c: Context) => {
    const address = clientAddress(c, options);
    return address === undefined ? undefined : clientKey(address);
  };
  const gate = options.passwordGate;
  const limiter = rateLimit({
    store: options.rateLimitStore,
    rules: options.rateLimits,
    globalRules: options.globalRateLimits,
    now: options.now,
    clientKey: keyOf,
    onStoreError: options.logError,
    onRefused: (c, refusal) => {
      // A client refused in the password class is one strike nearer to being a suspect.
      if (refusal.rule === 'auth' || refusal.rule === 'auth:global') gate.strike(refusal.client);
      options.onRefused(c, refusal);
    },
    poolOf: (_c, rateClass, client) => {
      if (rateClass !== 'auth') return undefined;
      const standing = gate.standing(client);
      return standing === 'known' ? 'session' : standing === 'suspect' ? 'suspect' : undefined;
    },
  });
  app.use(`${API_BASE}/*`, limiter);
  app.use(BEACON_PATH, limiter);

  const share = createUpstreamShare(options.limits.upstreamShare);
  const lease = (c: Context) => {
    const client = keyOf(c) ?? 'unknown';
    const place = share.acquire(client);
    if (!place) options.onRefused(c, { rule: 'upstream-share', client });
    return place;
  };
  app.all(`${API_BASE}/*`, proxyHandler(options, lease, (c) => keyOf(c) ?? 'unknown'));
  app.all(BEACON_PATH, beaconHandler(options));
  if (options.sandboxUrl) {
    app.all('/sandbox/*', sandboxForwardHandler(options, options.sandboxUrl));
  } else {
    app.all('/sandbox/*', notFoundHandler);
  }

  app.use(maintenanceRedirect(monitor));
  // The banner list changes as rarely as the maintenance status: the same refresh period.
  // The catalogue's first tiles (the search page's shell) and the theme (every shell) on the same period.
  const hints = {
    firstBanner: createFirstBannerHint(options, options.maintenanceTtlMs, options.maintenanceWaitMs),
    firstTiles: createFirstTilesHint(options, options.maintenanceTtlMs, options.maintenanceWaitMs),
    theme: createThemeHint(options, options.maintenanceTtlMs, options.maintenanceWaitMs),
  };
  app.get('*', shellHandler(options.assets, hints, options.brotli));

  app.onError(errorHandler(options.logError));
  app.notFound(notFoundHandler);
  return app;
}
