import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/all';
import { buildEdge, callsTo, recordingFetch } from '../edge-fixtures';

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
const event = (name: string) => ({ eventName: name, eventTime: 1_700_000_000, eventUserId: 0 });
const beacon = (body: string, contentType = 'text/plain;charset=UTF-8'): RequestInit => ({ method: 'POST', headers: { 'content-type': contentType, 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' }, body });

describe('beacon', () => {
  it('answers 204 and forwards the events with operator fields to appEventLogClient', async () => {
    const { app, upstream } = buildEdge();
    const res = await app.request('/beacon', beacon(JSON.stringify({ eventList: [{ ...event('page_hide'), appId: 'evil', channel: 'X' }], appId: 'evil' })));
    expect(res.status).toBe(204);
    await settle();
    const [sent] = callsTo(upstream.calls, 'anonymous/appEventLogClient');
    expect(sent.url).toBe('http://upstream.test/app/v1/anonymous/appEventLogClient');
    expect(JSON.parse(sent.body)).toEqual({
      // Each item gets the operator's appId and channel as well, overwriting the client's.
      eventList: [{ ...event('page_hide'), appId: 'ph-casino', channel: 'WEB' }],
      appId: 'ph-casino',
      channel: 'WEB',
      appVersion: '1.1.6',
      appWebName: 'Casino PH',
      platform: 0,
      clientReferrer: '',
    });
    expect(sent.headers.get('x-forwarded-for')).toBe('203.0.113.9');
  });

  it('a beacon just under the edge limit is forwarded within the upstream row limit (issue 27: it was lost)', async () => {
    const { app, upstream } = buildEdge({ appId: 'a'.repeat(64) });
    // 100 events without appId/channel, padded to just under 64 KiB: the edge adds both to each.
    const base = { eventList: Array.from({ length: 100 }, () => ({ ...event('page_hide'), appId: undefined, channel: undefined, eventFrom: '' })) };
    const pad = 64 * 1024 - 64 - JSON.stringify(base).length;
    base.eventList[0]!.eventFrom = 'x'.repeat(pad);
    const text = JSON.stringify(base);
    expect(text.length).toBeGreaterThan(64 * 1024 - 100);
    expect((await app.request('/beacon', beacon(text))).status).toBe(204);
    await settle();
    const [sent] = callsTo(upstream.calls, 'anonymous/appEventLogClient');
    expect(new TextEncoder().encode(sent.body).byteLength).toBeLessThanOrEqual(CALLS['anonymous/appEventLogClient'].maxBodyBytes);
    expect(new TextEncoder().encode(sent.body).byteLength).toBeGreaterThan(64 * 1024);
  });

  it('answers 204 even when the upstream is down', async () => {
    let attempts = 0;
    const fetch = (async () => {
      attempts += 1;
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    const { app } = buildEdge({ fetch });
    const res = await app.request('/beacon', beacon(JSON.stringify({ eventList: [event('a')] })));
    expect(res.status).toBe(204);
    await settle();
    expect(attempts).toBeGreaterThan(0);
  });

  it('answers 204 before a hanging upstream answers', async () => {
    const upstream = recordingFetch(() => new Promise<Response>(() => undefined));
    const { app } = buildEdge({ fetch: upstream.fetch });
    const res = await app.request('/beacon', beacon(JSON.stringify({ eventList: [] })));
    expect(res.status).toBe(204);
  });

  it('hands the forward to waitUntil when the runtime has one', async () => {
    const { app } = buildEdge();
    const waited: Promise<unknown>[] = [];
    const ctx = { waitUntil: (p: Promise<unknown>) => waited.push(p), passThroughOnException: () => undefined, props: {} };
    const res = await app.request('/beacon', beacon(JSON.stringify({ eventList: [event('a')] })), undefined, ctx);
    expect(res.status).toBe(204);
    expect(waited).toHaveLength(1);
    await expect(waited[0]).resolves.toBeUndefined();
  });

  it('accepts JSON and untyped blobs too', async () => {
    const { app } = buildEdge();
    expect((await app.request('/beacon', beacon('{"eventList":[]}', 'application/json'))).status).toBe(204);
    expect((await app.request('/beacon', { method: 'POST', body: new Uint8Array(new TextEncoder().encode('{"eventList":[]}')) })).status).toBe(204);
    expect((await app.request('/beacon', beacon('{"eventList":[]}', 'multipart/form-data'))).status).toBe(415);
  });

  it('answers 413 over 64 KiB, by content-length', async () => {
    const { app, upstream } = buildEdge();
    const big = JSON.stringify({ eventList: [{ eventName: 'x'.repeat(70 * 1024) }] });
    const res = await app.request('/beacon', beacon(big));
    expect(res.status).toBe(413);
    await settle();
    expect(callsTo(upstream.calls, 'anonymous/appEventLogClient')).toHaveLength(0);
  });

  it.each([
    ['not JSON', '{oops'],
    ['no eventList', '{"events":[]}'],
    ['eventList not an array', '{"eventList":{}}'],
    ['non-object events', '{"eventList":[1,"a",null]}'],
    ['more than 100 events', JSON.stringify({ eventList: Array.from({ length: 101 }, () => ({ eventName: 'e' })) })],
  ])('answers 400 for %s', async (_label, body) => {
    const { app, upstream } = buildEdge();
    const res = await app.request('/beacon', beacon(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 400 });
    await settle();
    expect(callsTo(upstream.calls, 'anonymous/appEventLogClient')).toHaveLength(0);
  });

  it('accepts exactly 100 events', async () => {
    const { app } = buildEdge();
    const body = JSON.stringify({ eventList: Array.from({ length: 100 }, () => ({ eventName: 'e' })) });
    expect((await app.request('/beacon', beacon(body))).status).toBe(204);
  });

  it('answers 405 to other methods', async () => {
    const { app } = buildEdge();
    expect((await app.request('/beacon')).status).toBe(405);
  });
});
