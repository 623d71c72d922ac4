import { describe, expect, it } from 'vitest';
import { createEdgeApp } from '../../../edge/app';
import { memoryAssets, SHELL_HTML } from '../edge-fixtures';

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
