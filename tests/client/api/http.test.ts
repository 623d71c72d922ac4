import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLS } from '../../../contract/all';
import type { CallRow, RowOptions } from '../../../contract/call-row';
import { uploadKyc as uploadKycRow } from '../../../contract/kyc';
import { ApiError } from '../../../client/api/errors';
import { onApiEvent, call, type ApiEvent } from '../../../client/api/http';

const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let events: ApiEvent[];
let off: () => void;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  events = [];
  off = onApiEvent((event) => events.push(event));
  localStorage.clear();
});

afterEach(() => {
  off();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('post', () => {
  it('POSTs JSON to /app/v1/<call> with the token header and the client-owned fields', async () => {
    localStorage.setItem('access_token', 'tok-1');
    fetchMock.mockResolvedValue(jsonResponse({ code: 0, coin: 1 }));
    await call(CALLS['refreshData'], {});
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/app/v1/refreshData');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-1');
    const body = JSON.parse(init.body as string);
    expect(body).toHaveProperty('platform');
    expect(body).toHaveProperty('clientReferrer');
  });

  it('passes keepalive through for calls made as the page goes away', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ code: 0, coin: 1 }));
    await call(CALLS['refreshData'], {}, { keepalive: true });
    await call(CALLS['refreshData'], {});
    expect((fetchMock.mock.calls[0][1] as RequestInit).keepalive).toBe(true);
    expect((fetchMock.mock.calls[1][1] as RequestInit).keepalive).toBeFalsy();
  });

  it('sends no authorization header without a token', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 0 }));
    await call(CALLS['anonymous/appTheme'], {});
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it.each([
    ['code 0', { code: 0 }],
    ['code 200', { code: 200 }],
    ['errcode 0', { errcode: 0 }],
    ['errcode 200', { errcode: 200 }],
  ])('treats %s as success', async (_name, body) => {
    fetchMock.mockResolvedValue(jsonResponse({ ...body, v: 3 }));
    await expect(call(CALLS['anonymous/appConfig'], {})).resolves.toMatchObject({ v: 3 });
  });

  it('prefers errcode over code', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ errcode: 1102, code: 0 }));
    await expect(call(CALLS['accountLogin'], { account: 'a', password: 'b' })).rejects.toMatchObject({ kind: 'code', code: 1102 });
  });

  it('turns other codes into ApiError with the operator message', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 1101, msg: 'exists' }));
    const error = await call(CALLS['accountRegist'], { account: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'code', code: 1101, serverMessage: 'exists' });
  });

  it('emits unauthorized for a 401 on a non-public call', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 401 }, 401));
    await expect(call(CALLS['getAfterLoginInfoWeb'], { version: '1', os: 'x', deviceModel: 'y' })).rejects.toMatchObject({ code: 401 });
    expect(events).toEqual([{ type: 'unauthorized', call: 'getAfterLoginInfoWeb' }]);
  });

  it('emits unauthorized for code 401 inside a 200 answer too', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ errcode: 401 }));
    await expect(call(CALLS['bindAccount'], { mobile: '9', smsCode: '1' })).rejects.toMatchObject({ code: 401 });
    expect(events.map((e) => e.type)).toEqual(['unauthorized']);
  });

  it('does not emit unauthorized for a 401 on a public call', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 401 }, 401));
    await expect(call(CALLS['refreshData'], {})).rejects.toMatchObject({ code: 401 });
    await expect(call(CALLS['preLogin'], { deviceId: 'd' })).rejects.toMatchObject({ code: 401 });
    expect(events).toEqual([]);
  });

  it('reports a network failure as kind network, without events', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    // A write: a read would be retried first (tests/client/api/retry.test.ts).
    await expect(call(CALLS.logout, {})).rejects.toMatchObject({ kind: 'network' });
    expect(events).toEqual([]);
  });

  it('treats a 504 from the edge as a timeout (event + ApiError kind timeout)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 504, msg: 'upstream timeout' }, 504));
    await expect(call(CALLS['anonymous/appTheme'], {})).rejects.toMatchObject({ kind: 'timeout' });
    expect(events).toEqual([{ type: 'timeout', call: 'anonymous/appTheme' }]);
  });

  it('treats a 504 without a JSON body as a timeout', async () => {
    fetchMock.mockResolvedValue(new Response('Gateway Timeout', { status: 504 }));
    await expect(call(CALLS['anonymous/appTheme'], {})).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('aborts when the timeout signal fires, emits timeout and rejects with kind timeout', async () => {
    // The timeout signal is ours to fire: no waiting on real time.
    const timer = new AbortController();
    vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timer.signal);
    fetchMock.mockImplementation(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'TimeoutError')))),
    );
    const pending = call(CALLS['anonymous/appTheme'], {}).catch((e: unknown) => e);
    timer.abort(new DOMException('timed out', 'TimeoutError'));
    const error = await pending;
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(events).toEqual([{ type: 'timeout', call: 'anonymous/appTheme' }]);
  });

  it('stays silent on timeout for silentTimeout calls (the heartbeat)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 504 }, 504));
    await expect(call(CALLS['anonymous/appTheme'], {}, { silentTimeout: true })).rejects.toMatchObject({ kind: 'timeout' });
    expect(events).toEqual([]);
  });

  it.each([
    [undefined, 10_000],
    ['4g', 10_000],
    ['3g', 30_000],
    ['2g', 20_000],
    ['slow-2g', 20_000],
  ])('uses the connection-based timeout (%s → %i ms)', async (effectiveType, expected) => {
    Object.defineProperty(navigator, 'connection', { value: effectiveType ? { effectiveType } : undefined, configurable: true });
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    fetchMock.mockResolvedValue(jsonResponse({ code: 0 }));
    await call(CALLS['anonymous/appTheme'], {});
    expect(timeout).toHaveBeenCalledWith(expected);
  });
});

