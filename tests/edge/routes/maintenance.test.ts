import { describe, expect, it } from 'vitest';
import { createMaintenanceMonitor, isPageNavigation } from '../../../edge/routes/maintenance';
import { buildEdge, callsTo, maintenanceAnswer, recordingFetch } from '../edge-fixtures';

/** Lets pending promise callbacks (a background refresh) run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function switchableUpstream(initial: 0 | 1) {
  let status = initial;
  const upstream = recordingFetch((call) => (call.url.endsWith('/anonymous/appConfig') ? maintenanceAnswer(status) : Response.json({ code: 200 })));
  return { ...upstream, set: (next: 0 | 1) => (status = next) };
}

describe('maintenance redirect', () => {
  it('redirects page navigations to /maintenance while the upstream reports maintenance', async () => {
    const upstream = switchableUpstream(1);
    const { app } = buildEdge({ fetch: upstream.fetch });
    const res = await app.request('/auth/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/maintenance');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Unknown routes too: the whole site is down.
    expect((await app.request('/whatever')).status).toBe(302);
  });

  it('serves /maintenance itself, assets, calls, beacon and sandbox paths normally', async () => {
    const upstream = switchableUpstream(1);
    const { app } = buildEdge({ fetch: upstream.fetch });
    expect((await app.request('/maintenance')).status).toBe(200);
    expect((await app.request('/assets/index-abc123.js')).status).toBe(404);
    const call = await app.request('/app/v1/refreshData', { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'application/json' }, body: '{}' });
    expect(call.status).toBe(200);
  });

  it('asks appConfig with the operator fields and then the last seen v', async () => {
    let now = 0;
    const upstream = switchableUpstream(0);
    const { app } = buildEdge({ fetch: upstream.fetch, now: () => now, maintenanceTtlMs: 5000 });
    await app.request('/');
    now = 6000;
    await app.request('/');
    await settle();
    const [first, second] = callsTo(upstream.calls, 'anonymous/appConfig').map((c) => JSON.parse(c.body));
    expect(first.v).toBeUndefined();
    expect(first).toMatchObject({ appId: 'ph-casino', channel: 'WEB', appVersion: '1.1.6' });
    expect(second.v).toBe(7);
  });

  it('caches the status for the TTL and revalidates in the background after it', async () => {
    let now = 1000;
    const upstream = switchableUpstream(1);
    const { app } = buildEdge({ fetch: upstream.fetch, now: () => now, maintenanceTtlMs: 5000 });
    const checks = () => callsTo(upstream.calls, 'anonymous/appConfig').length;

    expect((await app.request('/')).status).toBe(302);
    expect(checks()).toBe(1);

    upstream.set(0);
    now += 4999;
    expect((await app.request('/')).status).toBe(302); // still fresh: cached
    expect(checks()).toBe(1);

    now += 2;
    expect((await app.request('/')).status).toBe(302); // stale: served at once, refresh started
    expect(checks()).toBe(2);
    await settle();
    expect((await app.request('/')).status).toBe(200); // the refresh landed
    expect(checks()).toBe(2);
  });

  it('serves the page when the upstream is down (unknown status)', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    const { app } = buildEdge({ fetch });
    const res = await app.request('/');
    expect(res.status).toBe(200);
  });

  it('serves the page when the upstream answers nonsense', async () => {
    const upstream = recordingFetch(() => Response.json({ code: 200 }));
    const { app } = buildEdge({ fetch: upstream.fetch });
    expect((await app.request('/')).status).toBe(200);
  });

  it('treats an upstream answering 503 as maintenance', async () => {
    const upstream = recordingFetch(() => Response.json({ code: 503, msg: 'Maintenance' }, { status: 503 }));
    const { app } = buildEdge({ fetch: upstream.fetch });
    expect((await app.request('/')).status).toBe(302);
  });

  it('does not hold a page on a hanging upstream, and asks it only once meanwhile', async () => {
    const upstream = recordingFetch(() => new Promise<Response>(() => undefined));
    const { app } = buildEdge({ fetch: upstream.fetch, maintenanceWaitMs: 5, limits: { bodyBytes: 1024, beaconBytes: 1024, upstreamTimeoutMs: 60_000 } });
    const [a, b] = await Promise.all([app.request('/'), app.request('/auth/login')]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(callsTo(upstream.calls, 'anonymous/appConfig')).toHaveLength(1);
  });
});

describe('createMaintenanceMonitor', () => {
  it('keeps an unknown status for one TTL after a failure, then asks again', async () => {
    let now = 0;
    let asked = 0;
    const monitor = createMaintenanceMonitor({
      fetchStatus: async () => {
        asked += 1;
        if (asked === 1) throw new Error('down');
        return { status: 1 };
      },
      now: () => now,
      ttlMs: 100,
      waitMs: 1000,
    });
    expect(await monitor.status()).toBeUndefined();
    expect(await monitor.status()).toBeUndefined();
    expect(asked).toBe(1);
    now = 100;
    expect(await monitor.status()).toBeUndefined(); // stale answer while the refresh runs
    await settle();
    expect(await monitor.status()).toBe(1);
    expect(asked).toBe(2);
  });
});

describe('isPageNavigation', () => {
  it.each([
    ['GET', '/', true],
    ['HEAD', '/auth/login', true],
    ['POST', '/', false],
    ['GET', '/maintenance', false],
    ['GET', '/maintenance/', false],
    ['GET', '/assets/a.js', false],
    ['GET', '/favicon.ico', false],
    ['GET', '/app/v1/preLogin', false],
    ['GET', '/beacon', false],
    ['GET', '/sandbox/idp/authorize', false],
  ])('%s %s → %s', (method, path, expected) => {
    expect(isPageNavigation(method, path)).toBe(expected);
  });
});
