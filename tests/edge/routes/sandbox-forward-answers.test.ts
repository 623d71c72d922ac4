// Issue 9 "Unfiltered upstream answers" on the /sandbox/* forward: same-origin redirects stay on
// our origin, others are refused; cookies, server names and CORS headers stay behind.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { INERT_DOCUMENT_CSP } from '../../../edge/middleware/security-headers';
import { buildEdge, recordingFetch } from '../edge-fixtures';

const SANDBOX = 'http://127.0.0.1:9999';

function sandboxEdge(answer: Parameters<typeof recordingFetch>[0]) {
  const upstream = recordingFetch(answer);
  return buildEdge({ fetch: upstream.fetch, upstreamUrl: SANDBOX, sandboxUrl: SANDBOX }).app;
}
const redirectTo = (location: string) => sandboxEdge(() => new Response(null, { status: 302, headers: { location } }));

describe('/sandbox/* answers', () => {
  it.each([
    ['/auth/login?code=abc', '/auth/login?code=abc'],
    [`${SANDBOX}/auth/login?code=abc`, '/auth/login?code=abc'],
    ['auth/next', '/sandbox/idp/auth/next'],
    // A path that a browser would read as another host is re-spelt so it cannot be.
    [`${SANDBOX}//evil.example/x`, '/.//evil.example/x'],
  ])('a same-origin redirect to %s is kept on our origin as %s', async (location, expected) => {
    const res = await redirectTo(location).request('/sandbox/idp/authorize', { method: 'POST', body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(expected);
  });

  it.each(['https://evil.example/?code=abc', '//evil.example?code=abc', '/\\evil.example', 'http://127.0.0.1:9998/x', 'javascript:alert(1)'])('a redirect to %s is refused with a JSON 502', async (location) => {
    const res = await redirectTo(location).request('/sandbox/idp/authorize');
    expect(res.status).toBe(502);
    expect(res.headers.get('location')).toBeNull();
    expect(((await res.json()) as { code: number }).code).toBe(502);
  });

  it('drops set-cookie, x-powered-by, server and CORS headers from pages', async () => {
    const app = sandboxEdge(() => {
      const headers = new Headers({ 'content-type': 'text/html', 'x-powered-by': 'Hono', server: 'sandbox', 'access-control-allow-origin': '*' });
      headers.append('set-cookie', 'sid=1; Path=/');
      return new Response('<p>idp</p>', { headers });
    });
    const res = await app.request('/sandbox/idp/authorize');
    expect(res.status).toBe(200);
    for (const name of ['set-cookie', 'x-powered-by', 'server', 'access-control-allow-origin']) expect(res.headers.get(name)).toBeNull();
    expect(await res.text()).toBe('<p>idp</p>');
  });

  it('compresses the art and pages the sandbox sends uncompressed, as the operator\'s CDN would, and gives a picture the short policy', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="10" height="10"/>'.repeat(60)}</svg>`;
    const app = sandboxEdge(() => new Response(svg, { headers: { 'content-type': 'image/svg+xml', 'content-length': String(svg.length), 'content-security-policy': "default-src 'none'; sandbox" } }));
    const res = await app.request('/sandbox/art/games/1001.svg', { headers: { 'accept-encoding': 'gzip', 'sec-fetch-dest': 'image' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('accept-encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(svg.length / 4);
    expect(gunzipSync(body).toString()).toBe(svg);
    expect(res.headers.get('content-security-policy')).toBe(INERT_DOCUMENT_CSP);
    expect(res.headers.get('x-frame-options')).toBe('DENY');

    const png = new Uint8Array(2048);
    const raster = await sandboxEdge(() => new Response(png, { headers: { 'content-type': 'image/png' } })).request('/sandbox/art/x.png', { headers: { 'accept-encoding': 'gzip' } });
    expect(raster.headers.get('content-encoding')).toBeNull();
  });
});
