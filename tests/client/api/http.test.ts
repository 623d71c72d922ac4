import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../client/api/errors';
import { onApiEvent, post, type ApiEvent } from '../../../client/api/http';

const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let events: ApiEvent[];
let off: () => void;

beforeEach(() => {
  fetchMock = vi.fn();
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
    await post('refreshData', {});
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
    await post('refreshData', {}, { keepalive: true });
    await post('refreshData', {});
    expect((fetchMock.mock.calls[0][1] as RequestInit).keepalive).toBe(true);
    expect((fetchMock.mock.calls[1][1] as RequestInit).keepalive).toBeFalsy();
  });

  it('sends no authorization header without a token', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 0 }));
    await post('anonymous/appTheme', {});
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
    await expect(post('anonymous/appConfig', {})).resolves.toMatchObject({ v: 3 });
  });

  it('prefers errcode over code', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ errcode: 1102, code: 0 }));
    await expect(post('accountLogin', { account: 'a', password: 'b' })).rejects.toMatchObject({ kind: 'code', code: 1102 });
  });

  it('turns other codes into ApiError with the operator message', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 1101, msg: 'exists' }));
    const error = await post('accountRegist', { account: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'code', code: 1101, serverMessage: 'exists' });
  });

  it('emits unauthorized for a 401 on a non-public call', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 401 }, 401));
    await expect(post('getAfterLoginInfoWeb', { version: '1', os: 'x', deviceModel: 'y' })).rejects.toMatchObject({ code: 401 });
    expect(events).toEqual([{ type: 'unauthorized', call: 'getAfterLoginInfoWeb' }]);
  });

  it('emits unauthorized for code 401 inside a 200 answer too', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ errcode: 401 }));
    await expect(post('bindAccount', { mobile: '9', smsCode: '1' })).rejects.toMatchObject({ code: 401 });
    expect(events.map((e) => e.type)).toEqual(['unauthorized']);
  });

  it('does not emit unauthorized for a 401 on a public call', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 401 }, 401));
    await expect(post('refreshData', {})).rejects.toMatchObject({ code: 401 });
    await expect(post('preLogin', { deviceId: 'd' })).rejects.toMatchObject({ code: 401 });
    expect(events).toEqual([]);
  });

  it('reports a network failure as kind network, without events', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(post('anonymous/appTheme', {})).rejects.toMatchObject({ kind: 'network' });
    expect(events).toEqual([]);
  });

  it('treats a 504 from the edge as a timeout (event + ApiError kind timeout)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 504, msg: 'upstream timeout' }, 504));
    await expect(post('anonymous/appTheme', {})).rejects.toMatchObject({ kind: 'timeout' });
    expect(events).toEqual([{ type: 'timeout', call: 'anonymous/appTheme' }]);
  });

  it('treats a 504 without a JSON body as a timeout', async () => {
    fetchMock.mockResolvedValue(new Response('Gateway Timeout', { status: 504 }));
    await expect(post('anonymous/appTheme', {})).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('aborts when the timeout signal fires, emits timeout and rejects with kind timeout', async () => {
    // The timeout signal is ours to fire: no waiting on real time.
    const timer = new AbortController();
    vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timer.signal);
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'TimeoutError')))),
    );
    const pending = post('anonymous/appTheme', {}).catch((e: unknown) => e);
    timer.abort(new DOMException('timed out', 'TimeoutError'));
    const error = await pending;
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(events).toEqual([{ type: 'timeout', call: 'anonymous/appTheme' }]);
  });

  it('stays silent on timeout for silentTimeout calls (the heartbeat)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 504 }, 504));
    await expect(post('anonymous/appTheme', {}, { silentTimeout: true })).rejects.toMatchObject({ kind: 'timeout' });
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
    await post('anonymous/appTheme', {});
    expect(timeout).toHaveBeenCalledWith(expected);
  });
});
