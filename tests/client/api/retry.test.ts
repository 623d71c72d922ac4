import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getVipInfo } from '../../../contract/vip';
import { recharge } from '../../../contract/wallet';
import { call } from '../../../client/api/http';
import { backoffMs, resetRetries } from '../../../client/api/retry';

const ok = () => new Response(JSON.stringify({ code: 200 }), { status: 200, headers: { 'content-type': 'application/json' } });
const status = (code: number) => new Response(JSON.stringify({ code, msg: 'busy' }), { status: code, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

/** Turns the phone's connection off or on, as the browser does: navigator.onLine and the event. */
function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  resetRetries();
  setOnline(true);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('the back-off schedule', () => {
  it('starts at 500 ms, doubles, stops at 15 s, and the jitter keeps it between half and all of that', () => {
    const top = [0, 1, 2, 3, 4, 5, 6, 10].map((failures) => backoffMs(failures, () => 1));
    expect(top).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
    const bottom = [0, 1, 2, 5].map((failures) => backoffMs(failures, () => 0));
    expect(bottom).toEqual([250, 500, 1000, 7500]);
    for (let i = 0; i < 50; i++) {
      const ms = backoffMs(2);
      expect(ms).toBeGreaterThanOrEqual(1000);
      expect(ms).toBeLessThanOrEqual(2000);
    }
  });
});

describe('retries', () => {
  it.each([
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 502', () => Promise.resolve(status(502))],
    ['a 429', () => Promise.resolve(status(429))],
  ])('a read that meets %s is asked again at most 3 times, then fails', async (_what, answer) => {
    fetchMock.mockImplementation(answer);
    const result = call(getVipInfo, {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await result).toMatchObject({ call: 'getVipInfo' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('a read that succeeds on a retry resolves with its answer, after the first wait', async () => {
    fetchMock.mockResolvedValueOnce(status(502)).mockResolvedValueOnce(ok());
    const result = call(getVipInfo, {});
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(400);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toEqual({});
  });

  it('a write is never retried', async () => {
    fetchMock.mockResolvedValue(status(502));
    const result = call(recharge, { typeId: 1, amount: 10_000 } as never).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await result).toMatchObject({ code: 502 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('other failures (a code, a timeout) are not retried', async () => {
    fetchMock.mockResolvedValue(status(500));
    const result = call(getVipInfo, {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await result).toMatchObject({ code: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('offline, a call fails at once without a request', async () => {
    setOnline(false);
    await expect(call(getVipInfo, {})).rejects.toMatchObject({ kind: 'network' });
    await expect(call(recharge, { typeId: 1, amount: 10_000 } as never)).rejects.toMatchObject({ kind: 'network' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the wait stands still while the phone is offline and goes on once it is back', async () => {
    fetchMock.mockResolvedValueOnce(status(502)).mockResolvedValue(ok());
    const result = call(getVipInfo, {});
    await vi.advanceTimersByTimeAsync(100);
    setOnline(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    setOnline(true);
    // At most the 400 ms or so that were left of the first wait (500 ms at most).
    await vi.advanceTimersByTimeAsync(400);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toEqual({});
  });

  it('all callers share one wait, and each failure in a row lengthens it', async () => {
    // Each wait its full step (500 ms, then 1 s): with jitter, a first wait of 260 ms put the second
    // one's end before the 999 ms this test reads at (a CI failure).
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999);
    fetchMock.mockResolvedValue(status(502));
    const first = call(getVipInfo, {}).catch(() => undefined);
    const second = call(getVipInfo, {}).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // One wait of at most 500 ms, then both ask again together.
    await vi.advanceTimersByTimeAsync(500);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    // Both fail again: one wait of 1 s (not one each, nor one a caller).
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(501);
    expect(fetchMock).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(60_000);
    await Promise.all([first, second]);
    expect(fetchMock).toHaveBeenCalledTimes(8);
  });

  it('a success ends the run of failures: the next wait is the first one again', async () => {
    fetchMock.mockResolvedValueOnce(status(502)).mockResolvedValueOnce(status(502)).mockResolvedValueOnce(ok());
    const first = call(getVipInfo, {});
    await vi.advanceTimersByTimeAsync(2000);
    await expect(first).resolves.toEqual({});
    fetchMock.mockResolvedValueOnce(status(502)).mockResolvedValueOnce(ok());
    const second = call(getVipInfo, {});
    await vi.advanceTimersByTimeAsync(500);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    await expect(second).resolves.toEqual({});
  });
});
