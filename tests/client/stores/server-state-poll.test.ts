import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { poll } from '../../../client/stores/server-state-poll';

function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** A promise resolved or rejected from outside. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const stops: Array<() => void> = [];

beforeEach(() => {
  vi.useFakeTimers();
  setVisibility('visible');
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  setVisibility('visible');
});

describe('poll', () => {
  it('runs the first step at once, then one per pause', async () => {
    const step = vi.fn(async (_attempt: number) => 'x');
    stops.push(poll({ step, every: 1000 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(step).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(step).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(step).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(step.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1, 2, 3, 4]);
  });

  it('wait: the first step comes after the first pause', async () => {
    const step = vi.fn(async () => undefined);
    stops.push(poll({ step, every: 500, wait: true }));
    await vi.advanceTimersByTimeAsync(499);
    expect(step).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('a backoff list: one pause per step, then the poll ends', async () => {
    const step = vi.fn(async () => undefined);
    stops.push(poll({ step, every: [100, 200, 400] }));
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(step).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(199);
    expect(step).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(step).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(400);
    expect(step).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(step).toHaveBeenCalledTimes(4);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops when until says so, with each answer and attempt', async () => {
    let n = 0;
    const until = vi.fn((answer: number) => answer >= 3);
    stops.push(poll({ step: async () => ++n, every: 10, until }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(n).toBe(3);
    expect(until.mock.calls).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a step that rejects ends the poll after failed', async () => {
    const failed = vi.fn();
    const step = vi.fn(async (attempt: number) => {
      if (attempt === 1) throw new Error('down');
    });
    stops.push(poll({ step, every: 10, failed }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(step).toHaveBeenCalledTimes(2);
    expect(failed).toHaveBeenCalledWith(new Error('down'), 1);
  });

  it('steps never overlap: the next pause starts when the step has settled', async () => {
    const answers: ReturnType<typeof deferred<void>>[] = [];
    const step = vi.fn(() => {
      const answer = deferred<void>();
      answers.push(answer);
      return answer.promise;
    });
    stops.push(poll({ step, every: 100 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(step).toHaveBeenCalledTimes(1);
    // Coming back to the page while a step runs does not start another.
    setVisibility('hidden');
    setVisibility('visible');
    expect(step).toHaveBeenCalledTimes(1);
    answers[0]!.resolve();
    await vi.advanceTimersByTimeAsync(99);
    expect(step).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(step).toHaveBeenCalledTimes(2);
  });

  it('pauses while the page is hidden and runs the waiting step at once when it shows', async () => {
    const step = vi.fn(async () => undefined);
    stops.push(poll({ step, every: 1000 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(step).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(step).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(step).toHaveBeenCalledTimes(2);
    // The schedule carries on from there.
    await vi.advanceTimersByTimeAsync(1000);
    expect(step).toHaveBeenCalledTimes(3);
  });

  it('started while hidden, the first step waits until the page shows', async () => {
    setVisibility('hidden');
    const step = vi.fn(async () => undefined);
    stops.push(poll({ step, every: 1000 }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(step).not.toHaveBeenCalled();
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('stop cleans up: no timer, no listener, and an answer in flight is dropped', async () => {
    const answer = deferred<string>();
    const until = vi.fn(() => false);
    const step = vi.fn(() => answer.promise);
    const removed = vi.spyOn(document, 'removeEventListener');
    const stop = poll({ step, every: 100, until });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    stop();
    answer.resolve('late');
    await vi.advanceTimersByTimeAsync(1000);
    expect(until).not.toHaveBeenCalled();
    expect(step).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(removed).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
    setVisibility('hidden');
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(1000);
    expect(step).toHaveBeenCalledTimes(1);
    removed.mockRestore();
  });
});
