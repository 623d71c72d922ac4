import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { FRAME_BANNER_SKELETON, withFirstBanner } from '../../../edge/routes/shell-banner';
import { brotliStream } from '../../../edge/runtime-node/brotli-stream';
import { buildEdge, callsTo, maintenanceAnswer, memoryAssets, recordingFetch } from '../edge-fixtures';

const SHELL = `<!doctype html><html><head></head><body><div id="cover"><div class="frame"><div>${FRAME_BANNER_SKELETON}<div class="frame-dots"></div></div></div></div><div id="app"></div></body></html>`;
const listWith = (banner: string) => ({ code: 200, activityIds: [8], activityMap: { 8: { id: 8, title: 'A', banner, sort: 0 } } });

function edgeWith(banner: () => string) {
  const upstream = recordingFetch((call) => (call.url.endsWith('/anonymous/appConfig') ? maintenanceAnswer(0) : call.url.endsWith('/getActivityIds') ? Response.json(listWith(banner())) : Response.json({ code: 200 })));
  let now = 0;
  const { app } = buildEdge({ fetch: upstream.fetch, assets: memoryAssets({ 'index.html': SHELL }), brotli: brotliStream, now: () => now, maintenanceTtlMs: 5000 });
  return { app, upstream, later: (ms: number) => (now += ms) };
}

describe('the first banner in the shell of /', () => {
  it('replaces the frame block with the picture, escaping the URL for the attribute', () => {
    const html = withFirstBanner(SHELL, 'https://cdn.example.ph/b/3.webp?v=2&w=750');
    expect(html).not.toContain(FRAME_BANNER_SKELETON);
    expect(html).toContain('<span class="frame-banner frame-banner-shown"><img src="https://cdn.example.ph/b/3.webp?v=2&amp;w=750" alt="" width="750" height="300" fetchpriority="high"></span>');
    // A build without the block (another page's shell) is served as it is.
    expect(withFirstBanner('<p>x</p>', '/a.svg')).toBe('<p>x</p>');
  });

  it('paints it in every encoding, with an ETag that follows the banner', async () => {
    const { app, later } = edgeWith(() => banner);
    let banner = '/sandbox/art/banners/8.svg';
    const plain = await app.request('/');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(plain.headers.get('link')).toBe('</sandbox/art/banners/8.svg>; rel=preload; as=image; fetchpriority=high');
    expect(await plain.text()).toContain('<img src="/sandbox/art/banners/8.svg"');

    const br = await app.request('/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('<img src="/sandbox/art/banners/8.svg"');
    const gz = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(Number(gz.headers.get('content-length'))).toBeGreaterThan(0);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('<img src="/sandbox/art/banners/8.svg"');

    // Revalidation: unchanged gives 304; a new banner gives a new page.
    const etag = br.headers.get('etag')!;
    expect((await app.request('/', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } })).status).toBe(304);
    banner = '/sandbox/art/banners/9.svg';
    later(6000);
    await app.request('/');
    // The refresh lands in the background (polled: a busy machine may take longer than a tick).
    let next = new Response();
    await vi.waitFor(async () => {
      next = await app.request('/', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
      expect(next.status).toBe(200);
    });
    expect(next.headers.get('etag')).not.toBe(etag);
    expect(brotliDecompressSync(Buffer.from(await next.arrayBuffer())).toString()).toContain('<img src="/sandbox/art/banners/9.svg"');
  });

  it('answers HEAD without a body, and leaves other pages as built', async () => {
    const { app, upstream } = edgeWith(() => '/sandbox/art/banners/8.svg');
    const head = await app.request('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const wallets = await app.request('/wallets');
    expect(await wallets.text()).toContain(FRAME_BANNER_SKELETON);
    expect(wallets.headers.get('link')).toBeNull();
    expect(callsTo(upstream.calls, 'getActivityIds')).toHaveLength(1);
  });

  it('serves the frame as built when the banner list is unknown', async () => {
    const failing = recordingFetch((call) => (call.url.endsWith('/anonymous/appConfig') ? maintenanceAnswer(0) : new Response('oops', { status: 500 })));
    const { app } = buildEdge({ fetch: failing.fetch, assets: memoryAssets({ 'index.html': SHELL }) });
    const shell = await app.request('/');
    expect(shell.status).toBe(200);
    expect(await shell.text()).toBe(SHELL);
  });
});
