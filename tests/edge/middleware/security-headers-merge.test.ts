// Issue 9 "Lost security headers": the edge adds its headers only where a page has none, and never
// weakens a stricter one (the slot page's URL carries a game token: it must keep no-referrer).
import { describe, expect, it } from 'vitest';
import { buildEdge, recordingFetch } from '../edge-fixtures';
import { makeSandbox } from '../sandbox/helpers';

function edgeOver(answer: Parameters<typeof recordingFetch>[0]) {
  const upstream = recordingFetch(answer);
  return buildEdge({ fetch: upstream.fetch, upstreamUrl: 'http://127.0.0.1:9999', sandboxUrl: 'http://127.0.0.1:9999' }).app;
}

describe('security headers merged with a page\'s own', () => {
  it('keep the real slot page\'s strict CSP and no-referrer through the sandbox forward', async () => {
    const sandbox = makeSandbox();
    const app = edgeOver((call) => sandbox.app.request(call.url, { method: call.method, headers: call.headers }));
    const res = await app.request('/sandbox/games/slot/?session=abcdefghijklmnop');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(res.headers.get('content-security-policy')).toContain("form-action 'none'");
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    // What the page did not set is still added.
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('permissions-policy')).toContain('geolocation=()');
  });

  it.each([
    ['no-referrer', 'no-referrer'],
    ['same-origin', 'same-origin'],
    ['strict-origin', 'strict-origin'],
    ['unsafe-url', 'strict-origin-when-cross-origin'],
    ['no-referrer-when-downgrade', 'strict-origin-when-cross-origin'],
    ['origin', 'strict-origin-when-cross-origin'],
    ['bogus', 'strict-origin-when-cross-origin'],
    ['unsafe-url, no-referrer', 'unsafe-url, no-referrer'],
  ])('referrer-policy %s from a page becomes %s', async (sent, kept) => {
    const app = edgeOver(() => new Response('<p>x</p>', { headers: { 'content-type': 'text/html', 'referrer-policy': sent } }));
    expect((await app.request('/sandbox/idp/authorize')).headers.get('referrer-policy')).toBe(kept);
  });

  it('x-frame-options DENY stays; anything weaker than SAMEORIGIN is replaced', async () => {
    const deny = edgeOver(() => new Response('x', { headers: { 'x-frame-options': 'DENY' } }));
    expect((await deny.request('/sandbox/idp/x')).headers.get('x-frame-options')).toBe('DENY');
    const allow = edgeOver(() => new Response('x', { headers: { 'x-frame-options': 'ALLOW-FROM https://evil.example' } }));
    expect((await allow.request('/sandbox/idp/x')).headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('x-content-type-options is always nosniff', async () => {
    const app = edgeOver(() => new Response('x', { headers: { 'x-content-type-options': 'sniff-please' } }));
    expect((await app.request('/sandbox/idp/x')).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('our own pages still get the edge\'s CSP', async () => {
    const { app } = buildEdge();
    expect((await app.request('/')).headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
