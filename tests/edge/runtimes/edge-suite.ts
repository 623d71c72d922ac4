// The edge's behaviour suite, written once and run against a live server of every runtime (Node,
// workerd, Bun, Deno) on a real port, with the same fake operator API (fake-upstream.ts) and the
// same built files (runtime-fixture.ts). Each runtime's file only says how to start its entry.
// What a runtime lacks is a skipped test that names the runtime and what its platform does instead.
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeAnswer, type FakeUpstream } from '../fake-upstream';
import { FIXTURE, fixtureDir, halfOpenSockets, rawRequest, type RawAnswer } from './runtime-fixture';

export interface RunningEdge {
  url: string;
  stop(): Promise<void>;
}

export interface RuntimeUnderTest {
  name: string;
  /** Starts the runtime's entry with `env` (the Node entry's variable names) on a free loopback port. */
  start(env: Record<string, string>): Promise<RunningEdge>;
  /** JSON compression the runtime offers a client that accepts both (br needs a brotli stream). */
  jsonEncoding: 'br' | 'gzip';
  /** Set when the runtime has no per-connection caps: what the platform does instead. */
  noConnectionCaps?: string;
  /**
   * Set when a front end re-encodes answers for the client (Cloudflare's, which miniflare stands
   * in for): the client still gets an encoding it accepts, but not the edge's own bytes.
   */
  frontEndEncodes?: string;
}

/** The settings every runtime gets (besides UPSTREAM_URL and STATIC_DIR). */
export const SUITE_ENV = {
  APP_ID: 'suite-casino',
  APP_WEB_NAME: 'Suite Casino',
  MAINTENANCE_CHECK_MS: '100',
  UPSTREAM_TIMEOUT_MS: '1000',
  RATE_LIMIT_SMS: '2,1',
  MAX_CONNECTIONS_PER_ADDRESS: '40',
};

// With a bearer token: the edge refuses a session call without one before reading its body.
const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: 'Bearer suite-token', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** The body of a raw answer, decoded by its Content-Encoding. */
function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
}

