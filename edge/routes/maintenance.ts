// Sends page navigations to /maintenance while the operator API reports maintenance. The status
// is cached for `ttlMs` and refreshed in the background (stale-while-revalidate); a page never
// waits more than `waitMs` for an unknown status, and an unknown status serves the page.
import type { MiddlewareHandler } from 'hono';
import { EDGE_CALLS, type CallResponse } from '../../contract/all';
import { API_BASE, BEACON_PATH } from '../../contract/call-row';
import { PATHS } from '../../contract/route-paths';
import type { EdgeOptions } from '../options';
import { fetchWithDeadline } from '../upstream';
import { runAfterResponse } from '../after-response';

export type MaintenanceStatus = 0 | 1 | undefined;

export interface StatusReport {
  status: 0 | 1;
  /** Config version the upstream answered with; sent back so it can skip the config body. */
  v?: number;
}

export interface MaintenanceMonitor {
  /**
   * The cached status; may start a refresh, and waits for it only when nothing is known. A refresh
   * that outlives the call is handed to `keep` (the request's waitUntil on Workers).
   */
  status(keep?: (refresh: Promise<unknown>) => void): Promise<MaintenanceStatus>;
  /** Whether the upstream answered the last status check; asks again (and waits) when that is stale. */
  upstreamAnswers(): Promise<boolean>;
}

interface MonitorOptions {
  fetchStatus: (lastV: number | undefined) => Promise<StatusReport>;
  now: () => number;
  ttlMs: number;
  waitMs: number;
}

/** Keeps the upstream maintenance status, refreshed at most once per `ttlMs`. */
export function createMaintenanceMonitor(options: MonitorOptions): MaintenanceMonitor {
  let known: { status: MaintenanceStatus; at: number } | undefined;
  let lastV: number | undefined;
  let inflight: Promise<void> | undefined;

  const refresh = (): Promise<void> => {
    inflight ??= options
      .fetchStatus(lastV)
      .then(
        (report) => {
          known = { status: report.status, at: options.now() };
          lastV = report.v ?? lastV;
        },
        // Down or garbled: unknown for one TTL, so a dead upstream is not asked on every page.
        () => {
          known = { status: undefined, at: options.now() };
        },
      )
      .finally(() => {
        inflight = undefined;
      });
    return inflight;
  };

  return {
    async upstreamAnswers() {
      if (!known || options.now() - known.at >= options.ttlMs) await refresh();
      return known?.status !== undefined;
    },
    async status(keep) {
      if (known && options.now() - known.at < options.ttlMs) return known.status;
      const refreshing = refresh();
      keep?.(refreshing);
      if (known) return known.status;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const giveUp = new Promise<undefined>((resolve) => {
        timer = setTimeout(resolve, options.waitMs, undefined);
      });
      try {
        return await Promise.race([refreshing.then(() => known?.status), giveUp]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

type StatusFetchOptions = Pick<EdgeOptions, 'fetch' | 'upstreamUrl' | 'appId' | 'appWebName' | 'appVersion' | 'channel' | 'limits'>;

/** Asks the upstream's `anonymous/appConfig` for the maintenance status. */
export function upstreamStatusFetcher(options: StatusFetchOptions): MonitorOptions['fetchStatus'] {
  return async (lastV) => {
    const body = {
      ...(lastV === undefined ? {} : { v: lastV }),
      appId: options.appId,
      channel: options.channel,
      appVersion: options.appVersion,
      appWebName: options.appWebName,
      platform: 1,
      clientReferrer: '',
    };
    const response = await fetchWithDeadline(
      options.fetch,
      `${options.upstreamUrl}${API_BASE}/${EDGE_CALLS.maintenanceStatus}`,
      { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) },
      options.limits.upstreamTimeoutMs,
    );
    // An operator API that refuses everything with 503 is in maintenance too.
    if (response.status === 503) {
      await response.body?.cancel();
      return { status: 1 };
    }
    if (!response.ok) throw new Error(`appConfig answered HTTP ${response.status}`);
    const data = (await response.json()) as Partial<CallResponse<typeof EDGE_CALLS.maintenanceStatus>>;
    const status = data?.maintenance?.status;
    if (status !== 0 && status !== 1) throw new Error('appConfig answered without maintenance.status');
    return { status, v: typeof data.v === 'number' ? data.v : undefined };
  };
}

/** True for a page navigation the maintenance redirect applies to. */
export function isPageNavigation(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path === PATHS.maintenance || path === `${PATHS.maintenance}/`) return false;
  if (path.startsWith(`${API_BASE}/`) || path === BEACON_PATH || path === '/sandbox' || path.startsWith('/sandbox/')) return false;
  const last = path.split('/').filter(Boolean).at(-1) ?? '';
  return !last.includes('.');
}

/** 302 to /maintenance for page navigations while the upstream reports maintenance. */
export function maintenanceRedirect(monitor: MaintenanceMonitor): MiddlewareHandler {
  return async (c, next) => {
    if (isPageNavigation(c.req.method, c.req.path) && (await monitor.status((refresh) => runAfterResponse(c, refresh))) === 1) {
      return new Response(null, { status: 302, headers: { location: PATHS.maintenance, 'cache-control': 'no-store' } });
    }
    await next();
  };
}
