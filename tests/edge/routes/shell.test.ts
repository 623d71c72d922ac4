import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from '../../../edge/accept-encoding';
import { SHELL_HTML, buildEdge, memoryAssets } from '../edge-fixtures';
import { ROUTE_CASES } from '../../client/route-cases';
import { matchPath, PATHS } from '../../../contract/route-paths';
import { ROUTE_VALIDATION } from '../../../contract/route-validation';

const files = {
  'index.html': SHELL_HTML,
  'index.html.br': 'BR-SHELL',
  'index.html.gz': 'GZ-SHELL',
  'assets/index-abc123.js': 'console.log(1)',
  'assets/index-abc123.js.br': 'BR-JS',
  'assets/index-abc123.js.gz': 'GZ-JS',
  'assets/logo-99.png': new Uint8Array([137, 80, 78, 71]),
  'sw.js': 'self.x=1',
  'build.json': '{"build":"b1"}',
  'registerSW.js': 'r',
  'workbox-5a6b.js': 'w',
  'manifest.webmanifest': '{}',
  'manifest.webmanifest.br': 'BR-MANIFEST',
  'icons/icon-192.png': new Uint8Array([1, 2, 3]),
  'robots-like.txt': 'hello',
  '.env': 'SECRET=1',
};

const edge = () => {
  const assets = memoryAssets(files);
  return { ...buildEdge({ assets }), assets };
};

describe('static files', () => {
  it('serves hashed assets immutable, brotli first, typed by the original extension', async () => {
    const { app } = edge();
    const res = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('BR-JS');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('vary')).toBe('accept-encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-length')).toBe('5');
  });

  it('falls back to gzip, then identity', async () => {
    const { app } = edge();
    const gz = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe('GZ-JS');
    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
    const refused = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(await refused.text()).toBe('console.log(1)');
  });

  it('uses identity when a variant is missing', async () => {
    const { app } = edge();
    const res = await app.request('/sw.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(await res.text()).toBe('self.x=1');
    expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('never compresses binary files nor marks them as varying', async () => {
    const { app, assets } = edge();
    const res = await app.request('/assets/logo-99.png', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(assets.reads).toEqual(['assets/logo-99.png']);
  });

  it.each(['/sw.js', '/registerSW.js', '/workbox-5a6b.js', '/manifest.webmanifest', '/index.html', '/build.json'])('serves %s with no-cache', async (path) => {
    const { app } = edge();
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('gives the manifest its content type even when brotli is served', async () => {
    const { app } = edge();
    const res = await app.request('/manifest.webmanifest', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers.get('content-encoding')).toBe('br');
  });

  it('gives other public files a short cache', async () => {
    const { app } = edge();
    const res = await app.request('/icons/icon-192.png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers 304 to a matching If-None-Match on unversioned files', async () => {
    const { app } = edge();
    const first = await app.request('/sw.js');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await app.request('/sw.js', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await app.request('/sw.js', { headers: { 'if-none-match': 'W/"other"' } });
    expect(changed.status).toBe(200);
  });

  it('answers HEAD with headers and no body', async () => {
    const { app } = edge();
    const res = await app.request('/assets/index-abc123.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('14');
    expect(await res.text()).toBe('');
  });

  it.each(['/robots.txt', '/assets/missing.js', '/favicon.ico', '/assets/index-abc123.css'])('answers a missing file %s with a plain 404, never the shell', async (path) => {
    const { app } = edge();
    const res = await app.request(path, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).not.toContain('<html');
  });

  it.each(['/assets/index-abc123.js.br', '/assets/index-abc123.js.gz', '/index.html.br'])('refuses to serve %s by name', async (path) => {
    const { app } = edge();
    expect((await app.request(path)).status).toBe(404);
  });

  it.each(['/.env', '/%2e%2e/package.json', '/assets/%2e%2e/%2e%2e/secret.js', '/assets/..%2f..%2fsecret.js', '/a%5c..%5csecret.js', '/%E0%A4%A.js'])(
    'never serves dotfiles or escapes: %s',
    async (path) => {
      const { app, assets } = edge();
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(assets.reads.every((p) => !p.includes('..') && !p.startsWith('.'))).toBe(true);
    },
  );
});

describe('SPA shell', () => {
  it.each(['/', '/auth/login', '/auth/login/', '/maintenance', '/terms-of-use'])('serves the shell with 200 for the known route %s', async (path) => {
    const { app } = edge();
    const res = await app.request(path, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe('BR-SHELL');
  });

  // The same table the client router's test runs (tests/contract/route-paths.test.ts).
  it.each(ROUTE_CASES)('answers $path as the client routes it ($route)', async ({ path, route }) => {
    const { app } = edge();
    const res = await app.request(path);
    // A route whose validation fails is a 404 too (spec section 8), in the client and here.
    const url = new URL(path, 'http://app');
    const validate = route === null ? undefined : ROUTE_VALIDATION[route];
    const valid = route !== null && (!validate || validate(Object.fromEntries(url.searchParams), matchPath(PATHS[route], url.pathname) ?? {}));
    expect(res.status).toBe(valid ? 200 : 404);
    expect(await res.text()).toBe(SHELL_HTML);
  });

  it.each(['/no-such-page', '/auth/login/extra', '/auth'])('serves the shell with 404 for the unknown route %s', async (path) => {
    const { app } = edge();
    const res = await app.request(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(SHELL_HTML);
  });

  it.each(['/game/start?gameId=abc', '/withdrawal/foo', '/wallets?name=steal', '/email/detail?id=x'])('serves the shell with 404 when route validation fails: %s (spec section 8)', async (path) => {
    const { app } = edge();
    const res = await app.request(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(SHELL_HTML);
  });

  it.each(['/game/start?gameId=12', '/withdrawal/bank', '/wallets?name=withdraw'])('serves the shell with 200 when route validation passes: %s', async (path) => {
    expect((await edge().app.request(path)).status).toBe(200);
  });

  it('answers 500 with the error page when the shell is missing from the build', async () => {
    const { app } = buildEdge({ assets: memoryAssets({}) });
    const res = await app.request('/');
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('Internal Server Error');
  });
});

describe('acceptedEncodings', () => {
  it('orders by our preference and honours q=0 and *', () => {
    expect(acceptedEncodings('gzip, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=1.0, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});
