import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../../client/lib/next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.useRealTimers();
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
});