/** Polls `probe` until it returns true (the maintenance status refreshes in the background). */
async function eventually(probe: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never happened: ${what}`);
}

/** Declares the suite for one runtime. */
export function describeEdgeSuite(runtime: RuntimeUnderTest): void {
  describe(`the edge on ${runtime.name}`, () => {
    let upstream: FakeUpstream;
    let edge: RunningEdge;
    let url = '';
    const files = fixtureDir();
    const call = (name: string, init: RequestInit) => fetch(`${url}/app/v1/${name}`, init);
    const receivedFor = (name: string) => upstream.received.filter((r) => r.path === `/app/v1/${name}`);

    beforeAll(async () => {
      upstream = await startFakeUpstream();
      edge = await runtime.start({ ...SUITE_ENV, UPSTREAM_URL: upstream.url, STATIC_DIR: files.dir });
      url = edge.url;
    }, 60_000);
    afterAll(async () => {
      await edge?.stop();
      await upstream?.close();
      files.remove();
    });

    it('serves the shell for known routes (200) and unknown ones (404), revalidated every time, with the security headers', async () => {
      for (const [path, status] of [['/', 200], ['/wallets', 200], ['/no/such/page', 404]] as const) {
        const page = await fetch(`${url}${path}`);
        expect(page.status, path).toBe(status);
        expect(await page.text()).toBe(FIXTURE.shell);
        expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(page.headers.get('cache-control')).toBe('no-cache');
        expect(page.headers.get('x-content-type-options')).toBe('nosniff');
        expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
        expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      }
    });

    it('answers an unchanged shell 304 to its ETag', async () => {
      const first = await fetch(`${url}/`);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await fetch(`${url}/`, { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
    });

    it('caches hashed assets for a year, revalidates unversioned files, and never answers a file path with the shell', async () => {
      const asset = await fetch(`${url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(await asset.text()).toBe(FIXTURE.js);
      // A served hashed file does not name its request id; a failed one and every other answer do.
      expect(asset.headers.get('x-request-id')).toBeNull();
      expect((await fetch(`${url}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
      const logo = await fetch(`${url}/assets/logo-1.png`);
      expect([logo.status, logo.headers.get('content-type'), logo.headers.get('vary')]).toEqual([200, 'image/png', null]);
      await logo.arrayBuffer();
      for (const path of ['/assets/missing-1.js', '/robots.txt', '/assets/app-abc123.js.br', '/.env', '/%2e%2e/package.json']) {
        const missing = await fetch(`${url}${path}`);
        expect(missing.status, path).toBe(404);
        expect(missing.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
        expect(await missing.text(), path).not.toContain('<!doctype');
      }
    });

    it(`serves the precompressed file the client accepts, typed by the original extension${runtime.frontEndEncodes ? ` (${runtime.name}: ${runtime.frontEndEncodes})` : ''}`, async () => {
      for (const [accept, encoding, bytes] of [
        ['gzip, deflate, br', 'br', FIXTURE.jsBr],
        ['gzip', 'gzip', FIXTURE.jsGz],
        ['identity', undefined, Buffer.from(FIXTURE.js)],
      ] as const) {
        const answer = await rawRequest(`${url}/assets/app-abc123.js`, { headers: { 'accept-encoding': accept } });
        expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
        expect(decoded(answer), accept).toBe(FIXTURE.js);
        if (runtime.frontEndEncodes) {
          expect(accept, accept).toContain(answer.headers['content-encoding'] ?? 'identity');
          continue;
        }
        expect(answer.headers['content-encoding'], accept).toBe(encoding);
        expect(answer.headers.vary).toBe('accept-encoding');
        expect(Buffer.compare(answer.body, bytes), accept).toBe(0);
      }
    });

    it(`compresses the operator's big plain JSON answers (${runtime.jsonEncoding} when both are accepted), passes small and already compressed ones as they are`, async () => {
      const big = JSON.stringify({ code: 200, data: { games: Array.from({ length: 200 }, (_, id) => ({ id, name: `Game ${id}` })) } });
      const preCompressed = brotliCompressSync(JSON.stringify({ code: 200, data: 'compressed by the operator' }));
      upstream.script = (request) => {
        if (request.path.endsWith('/anonymous/appTheme')) return { body: big };
        if (request.path.endsWith('/anonymous/appThemePreview')) return { body: preCompressed, headers: { 'content-encoding': 'br' } };
        return undefined;
      };
      try {
        const both = await rawRequest(`${url}/app/v1/anonymous/appTheme`, { ...json({}), headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' } });
        if (!runtime.frontEndEncodes) expect(both.headers['content-encoding']).toBe(runtime.jsonEncoding);
        expect(both.headers.vary).toContain('accept-encoding');
        expect(decoded(both)).toBe(big);
        expect(both.body.length).toBeLessThan(big.length / 3);
        const gzip = await rawRequest(`${url}/app/v1/anonymous/appTheme`, { ...json({}), headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' } });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(decoded(gzip)).toBe(big);
        const passed = await rawRequest(`${url}/app/v1/anonymous/appThemePreview`, { ...json({ themeViewId: 'a' }), headers: { 'content-type': 'application/json', 'accept-encoding': 'br' } });
        expect(passed.headers['content-encoding']).toBe('br');
        expect(decoded(passed)).toBe(brotliDecompressSync(preCompressed).toString());
        if (runtime.frontEndEncodes) return;
        expect(Buffer.compare(passed.body, preCompressed)).toBe(0);
        const small = await rawRequest(`${url}/app/v1/anonymous/appConfig`, { ...json({}), headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' } });
        expect(small.headers['content-encoding']).toBeUndefined();
      } finally {
        upstream.script = undefined;
      }
    });

    it('redirects page navigations to /maintenance while the operator reports maintenance, and stops when it ends', async () => {
      upstream.maintenance = 1;
      try {
        await eventually(async () => (await fetch(`${url}/wallets`, { redirect: 'manual' })).status === 302, 'the redirect');
        const redirected = await fetch(`${url}/wallets`, { redirect: 'manual' });
        expect(redirected.headers.get('location')).toBe('/maintenance');
        expect((await fetch(`${url}/maintenance`, { redirect: 'manual' })).status).toBe(200);
        expect((await fetch(`${url}/assets/app-abc123.js`, { redirect: 'manual' })).status).toBe(200);
        expect((await call('anonymous/appTheme', json({}))).status).toBe(200);
      } finally {
        upstream.maintenance = 0;
      }
      await eventually(async () => (await fetch(`${url}/wallets`, { redirect: 'manual' })).status === 200, 'the end of the redirect');
    });

    it('proxies only the contract\'s calls, by POST, as JSON', async () => {
      const unknown = await call('admin/deleteEverything', json({}));
      expect([unknown.status, (await unknown.json()).code]).toEqual([404, 404]);
      const get = await fetch(`${url}/app/v1/anonymous/appTheme`);
      expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
      await get.body?.cancel();
      const text = await call('anonymous/appTheme', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
      expect(text.status).toBe(415);
      await text.body?.cancel();
      expect(receivedFor('admin/deleteEverything')).toHaveLength(0);
    });

    it('writes the operator fields, checks the client ones, and passes only the headers the operator needs, both ways', async () => {
      upstream.script = (request) =>
        request.path.endsWith('/getAfterLoginInfoWeb')
          ? { body: '{"code":200}', headers: { 'set-cookie': 'sid=1', server: 'op/1.0', 'x-powered-by': 'php', 'access-control-allow-origin': '*' } }
          : undefined;
      try {
        const answer = await call(
          'getAfterLoginInfoWeb',
          json(
            { appId: 'evil', channel: 'evil', appVersion: '0', appWebName: 'evil', extra: 1 },
            { authorization: 'Bearer t0k', cookie: 'c=1', 'x-forwarded-for': '6.6.6.6', 'x-request-id': 'forged', 'user-agent': 'Mozilla/5.0 (Linux; Android 13) Mobile' },
          ),
        );
        expect(answer.status).toBe(200);
        for (const header of ['set-cookie', 'server', 'x-powered-by', 'access-control-allow-origin']) expect(answer.headers.get(header), header).toBeNull();
        expect(answer.headers.get('cache-control')).toBe('no-store');
        await answer.text();
        const sent = receivedFor('getAfterLoginInfoWeb').at(-1)!;
        expect(JSON.parse(sent.body)).toMatchObject({ appId: 'suite-casino', appWebName: 'Suite Casino', extra: 1, platform: 0, clientReferrer: '' });
        expect(JSON.parse(sent.body).channel).not.toBe('evil');
        expect(sent.headers.authorization).toBe('Bearer t0k');
        expect(sent.headers.cookie).toBeUndefined();
        expect(sent.headers['x-forwarded-for']).not.toContain('6.6.6.6');
        expect(sent.headers['x-request-id']).not.toBe('forged');
      } finally {
        upstream.script = undefined;
      }
      const platform = await call('getAfterLoginInfoWeb', json({ platform: 7 }));
      expect(platform.status).toBe(400);
      await platform.body?.cancel();
    });

    it('streams an upload to the operator with its fields written and a client appId part dropped', async () => {
      // ASCII, so the fake's text record of the body holds the file as sent.
      const photo = 'P'.repeat(300 * 1024);
      const form = new FormData();
      form.append('kind', 'id');
      form.append('appId', 'evil');
      form.append('file', new File([photo], 'id.png', { type: 'image/png' }));
      const answer = await call('uploadKyc', { method: 'POST', headers: { authorization: 'Bearer suite-token' }, body: form });
      expect(answer.status).toBe(200);
      await answer.text();
      const sent = receivedFor('uploadKyc').at(-1)!;
      const parsed = await new Response(sent.body, { headers: { 'content-type': String(sent.headers['content-type']) } }).formData();
      expect(parsed.getAll('appId')).toEqual(['suite-casino']);
      expect(parsed.get('kind')).toBe('id');
      expect(await (parsed.get('file') as File).text()).toBe(photo);
      // Sent as it is read: the rewritten body's length is not known before its end.
      expect(sent.headers['content-length']).toBeUndefined();
    });

    it('answers upstream failures and bad bodies with clear JSON errors', async () => {
      upstream.script = (request): FakeAnswer | undefined => {
        if (request.path.endsWith('/getAfterLoginInfoWeb')) return { status: 500, headers: { 'content-type': 'text/html' }, body: '<h1>stack trace</h1>' };
        if (request.path.endsWith('/logout')) return { status: 302, headers: { location: 'https://elsewhere.example/' } };
        if (request.path.endsWith('/refreshData')) return { delayMs: 1500 };
        return undefined;
      };
      try {
        for (const [name, status] of [['getAfterLoginInfoWeb', 502], ['logout', 502], ['refreshData', 504]] as const) {
          const answer = await call(name, json({}));
          expect(answer.status, name).toBe(status);
          expect(answer.headers.get('content-type'), name).toMatch(/^application\/json/);
          expect(JSON.stringify(await answer.json()), name).not.toContain('stack trace');
        }
      } finally {
        upstream.script = undefined;
      }
      const malformed = await call('getAfterLoginInfoWeb', json('{"a":'));
      expect([malformed.status, (await malformed.json()).code]).toEqual([400, 400]);
      const deep = await call('getAfterLoginInfoWeb', json(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`));
      expect(deep.status).toBe(400);
      await deep.body?.cancel();
    });

    it('answers beacons 204 at once and forwards their events with the operator fields', async () => {
      const before = receivedFor('anonymous/appEventLogClient').length;
      const beacon = await fetch(`${url}/beacon`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ eventList: [{ eventName: 'suite', eventTime: 1 }] }) });
      expect(beacon.status).toBe(204);
      await eventually(async () => receivedFor('anonymous/appEventLogClient').length > before, 'the beacon forward');
      const sent = JSON.parse(receivedFor('anonymous/appEventLogClient').at(-1)!.body);
      expect(sent.eventList).toEqual([{ eventName: 'suite', eventTime: 1, appId: 'suite-casino', channel: expect.any(String) }]);
      const bad = await fetch(`${url}/beacon`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"eventList":7}' });
      expect(bad.status).toBe(400);
      await bad.body?.cancel();
      const get = await fetch(`${url}/beacon`);
      expect(get.status).toBe(405);
      await get.body?.cancel();
    });

    it('refuses a body over the call\'s limit (413) and empties a client\'s bucket (429 with Retry-After)', async () => {
      const big = await call('getAfterLoginInfoWeb', json({ pad: 'x'.repeat(70 * 1024) }));
      expect([big.status, (await big.json()).code]).toEqual([413, 413]);
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 3; i += 1) {
        const answer = await call('smsSend', json({ mobile: '9171234567', purpose: 0 }));
        statuses.push(answer.status);
        retryAfter = answer.headers.get('retry-after');
        await answer.body?.cancel();
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    });

    it.skipIf(runtime.noConnectionCaps !== undefined)(
      `closes connections beyond the per-address cap${runtime.noConnectionCaps ? ` (not on ${runtime.name}: ${runtime.noConnectionCaps})` : ''}`,
      async () => {
        const sockets = await halfOpenSockets(url, 60);
        try {
          // 40 per address: at least the 20 beyond it are closed at once (more when the suite's
          // own keep-alive connections hold slots), and the rest stay open.
          await eventually(async () => sockets.closed() >= 20, 'the cap');
          expect(sockets.closed()).toBeLessThan(60);
          expect((await fetch(`${url}/healthz`)).status).toBe(200);
        } finally {
          sockets.destroy();
        }
      },
    );

    it('reports liveness on /healthz and readiness, including the upstream, on /readyz', async () => {
      expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${url}/readyz`);
      expect([ready.status, await ready.json(), ready.headers.get('cache-control')]).toEqual([200, { status: 'ready', rateLimits: 'per-edge' }, 'no-store']);
      upstream.script = (request) => (request.path.endsWith('/anonymous/appConfig') ? { status: 500, headers: { 'content-type': 'text/html' }, body: 'down' } : undefined);
      try {
        await eventually(async () => (await fetch(`${url}/readyz`)).status === 503, 'not ready');
        expect(await (await fetch(`${url}/readyz`)).json()).toEqual({ status: 'upstream-down' });
        expect((await fetch(`${url}/healthz`)).status).toBe(200);
      } finally {
        upstream.script = undefined;
      }
      await eventually(async () => (await fetch(`${url}/readyz`)).status === 200, 'ready again');
    });
  });
}
