import { describe, expect, it } from 'vitest';
import { buildEdge, recordingFetch } from '../edge-fixtures';

function sandboxEdge(answer?: Parameters<typeof recordingFetch>[0]) {
  const upstream = recordingFetch(answer ?? (() => new Response('<html>idp</html>', { headers: { 'content-type': 'text/html', connection: 'close' } })));
  const { app } = buildEdge({ fetch: upstream.fetch, upstreamUrl: 'http://127.0.0.1:9999', sandboxUrl: 'http://127.0.0.1:9999' });
  const sandboxCalls = () => upstream.calls.filter((c) => c.url.includes('/sandbox/'));
  return { app, sandboxCalls };
}

describe('/sandbox/* forward', () => {
  it('forwards GET with the query and clean headers', async () => {
    const { app, sandboxCalls } = sandboxEdge();
    const res = await app.request('http://edge.test/sandbox/idp/authorize?provider=facebook&mode=popup', {
      headers: { 'x-forwarded-for': '6.6.6.6', connection: 'x-drop', 'x-drop': '1', 'accept-language': 'en', host: 'edge.test' },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<html>idp</html>');
    expect(res.headers.get('connection')).toBeNull();
    const [sent] = sandboxCalls();
    expect(sent.url).toBe('http://127.0.0.1:9999/sandbox/idp/authorize?provider=facebook&mode=popup');
    expect(sent.method).toBe('GET');
    expect(sent.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    // Not behind a trusted proxy: the client's Host is not vouched for upstream.
    expect(sent.headers.get('x-forwarded-host')).toBeNull();
    expect(sent.headers.get('x-drop')).toBeNull();
    expect(sent.headers.get('host')).toBeNull();
    expect(sent.headers.get('accept-language')).toBe('en');
  });

  it('forwards POST bodies and keeps redirects on our origin', async () => {
    const { app, sandboxCalls } = sandboxEdge(() => new Response(null, { status: 302, headers: { location: 'http://127.0.0.1:9999/auth/login?code=abc' } }));
    const res = await app.request('/sandbox/idp/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'provider=line&name=Juan',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth/login?code=abc');
    expect(sandboxCalls()[0].body).toBe('provider=line&name=Juan');
    expect(sandboxCalls()[0].headers.get('content-type')).toBe('application/x-www-form-urlencoded');
  });

  it.each(['/sandbox/dev/sms-outbox', '/sandbox/dev/maintenance', '/sandbox/DEV/health', '/sandbox//dev/health', '/sandbox/%64ev/health'])('never forwards %s', async (path) => {
    const { app, sandboxCalls } = sandboxEdge();
    for (const method of ['GET', 'POST']) {
      const res = await app.request(path, { method, body: method === 'POST' ? '{"status":1}' : undefined });
      expect(res.status).toBe(404);
    }
    expect(sandboxCalls()).toHaveLength(0);
  });

  it('answers 405 to other methods', async () => {
    const { app } = sandboxEdge();
    expect((await app.request('/sandbox/idp/authorize', { method: 'DELETE' })).status).toBe(405);
  });

  it('is not there when the edge did not start the sandbox', async () => {
    const upstream = recordingFetch();
    const { app } = buildEdge({ fetch: upstream.fetch });
    const res = await app.request('/sandbox/idp/facebook/sdk.js');
    expect(res.status).toBe(404);
    expect((await app.request('/sandbox/idp/authorize')).status).toBe(404);
    expect(upstream.calls.filter((c) => c.url.includes('/sandbox/'))).toHaveLength(0);
  });

  it('answers 502 when the sandbox is down', async () => {
    const { app } = sandboxEdge(() => {
      throw new TypeError('fetch failed');
    });
    expect((await app.request('/sandbox/idp/google/sdk.js')).status).toBe(502);
  });
});
