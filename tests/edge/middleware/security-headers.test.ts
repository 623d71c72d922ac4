import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, INERT_DOCUMENT_CSP } from '../../../edge/middleware/security-headers';
import { SOCIAL_CSP, withChatWidget } from '../../../edge/options';
import { buildEdge, memoryAssets, recordingFetch, SHELL_HTML } from '../edge-fixtures';

const directives = (csp: string) => new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe('security headers', () => {
  it.each([
    ['a page', '/', undefined],
    ['a 404 page', '/nowhere', undefined],
    ['a missing file', '/robots.txt', undefined],
    ['a call', '/app/v1/refreshData', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
    ['an error', '/app/v1/unknown', { method: 'POST' }],
  ])('are on %s', async (label, path, init) => {
    const { app } = buildEdge();
    const res = await app.request(path, init as RequestInit | undefined);
    // A call's JSON is a document only when opened: the API policy, under which nothing loads, runs or frames it.
    const json = label === 'a call' || label === 'an error';
    expect(res.headers.get('content-type')?.startsWith('application/json')).toBe(json);
    expect(res.headers.get('content-security-policy')).toBe(json ? INERT_DOCUMENT_CSP : contentSecurityPolicy(SOCIAL_CSP));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe(json ? 'DENY' : 'SAMEORIGIN');
    if (json) {
      // No script runs under the API policy: the opener and permissions policies have nothing to guard.
      expect(res.headers.has('cross-origin-opener-policy')).toBe(false);
      expect(res.headers.has('permissions-policy')).toBe(false);
      return;
    }
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(res.headers.get('permissions-policy')).toContain('camera=(self)');
    expect(res.headers.get('permissions-policy')).toContain('geolocation=()');
    expect(res.headers.get('permissions-policy')).toContain('microphone=()');
  });

  describe('on files that are never a page or a worker', () => {
    const PAGE_ONLY = ['content-security-policy', 'referrer-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy'];
    const files = {
      'index.html': SHELL_HTML,
      'assets/app-abc123.js': 'export {}',
      'assets/app-abc123.css': 'a{}',
      'sw.js': 'self.skipWaiting()',
      'icons/icon-192.png': new Uint8Array([137, 80, 78, 71]),
      'icons/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'manifest.webmanifest': '{}',
    };
    const get = (path: string, dest?: string) => buildEdge({ assets: memoryAssets(files) }).app.request(path, { headers: dest ? { 'sec-fetch-dest': dest } : {} });
    const pageOnly = (res: Response) => PAGE_ONLY.filter((name) => res.headers.has(name));

    it.each([
      ['a page’s script', '/assets/app-abc123.js', 'script'],
      ['a stylesheet', '/assets/app-abc123.css', 'style'],
      ['a stylesheet, whoever asks', '/assets/app-abc123.css', undefined],
      ['a raster icon', '/icons/icon-192.png', 'image'],
      ['the manifest', '/manifest.webmanifest', 'manifest'],
    ])('leave the page-only headers off %s, and keep nosniff', async (_label, path, dest) => {
      const res = await get(path, dest);
      expect(res.status).toBe(200);
      expect(pageOnly(res)).toEqual([]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it.each([
      ['the service worker (it reads the CSP)', '/sw.js', 'serviceworker'],
      ['the service worker even when asked for as a page script (a cache may keep that answer for the worker)', '/sw.js', 'script'],
      ['a script opened as a page', '/assets/app-abc123.js', 'document'],
      ['a script asked for by a browser that does not say what for', '/assets/app-abc123.js', undefined],
      ['an SVG (a page when opened: its own three)', '/icons/icon.svg', 'image'],
      ['the shell', '/', 'document'],
    ])('keep them on %s', async (_label, path, dest) => {
      const res = await get(path, dest);
      expect(res.status).toBe(200);
      // An SVG runs nothing of ours: the short policy under which nothing loads, runs or frames it,
      // and no opener or permissions policy (they guard what a page's script can reach).
      const svg = path.endsWith('.svg');
      expect(pageOnly(res)).toEqual(svg ? ['content-security-policy', 'referrer-policy', 'x-frame-options'] : PAGE_ONLY);
      expect(res.headers.get('content-security-policy')).toBe(svg ? INERT_DOCUMENT_CSP : contentSecurityPolicy(SOCIAL_CSP));
      expect(res.headers.get('x-frame-options')).toBe(svg ? 'DENY' : 'SAMEORIGIN');
    });
  });

  it('are on the 500 page', async () => {
    const { app } = buildEdge({ assets: { read: async () => { throw new Error('disk gone'); } } });
    const res = await app.request('/');
    expect(res.status).toBe(500);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('are on answers passed through from upstream, even with immutable headers', async () => {
    const upstream = recordingFetch(() => {
      const res = Response.json({ code: 200 });
      return res;
    });
    const { app } = buildEdge({ fetch: upstream.fetch });
    const res = await app.request('/app/v1/refreshData', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toBe(INERT_DOCUMENT_CSP);
  });

  it('send HSTS only over HTTPS', async () => {
    const { app } = buildEdge();
    expect((await app.request('https://casino.example/')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await app.request('http://casino.example/')).headers.get('strict-transport-security')).toBeNull();
  });

  it('believe x-forwarded-proto only from a trusted proxy', async () => {
    const untrusted = buildEdge().app;
    const trusted = buildEdge({ trustProxy: true }).app;
    const headers = { 'x-forwarded-proto': 'https' };
    expect((await untrusted.request('http://casino.example/', { headers })).headers.get('strict-transport-security')).toBeNull();
    expect((await trusted.request('http://casino.example/', { headers })).headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect((await trusted.request('http://casino.example/', { headers: { 'x-forwarded-proto': 'http' } })).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('contentSecurityPolicy', () => {
  const csp = directives(contentSecurityPolicy(SOCIAL_CSP));

  it('allows our origin and the social SDKs only, with no inline script or style', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://connect.facebook.net', 'https://accounts.google.com', 'https://static.line-scdn.net']);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    for (const values of csp.values()) {
      expect(values).not.toContain("'unsafe-inline'");
      expect(values).not.toContain("'unsafe-eval'");
    }
  });

  it('lets the social popups and APIs through connect and frame', () => {
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://*.facebook.com', 'https://accounts.google.com', 'https://access.line.me', 'https://api.line.me']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://*.facebook.com', 'https://accounts.google.com', 'https://access.line.me']);
  });

  it('locks down the rest', () => {
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
  });
});

describe('the chat widget origin', () => {
  it('is allowed for script, connect and frame, and nothing else changes', () => {
    const csp = directives(contentSecurityPolicy(withChatWidget(SOCIAL_CSP, 'https://cdn.livechatinc.com')));
    for (const name of ['script-src', 'connect-src', 'frame-src']) expect(csp.get(name)?.at(-1), name).toBe('https://cdn.livechatinc.com');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it('adds nothing when unset (the sandbox stand-in is on our own origin)', () => {
    expect(withChatWidget(SOCIAL_CSP, undefined)).toBe(SOCIAL_CSP);
  });
});
