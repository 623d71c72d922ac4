import { describe, expect, it } from 'vitest';
import { createEdgeApp } from '../../../edge/app';
import { maintenanceAnswer, memoryAssets, recordingFetch, SHELL_HTML } from '../edge-fixtures';

const build = (draining: () => boolean) => createEdgeApp({ upstreamUrl: 'http://upstream.test', assets: memoryAssets({ 'index.html': SHELL_HTML }), draining });

describe('GET /healthz', () => {
  it('answers 200 ok while serving and 503 draining once the host drains, uncached', async () => {
    let draining = false;
    const app = build(() => draining);
    const ok = await app.request('/healthz');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ok' });
    expect(ok.headers.get('cache-control')).toBe('no-store');

    draining = true;
    const drained = await app.request('/healthz');
    expect(drained.status).toBe(503);
    expect(await drained.json()).toEqual({ status: 'draining' });
  });
});

describe('GET /readyz', () => {
  it('is ready while the upstream answers its status call, asks again only after the check interval, and is not ready while it fails or the host drains', async () => {
    let now = 0;
    let up = true;
    let draining = false;
    const upstream = recordingFetch(() => (up ? maintenanceAnswer(1) : new Response('down', { status: 500, headers: { 'content-type': 'text/html' } })));
    const app = createEdgeApp({ upstreamUrl: 'http://upstream.test', assets: memoryAssets({}), fetch: upstream.fetch, now: () => now, maintenanceTtlMs: 1000, draining: () => draining });

    const ready = await app.request('/readyz');
    expect([ready.status, await ready.json(), ready.headers.get('cache-control')]).toEqual([200, { status: 'ready', rateLimits: 'per-edge' }, 'no-store']);
    up = false;
    expect((await app.request('/readyz')).status).toBe(200);
    expect(upstream.calls).toHaveLength(1);
    now = 1000;
    const down = await app.request('/readyz');
    expect([down.status, await down.json()]).toEqual([503, { status: 'upstream-down' }]);
    expect(upstream.calls).toHaveLength(2);
    up = true;
    now = 2000;
    expect((await app.request('/readyz')).status).toBe(200);
    draining = true;
    expect(await (await app.request('/readyz')).json()).toEqual({ status: 'draining' });
  });
});
