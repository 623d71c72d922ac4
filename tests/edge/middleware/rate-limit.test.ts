// Per-client limits at the edge (issue 9, "No per-client limits"): token buckets per client address
// and route class, 429 with Retry-After as JSON, refilled by the injected clock, bounded memory.
import { describe, expect, it } from 'vitest';
import { clientKey } from '../../../edge/rate-limit/client-key';
import { createMemoryRateLimitStore } from '../../../edge/rate-limit/memory-store';
import { REQUEST_SCHEMAS } from '../../../contract/all.schemas';
import { rateClassOf } from '../../../edge/rate-limit/rate-class';
import { DEFAULT_GLOBAL_RATE_LIMITS, DEFAULT_RATE_LIMITS } from '../../../edge/rate-limit/rules';
import type { RateLimitStore } from '../../../edge/rate-limit/store';
import { buildEdge, callsTo } from '../edge-fixtures';

const json = (body: unknown = {}, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

function clockedEdge(extra: Parameters<typeof buildEdge>[0] = {}) {
  const clock = { now: 1_700_000_000_000 };
  let ip = '203.0.113.9';
  const edge = buildEdge({ now: () => clock.now, clientIp: () => ip, ...extra });
  return { ...edge, clock, setIp: (next: string) => (ip = next) };
}

async function spend(app: ReturnType<typeof buildEdge>['app'], path: string, count: number, init: () => RequestInit = () => json()): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await app.request(path, init());
    // Read as a client does: an unread streamed answer keeps its place in the upstream share.
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

/** True when a request schema (an object, a union or variant of them, or a pipe over one) has a `password` field. */
function hasPassword(schema: unknown): boolean {
  const node = schema as { entries?: Record<string, unknown>; options?: unknown[]; pipe?: unknown[] };
  if (node.entries && 'password' in node.entries) return true;
  if (node.options?.some(hasPassword)) return true;
  return node.pipe !== undefined && node.pipe[0] !== schema && hasPassword(node.pipe[0]);
}

describe('route classes', () => {
  it('put every call that checks the login password in the auth class (issue 27: startPlayBreak was not)', () => {
    // The safebox has a password of its own (digits), not the login password.
    const checked = Object.entries(REQUEST_SCHEMAS).filter(([name, schema]) => name !== 'setSafeboxPassword' && hasPassword(schema));
    expect(checked.map(([name]) => name)).toEqual(expect.arrayContaining(['accountLogin', 'startPlayBreak', 'exchange', 'addBankInfo', 'modifyBankInfo']));
    expect(checked.filter(([name]) => rateClassOf(`/app/v1/${name}`) !== 'auth').map(([name]) => name)).toEqual([]);
  });

  it('are derived from the contract: SMS, the auth domain, every other call, the beacon', () => {
    expect(rateClassOf('/app/v1/smsSend')).toBe('sms');
    expect(rateClassOf('/app/v1/accountLogin')).toBe('auth');
    // Wallet calls that check the login password cannot be used to guess it faster than a login.
    expect(rateClassOf('/app/v1/exchange')).toBe('auth');
    expect(rateClassOf('/app/v1/addBankInfo')).toBe('auth');
    expect(rateClassOf('/app/v1/modifyBankInfo')).toBe('auth');
    expect(rateClassOf('/app/v1/startPlayBreak')).toBe('auth');
    expect(rateClassOf('/app/v1/getExchange')).toBe('calls');
    expect(rateClassOf('/app/v1/accountRegist4')).toBe('auth');
    expect(rateClassOf('/app/v1/facebookLogin')).toBe('auth');
    expect(rateClassOf('/app/v1/forgetPassword')).toBe('auth');
    expect(rateClassOf('/app/v1/refreshData')).toBe('calls');
    expect(rateClassOf('/app/v1/no-such-call')).toBe('calls');
    expect(rateClassOf('/beacon')).toBe('beacon');
    expect(rateClassOf('/')).toBeUndefined();
    expect(rateClassOf('/assets/x.js')).toBeUndefined();
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After and a JSON body once the SMS bucket is empty, without calling upstream', async () => {
    const { app, upstream } = clockedEdge();
    const burst = DEFAULT_RATE_LIMITS.sms!.burst;
    const statuses = await spend(app, '/app/v1/smsSend', burst + 5, () => json({ mobile: '9171234567', purpose: 0 }));
    expect(statuses.slice(0, burst).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(burst)).toEqual([429, 429, 429, 429, 429]);
    expect(callsTo(upstream.calls, 'smsSend')).toHaveLength(burst);

    const refused = await app.request('/app/v1/smsSend', json());
    expect(refused.status).toBe(429);
    // 4 a minute: the next token is 15 s away.
    expect(refused.headers.get('retry-after')).toBe('15');
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({ code: 429, msg: expect.any(String) });
  });

  it('refills with the injected clock', async () => {
    const { app, clock } = clockedEdge({ rateLimits: { ...DEFAULT_RATE_LIMITS, auth: { burst: 2, perMinute: 6 } } });
    expect(await spend(app, '/app/v1/accountLogin', 3)).toEqual([200, 200, 429]);
    clock.now += 5_000;
    const early = await app.request('/app/v1/accountLogin', json());
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('5');
    clock.now += 5_000;
    expect(await spend(app, '/app/v1/accountLogin', 2)).toEqual([200, 429]);
  });

  it('keeps classes and addresses apart: a spent auth bucket leaves calls, other players and pages alone', async () => {
    const { app, setIp } = clockedEdge({ rateLimits: { ...DEFAULT_RATE_LIMITS, auth: { burst: 1, perMinute: 1 } } });
    expect(await spend(app, '/app/v1/accountLogin', 2)).toEqual([200, 429]);
    expect((await app.request('/app/v1/anonymous/appTheme', json())).status).toBe(200);
    expect((await app.request('/')).status).toBe(200);
    setIp('198.51.100.7');
    expect((await app.request('/app/v1/accountLogin', json())).status).toBe(200);
  });

  it('keys by the trusted proxy client address only when the proxy is trusted', async () => {
    const rateLimits = { ...DEFAULT_RATE_LIMITS, auth: { burst: 1, perMinute: 1 } };
    const spoofing = clockedEdge({ rateLimits });
    // Untrusted: a client cannot mint fresh buckets by changing X-Forwarded-For.
    expect((await spoofing.app.request('/app/v1/accountLogin', json({}, { 'x-forwarded-for': '1.1.1.1' }))).status).toBe(200);
    expect((await spoofing.app.request('/app/v1/accountLogin', json({}, { 'x-forwarded-for': '2.2.2.2' }))).status).toBe(429);
    const proxied = clockedEdge({ rateLimits, trustProxy: true });
    expect((await proxied.app.request('/app/v1/accountLogin', json({}, { 'x-forwarded-for': '1.1.1.1' }))).status).toBe(200);
    expect((await proxied.app.request('/app/v1/accountLogin', json({}, { 'x-forwarded-for': '2.2.2.2' }))).status).toBe(200);
    expect((await proxied.app.request('/app/v1/accountLogin', json({}, { 'x-forwarded-for': '2.2.2.2' }))).status).toBe(429);
  });

  it('limits beacon posts per address', async () => {
    const { app } = clockedEdge({ rateLimits: { ...DEFAULT_RATE_LIMITS, beacon: { burst: 3, perMinute: 60 } } });
    const beacon = (): RequestInit => ({ method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"eventList":[]}' });
    const statuses = await spend(app, '/beacon', 5, beacon);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
  });

  it('is generous for ordinary calls by default', async () => {
    const { app } = clockedEdge();
    const statuses = await spend(app, '/app/v1/anonymous/appTheme', 300);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('holds at most rateLimitEntries buckets however many addresses come', async () => {
    const store = createMemoryRateLimitStore({ maxEntries: 50 });
    const { app, setIp } = clockedEdge({ rateLimitStore: store });
    for (let i = 0; i < 300; i += 1) {
      setIp(`10.0.${i >> 8}.${i & 255}`);
      await app.request('/app/v1/anonymous/appTheme', json());
    }
    expect(store.size()).toBeLessThanOrEqual(50);
    expect(store.size()).toBeGreaterThan(0);
  });

  it('lets requests through and reports it when the store fails', async () => {
    const failing: RateLimitStore = { take: () => Promise.reject(new Error('redis down')) };
    const errors: unknown[] = [];
    const { app } = clockedEdge({ rateLimitStore: failing, logError: (error) => errors.push(error) });
    expect((await app.request('/app/v1/accountLogin', json())).status).toBe(200);
    expect(errors).toHaveLength(1);
  });

  it('turns a class off with a null rule', async () => {
    const { app } = clockedEdge({ rateLimits: { ...DEFAULT_RATE_LIMITS, sms: null } });
    const statuses = await spend(app, '/app/v1/smsSend', 30);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});

describe('global ceilings (issue 27: 100 addresses sent 100 SMS)', () => {
  const sms = (address: string, headers: Record<string, string> = {}) => json({ mobile: '9171234567', purpose: 0 }, { 'x-forwarded-for': address, ...headers });

  it('hold the SMS sends of 100 addresses, one each, to the default ceiling', async () => {
    const { app, upstream } = clockedEdge({ trustProxy: true });
    const statuses = [];
    for (let i = 0; i < 100; i += 1) statuses.push((await app.request('/app/v1/smsSend', sms(`198.51.100.${i}`))).status);
    const ceiling = DEFAULT_GLOBAL_RATE_LIMITS.sms!.burst;
    expect(callsTo(upstream.calls, 'smsSend')).toHaveLength(ceiling);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - ceiling);
  });

  it('keep a share for requests with a session token that the anonymous flood cannot spend', async () => {
    const { app, upstream, clock } = clockedEdge({ trustProxy: true, globalRateLimits: { ...DEFAULT_GLOBAL_RATE_LIMITS, sms: { burst: 5, perMinute: 6 } } });
    for (let i = 0; i < 50; i += 1) await app.request('/app/v1/smsSend', sms(`198.51.100.${i}`));
    expect(callsTo(upstream.calls, 'smsSend')).toHaveLength(5);
    const refused = await app.request('/app/v1/smsSend', sms('192.0.2.1'));
    expect([refused.status, refused.headers.get('retry-after'), await refused.json()]).toEqual([429, '10', { code: 429, msg: expect.any(String) }]);
    // A logged-in player binding a phone still gets through; a malformed token does not count as a session.
    expect((await app.request('/app/v1/smsSend', sms('192.0.2.2', { authorization: `Bearer ${'a1'.repeat(16)}` }))).status).toBe(200);
    expect((await app.request('/app/v1/smsSend', sms('192.0.2.3', { authorization: 'Bearer x' }))).status).toBe(429);
    // The ceiling refills like any bucket.
    clock.now += 10_000;
    expect((await app.request('/app/v1/smsSend', sms('192.0.2.4'))).status).toBe(200);
  });

  it('apply to a class whose per-address limit is off, and are off themselves with a null rule', async () => {
    const limited = clockedEdge({ rateLimits: { ...DEFAULT_RATE_LIMITS, calls: null }, globalRateLimits: { ...DEFAULT_GLOBAL_RATE_LIMITS, calls: { burst: 3, perMinute: 1 } } });
    expect(await spend(limited.app, '/app/v1/anonymous/appTheme', 4)).toEqual([200, 200, 200, 429]);
    const open = clockedEdge({ trustProxy: true, globalRateLimits: { ...DEFAULT_GLOBAL_RATE_LIMITS, sms: null } });
    for (let i = 0; i < 60; i += 1) await open.app.request('/app/v1/smsSend', sms(`198.51.100.${i}`));
    expect(callsTo(open.upstream.calls, 'smsSend')).toHaveLength(60);
  });

  it('tell the host of every refusal with its rule and client, for the aggregated log', async () => {
    const refusals: unknown[] = [];
    const { app } = clockedEdge({ rateLimits: { ...DEFAULT_RATE_LIMITS, auth: { burst: 1, perMinute: 1 } }, onRefused: (_c, refusal) => refusals.push(refusal) });
    await spend(app, '/app/v1/accountLogin', 3);
    expect(refusals).toEqual([
      { rule: 'auth', client: '203.0.113.9' },
      { rule: 'auth', client: '203.0.113.9' },
    ]);
  });
});

describe('client key', () => {
  it('keys IPv6 by its /64 (a subscriber picks any address in it) and IPv4 by the address', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('[2001:db8:1:2::7]')).toBe('2001:db8:1:2::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('not-an-address')).toBe('not-an-address');
    expect(clientKey('1:2:3')).toBe('1:2:3');
  });

  it('gives addresses of one IPv6 /64 one bucket', async () => {
    const { app, setIp } = clockedEdge({ rateLimits: { ...DEFAULT_RATE_LIMITS, auth: { burst: 1, perMinute: 1 } } });
    setIp('2001:db8:1:2::1');
    expect((await app.request('/app/v1/accountLogin', json())).status).toBe(200);
    setIp('2001:db8:1:2::2');
    expect((await app.request('/app/v1/accountLogin', json())).status).toBe(429);
    setIp('2001:db8:1:3::1');
    expect((await app.request('/app/v1/accountLogin', json())).status).toBe(200);
  });
});