describe('post by the row', () => {
  const row = (options: RowOptions, name = 'test/call') => ({ ...CALLS.refreshData, ...options, name }) as unknown as CallRow<string, Record<string, unknown>, Record<string, unknown>>;

  it('strips the envelope: code and errcode answers resolve with the payload only', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 200, msg: 'success', coin: 5 }));
    expect(await call(row({ envelope: 'code' }), {})).toEqual({ coin: 5 });
    fetchMock.mockResolvedValueOnce(jsonResponse({ errcode: 0, msg: 'success', coin: 6 }));
    expect(await call(row({ envelope: 'errcode' }), {})).toEqual({ coin: 6 });
  });

  it('a data envelope resolves with `data`', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ errcode: 0, data: { list: [1], pages: 1 } }));
    expect(await call(row({ envelope: 'data' }), {})).toEqual({ list: [1], pages: 1 });
  });

  it('a row with session none never sends the token', async () => {
    localStorage.setItem('access_token', 'tok-1');
    fetchMock.mockImplementation(async () => jsonResponse({ code: 200 }));
    await call(row({ session: 'none' }), {});
    await call(row({ session: 'optional' }), {});
    expect((fetchMock.mock.calls[0][1] as RequestInit).headers).not.toHaveProperty('authorization');
    expect((fetchMock.mock.calls[1][1] as RequestInit).headers).toHaveProperty('authorization', 'Bearer tok-1');
  });

  it('a 401 logs out only where the row says so', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ code: 401 }, 401));
    await call(row({ on401: 'ignore' }), {}).catch(() => undefined);
    expect(events).toEqual([]);
    await call(row({ on401: 'logout' }), {}).catch(() => undefined);
    expect(events).toEqual([{ type: 'unauthorized', call: 'test/call' }]);
  });

  it('a row without the timeout tip times out silently', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 504 }, 504));
    await expect(call(row({ timeoutTip: false }), {})).rejects.toMatchObject({ kind: 'timeout' });
    expect(events).toEqual([]);
  });

  it('a multipart row sends FormData (files as files, the rest as text, plus the client fields) and no content-type', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, uploadId: 1 }));
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'id.jpg', { type: 'image/jpeg' });
    await call(row({ body: 'multipart' }), { kind: 'id', file, count: 2, skipped: undefined });
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.headers).not.toHaveProperty('content-type');
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('kind')).toBe('id');
    expect(form.get('count')).toBe('2');
    expect(form.has('skipped')).toBe(false);
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect(form.has('platform')).toBe(true);
    expect(form.has('clientReferrer')).toBe(true);
  });

  it('a caller posts its own row', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, uploadId: 3, mime: 'image/png', size: 9 }));
    await expect(call(uploadKycRow, { kind: 'selfie', file: new File(['x'], 'a.png') })).resolves.toEqual({ uploadId: 3, mime: 'image/png', size: 9 });
    expect(fetchMock.mock.calls[0][0]).toBe('/app/v1/uploadKyc');
    expect(uploadKycRow).toBe(CALLS.uploadKyc);
  });
});
