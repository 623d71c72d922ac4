// Issue 9 "Unfiltered upstream answers", "Deep JSON" and X-Forwarded-Host: what the proxy lets
// through from the operator API, and what it refuses to parse.
import { describe, expect, it } from 'vitest';
import { buildEdge, callsTo, recordingFetch } from '../edge-fixtures';

const post = (body = '{}', headers: Record<string, string> = {}) => ({ method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'application/json', ...headers }, body });

function edgeAnswering(answer: () => Response) {
  const upstream = recordingFetch((call) => (call.url.endsWith('/anonymous/appConfig') ? Response.json({ code: 200, maintenance: { status: 0 } }) : answer()));
  return { ...buildEdge({ fetch: upstream.fetch }), upstream };
}

describe('/app/v1 answers from upstream are filtered', () => {
  it('an HTML 500 page becomes the edge\'s JSON 502', async () => {
    const { app } = edgeAnswering(() => new Response('<html><body>Whitelabel Error Page at com.operator.Api</body></html>', { status: 500, headers: { 'content-type': 'text/html' } }));
    const res = await app.request('/app/v1/refreshData', post());
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { code: number; msg: string };
    expect(body.code).toBe(502);
    expect(body.msg).not.toContain('Whitelabel');
  });

  it('a 5xx without a content type is a 502 too; a JSON 5xx passes as the operator wrote it', async () => {
    expect((await edgeAnswering(() => new Response('oops', { status: 503 })).app.request('/app/v1/refreshData', post())).status).toBe(502);
    const json = await edgeAnswering(() => Response.json({ code: 503, msg: 'busy' }, { status: 503 })).app.request('/app/v1/refreshData', post());
    expect(json.status).toBe(503);
    expect(await json.json()).toEqual({ code: 503, msg: 'busy' });
  });

  it('drops x-powered-by, server, set-cookie and CORS headers', async () => {
    const { app } = edgeAnswering(() => {
      const headers = new Headers({ 'content-type': 'application/json', 'x-powered-by': 'Express', server: 'nginx/1.2', 'access-control-allow-origin': '*', 'access-control-allow-credentials': 'true', 'x-request-id': 'r1' });
      headers.append('set-cookie', 'sid=1; Path=/');
      headers.append('set-cookie', 'tracker=2');
      return new Response('{"code":200}', { headers });
    });
    const res = await app.request('/app/v1/refreshData', post());
    expect(res.status).toBe(200);
    for (const name of ['x-powered-by', 'server', 'set-cookie', 'access-control-allow-origin', 'access-control-allow-credentials']) expect(res.headers.get(name)).toBeNull();
    expect(res.headers.get('x-request-id')).toBe('r1');
    expect(await res.json()).toEqual({ code: 200 });
  });

  it.each(['https://evil.example/steal', '//evil.example/x', 'http://upstream.test.evil.example/', '/relative/elsewhere'])('refuses a redirect to %s', async (location) => {
    const { app } = edgeAnswering(() => new Response(null, { status: 302, headers: { location } }));
    const res = await app.request('/app/v1/refreshData', post());
    expect(res.status).toBe(502);
    expect(res.headers.get('location')).toBeNull();
    expect(((await res.json()) as { code: number }).code).toBe(502);
  });
});

describe('X-Forwarded-Host', () => {
  it('is not sent upstream unless the proxy is trusted', async () => {
    const plain = buildEdge();
    await plain.app.request('http://casino.example/app/v1/refreshData', post('{}', { 'x-forwarded-host': 'evil.example' }));
    expect(callsTo(plain.upstream.calls, 'refreshData')[0].headers.get('x-forwarded-host')).toBeNull();

    const trusted = buildEdge({ trustProxy: true });
    await trusted.app.request('http://casino.example/app/v1/refreshData', post('{}', { 'x-forwarded-host': 'front.example' }));
    expect(callsTo(trusted.upstream.calls, 'refreshData')[0].headers.get('x-forwarded-host')).toBe('front.example');
  });
});

describe('JSON depth', () => {
  it.each([
    ['arrays', '{"a":' + '['.repeat(20_000) + ']'.repeat(20_000) + '}'],
    // 12,000 here: deeper objects would pass the 64 KiB body limit (a 413 first).
    ['objects', '{"":'.repeat(12_000) + '1' + '}'.repeat(12_000)],
    ['unclosed', '{"a":' + '['.repeat(20_000)],
  ])('a body nested thousands of levels deep (%s) gets a 400 JSON and never reaches upstream', async (_label, body) => {
    const { app, upstream } = buildEdge();
    const res = await app.request('/app/v1/refreshData', post(body));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await res.json()) as { code: number }).code).toBe(400);
    expect(callsTo(upstream.calls, 'refreshData')).toHaveLength(0);
  });

  it('brackets inside strings do not count, and 32 levels pass', async () => {
    const { app, upstream } = buildEdge();
    const deep = '{"a":'.repeat(31) + '{"s":"[[[[{{{{\\"[[["}' + '}'.repeat(31);
    const res = await app.request('/app/v1/refreshData', post(deep));
    expect(res.status).toBe(200);
    expect(callsTo(upstream.calls, 'refreshData')).toHaveLength(1);
    const tooDeep = '{"a":'.repeat(32) + '{}' + '}'.repeat(32);
    expect((await app.request('/app/v1/refreshData', post(tooDeep))).status).toBe(400);
  });
});
