// Issue 9 "Unfiltered upstream answers" on the /sandbox/* forward: same-origin redirects stay on
// our origin, others are refused; cookies, server names and CORS headers stay behind.
import { describe, expect, it } from 'vitest';
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
});
