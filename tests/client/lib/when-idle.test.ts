import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../../client/lib/when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('settles when the browser reports an idle moment, asking for it with the longest wait', async () => {
    const asked: { callback: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => asked.push({ callback, timeout: options?.timeout }));
    let settled = false;
    void whenIdle(5000).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(asked.map((a) => a.timeout)).toEqual([5000]);
    asked[0]!.callback();
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it('without requestIdleCallback (Safari), settles after the longest wait', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    let settled = false;
    void whenIdle(5000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
