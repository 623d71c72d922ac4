// Issue 27 "Upstream headers": an operator (or anything in front of it) answering with a weaker
// CSP or Permissions-Policy, proxy headers (`via`, `x-backend`) or an HTML 4xx page must not reach
// the player: the edge's security headers win, only an allowlist of answer headers passes on
// calls, and a non-JSON error body becomes the edge's JSON error.
import { describe, expect, it } from 'vitest';
import { cspAtLeastOurs, INERT_DOCUMENT_CSP } from '../../../edge/middleware/security-headers';
import { buildEdge, recordingFetch } from '../edge-fixtures';

const post = { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'application/json' }, body: '{}' };
const WEAK = {
  'content-security-policy': "default-src *; frame-ancestors *",
  'permissions-policy': 'camera=*, geolocation=*',
  via: '1.1 varnish',
  'x-backend': 'app-07.internal',
  'x-powered-by': 'PHP/8.1',
};

function edgeAnswering(answer: () => Response) {
  const upstream = recordingFetch(answer);
  return buildEdge({ fetch: upstream.fetch, sandboxUrl: 'http://127.0.0.1:9999' }).app;
}

describe('upstream answer headers', () => {
  it('on a call: only allowlisted headers pass, the edge CSP replaces a weaker one, and no Permissions-Policy is left', async () => {
    const app = edgeAnswering(() => Response.json({ code: 200 }, { headers: { ...WEAK, 'retry-after': '3', 'content-language': 'fil' } }));
    const res = await app.request('/app/v1/refreshData', post);
    expect(res.status).toBe(200);
    expect(res.headers.get('via')).toBeNull();
    expect(res.headers.get('x-backend')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('retry-after')).toBe('3');
    expect(res.headers.get('content-language')).toBe('fil');
    // A call's JSON gets the API policy: nothing loads, runs or frames it.
    expect(res.headers.get('content-security-policy')).toBe(INERT_DOCUMENT_CSP);
    // No script runs under it: an upstream's camera=* is not passed on, and none of the edge's is needed.
    expect(res.headers.get('permissions-policy')).toBeNull();
  });

  it('on a sandbox page: a weaker CSP and a Permissions-Policy are replaced by the edge', async () => {
    const app = edgeAnswering(() => new Response('<!doctype html><p>page</p>', { headers: { 'content-type': 'text/html', ...WEAK } }));
    const res = await app.request('/sandbox/idp/page');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('content-security-policy')).not.toContain('frame-ancestors *');
    expect(res.headers.get('permissions-policy')).toContain('camera=(self)');
  });

  it.each([404, 403, 429])('an HTML %i becomes the edge JSON error with the same status', async (status) => {
    const app = edgeAnswering(() => new Response('<html><body><h1>nginx error</h1><!-- app-07 --></body></html>', { status, headers: { 'content-type': 'text/html', ...WEAK, 'retry-after': '7' } }));
    const res = await app.request('/app/v1/refreshData', post);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { code: number; msg: string };
    expect(body.code).toBe(status);
    expect(body.msg).not.toMatch(/nginx|html/i);
    expect(res.headers.get('via')).toBeNull();
    expect(res.headers.get('retry-after')).toBe('7');
  });
});

describe('cspAtLeastOurs', () => {
  it.each([
    ["default-src 'none'; script-src 'self'; frame-ancestors 'self'", true],
    ["default-src 'none'; img-src 'self' data:; frame-ancestors 'none'", true],
    ["default-src 'none'; frame-ancestors *", false],
    ["default-src 'none'", false],
    ["default-src *; frame-ancestors 'self'", false],
    ["default-src 'none'; script-src 'unsafe-inline'; frame-ancestors 'self'", false],
    ["default-src 'none'; script-src data:; frame-ancestors 'self'", false],
    ["default-src 'none'; connect-src https:; frame-ancestors 'self'", false],
  ])('%s -> %s', (csp, kept) => {
    expect(cspAtLeastOurs(csp)).toBe(kept);
  });
});
