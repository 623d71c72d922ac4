import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, CHANNEL } from '../../../contract/call-row';
import { buildEdge, callsTo, recordingFetch } from '../edge-fixtures';

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { authorization: 'Bearer t', 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** A request body that streams `chunks` without a content-length (chunked upload). */
function streamedBody(chunks: Uint8Array[]): RequestInit {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit;
}

describe('proxy /app/v1/<call>', () => {
  it('forwards a contract call with operator fields overwritten and client fields kept', async () => {
    const { app, upstream } = buildEdge({ appId: 'ph-casino', appWebName: 'Casino PH' });
    const res = await app.request(
      '/app/v1/accountLogin',
      json(
        { account: 'demo01', password: 'secret1', appId: 'evil', channel: 'X', appVersion: '0', appWebName: 'Evil', platform: 0, clientReferrer: 'https://ref.example/' },
        { authorization: 'Bearer tok', 'accept-language': 'fil', 'user-agent': 'UA/1', cookie: 'a=b', 'x-custom': '1' },
      ),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [sent] = callsTo(upstream.calls, 'accountLogin');
    expect(sent.url).toBe('http://upstream.test/app/v1/accountLogin');
    expect(sent.method).toBe('POST');
    expect(JSON.parse(sent.body)).toEqual({
      account: 'demo01',
      password: 'secret1',
      appId: 'ph-casino',
      channel: CHANNEL,
      appVersion: APP_VERSION,
      appWebName: 'Casino PH',
      platform: 0,
      clientReferrer: 'https://ref.example/',
    });
    expect(sent.headers.get('authorization')).toBe('Bearer tok');
    expect(sent.headers.get('accept-language')).toBe('fil');
    expect(sent.headers.get('user-agent')).toBe('UA/1');
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(sent.headers.get('cookie')).toBeNull();
    expect(sent.headers.get('x-custom')).toBeNull();
  });

  it('forwards calls whose names hold a slash', async () => {
    const { app, upstream } = buildEdge();
    const res = await app.request('/app/v1/anonymous/appTheme', json({}));
    expect(res.status).toBe(200);
    expect(callsTo(upstream.calls, 'anonymous/appTheme')).toHaveLength(1);
  });

  it('derives platform from the user agent when missing, and defaults clientReferrer', async () => {
    const { app, upstream } = buildEdge();
    await app.request('/app/v1/accountLogin', json({}, { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile' }));
    await app.request('/app/v1/accountLogin', json({}, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' }));
    const [mobile, desktop] = callsTo(upstream.calls, 'accountLogin').map((c) => JSON.parse(c.body));
    expect(mobile).toMatchObject({ platform: 0, clientReferrer: '' });
    expect(desktop).toMatchObject({ platform: 1 });
  });

  it.each([
    [{ platform: 2 }],
    [{ platform: '0' }],
    [{ platform: null }],
    [{ clientReferrer: 5 }],
    [{ clientReferrer: 'x'.repeat(2049) }],
  ])('rejects bad client fields %j with 400', async (body) => {
    const { app, upstream } = buildEdge();
    const res = await app.request('/app/v1/accountLogin', json(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 400 });
    expect(callsTo(upstream.calls, 'accountLogin')).toHaveLength(0);
  });

  it('accepts a clientReferrer of exactly 2048 characters', async () => {
    const { app } = buildEdge();
    expect((await app.request('/app/v1/accountLogin', json({ clientReferrer: 'x'.repeat(2048) }))).status).toBe(200);
  });

  it('replaces client-sent X-Forwarded-* with its own', async () => {
    const { app, upstream } = buildEdge();
    await app.request(
      'http://edge.test/app/v1/refreshData',
      json({}, { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', host: 'edge.test' }),
    );
    const [sent] = callsTo(upstream.calls, 'refreshData');
    expect(sent.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(sent.headers.get('x-forwarded-proto')).toBe('http');
    // Sent only behind a trusted proxy (issue 9).
    expect(sent.headers.get('x-forwarded-host')).toBeNull();
  });

  it('with trustProxy takes the front proxy hop, never the client-claimed chain', async () => {
    const { app, upstream } = buildEdge({ trustProxy: true });
    await app.request('/app/v1/refreshData', json({}, { 'x-forwarded-for': '6.6.6.6, 198.51.100.7', 'x-forwarded-proto': 'https' }));
    const [sent] = callsTo(upstream.calls, 'refreshData');
    expect(sent.headers.get('x-forwarded-for')).toBe('198.51.100.7');
    expect(sent.headers.get('x-forwarded-proto')).toBe('https');
  });

  it('strips hop-by-hop headers from the upstream answer, including those named in connection', async () => {
    const upstream = recordingFetch(
      () =>
        new Response('{"code":200}', {
          headers: { 'content-type': 'application/json', connection: 'keep-alive, x-secret-hop', 'keep-alive': 'timeout=5', 'x-secret-hop': '1', 'proxy-authenticate': 'Basic', upgrade: 'h2c', trailer: 'x-t', 'content-language': 'fil' },
        }),
    );
    const { app } = buildEdge({ fetch: upstream.fetch });
    const res = await app.request('/app/v1/refreshData', json({}, { connection: 'te', te: 'trailers', 'proxy-authorization': 'Basic x', 'keep-alive': '1' }));
    for (const name of ['connection', 'keep-alive', 'x-secret-hop', 'proxy-authenticate', 'upgrade', 'trailer']) expect(res.headers.get(name)).toBeNull();
    expect(res.headers.get('content-language')).toBe('fil');
    const [sent] = callsTo(upstream.calls, 'refreshData');
    for (const name of ['connection', 'te', 'proxy-authorization', 'keep-alive']) expect(sent.headers.get(name)).toBeNull();
  });

  it('passes status and body through', async () => {
    const upstream = recordingFetch(() => Response.json({ code: 401, msg: 'Login expired' }, { status: 401 }));
    const { app } = buildEdge({ fetch: upstream.fetch });
    const res = await app.request('/app/v1/getAfterLoginInfoWeb', json({}));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 401, msg: 'Login expired' });
  });

  it('passes a gzip upstream body through byte for byte, keeping content-encoding', async () => {
    const compressed = gzipSync(JSON.stringify({ code: 200, data: 'x'.repeat(5000) }));
    const upstream = recordingFetch(() => new Response(compressed, { headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', vary: 'accept-encoding' } }));
    const { app } = buildEdge({ fetch: upstream.fetch });
    const res = await app.request('/app/v1/preLogin', json({ deviceId: 'd' }, { 'accept-encoding': 'gzip, br' }));
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await res.arrayBuffer()).equals(compressed)).toBe(true);
    expect(callsTo(upstream.calls, 'preLogin')[0].headers.get('accept-encoding')).toBe('gzip, br');
  });

  it('passes a gzip body of declared length through byte for byte, with its length', async () => {
    const compressed = gzipSync(JSON.stringify({ code: 200, data: 'z'.repeat(3000) }));
    const upstream = recordingFetch(
      () => new Response(compressed, { headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': String(compressed.length) } }),
    );
    const { app } = buildEdge({ fetch: upstream.fetch });
    const res = await app.request('/app/v1/preLogin', json({ deviceId: 'd' }, { 'accept-encoding': 'gzip' }));
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBe(String(compressed.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(compressed)).toBe(true);
  });

  it('answers 404 JSON for a call outside the contract, without calling upstream', async () => {
    const { app, upstream } = buildEdge();
    for (const path of ['/app/v1/dropTables', '/app/v1/anonymous/nothing', '/app/v1/', '/app/v1/toString', '/app/v1/__proto__']) {
      const res = await app.request(path, json({}));
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ code: 404, msg: 'Unknown call' });
    }
    expect(upstream.calls.filter((c) => !c.url.endsWith('appConfig'))).toHaveLength(0);
  });

  it('answers 405 JSON for other methods', async () => {
    const { app } = buildEdge();
    const res = await app.request('/app/v1/refreshData', { method: 'GET' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toMatchObject({ code: 405 });
  });

  it('answers 415 when the body is not declared JSON', async () => {
    const { app } = buildEdge();
    const res = await app.request('/app/v1/refreshData', { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'text/plain' }, body: '{}' });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 415 });
  });

  it('answers 413 by content-length before reading', async () => {
    const { app, upstream } = buildEdge({ limits: { bodyBytes: 100, beaconBytes: 100, upstreamTimeoutMs: 1000 } });
    const res = await app.request('/app/v1/accountLogin', json({ password: 'x'.repeat(200) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 413 });
    expect(callsTo(upstream.calls, 'accountLogin')).toHaveLength(0);
  });

  it('answers 413 when the body is longer than its declared length', async () => {
    const { app } = buildEdge({ limits: { bodyBytes: 100, beaconBytes: 100, upstreamTimeoutMs: 1000 } });
    const res = await app.request('/app/v1/accountLogin', { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'application/json', 'content-length': '20' }, body: JSON.stringify({ a: 'x'.repeat(200) }) });
    expect(res.status).toBe(413);
  });

  it('answers 413 for a chunked body that grows past the limit', async () => {
    const { app, upstream } = buildEdge({ limits: { bodyBytes: 100, beaconBytes: 100, upstreamTimeoutMs: 1000 } });
    const chunk = new TextEncoder().encode('{"a":"' + 'x'.repeat(60));
    const res = await app.request('/app/v1/accountLogin', streamedBody([chunk, chunk]));
    expect(res.status).toBe(413);
    expect(callsTo(upstream.calls, 'accountLogin')).toHaveLength(0);
  });

  it('accepts a chunked body within the limit', async () => {
    const { app, upstream } = buildEdge();
    const encoder = new TextEncoder();
    const res = await app.request('/app/v1/accountLogin', streamedBody([encoder.encode('{"account":'), encoder.encode('"demo01"}')]));
    expect(res.status).toBe(200);
    expect(JSON.parse(callsTo(upstream.calls, 'accountLogin')[0].body)).toMatchObject({ account: 'demo01' });
  });

  it.each(['{bad json', '[1,2]', 'null', '"text"', ''])('answers 400 for the body %j', async (body) => {
    const { app } = buildEdge();
    const res = await app.request('/app/v1/accountLogin', { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'application/json' }, body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 400 });
  });

  it('answers 502 JSON when the upstream cannot be reached', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    const { app } = buildEdge({ fetch });
    const res = await app.request('/app/v1/refreshData', json({}));
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 502 });
  });

  it('answers 504 JSON when the upstream never answers', async () => {
    let aborted = false;
    const fetch = ((_url: string, init: RequestInit) =>
      new Promise<Response>(() => {
        init.signal?.addEventListener('abort', () => {
          aborted = true;
        });
      })) as typeof globalThis.fetch;
    const { app } = buildEdge({ fetch, limits: { bodyBytes: 1024, beaconBytes: 1024, upstreamTimeoutMs: 20 } });
    const res = await app.request('/app/v1/refreshData', json({}));
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ code: 504 });
    expect(aborted).toBe(true);
  });
});
