import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../../client/lib/next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('settles in a later task, not in this one', async () => {
    vi.useFakeTimers();
    let settled = false;
    void nextTask().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledOnce();
  });
});
