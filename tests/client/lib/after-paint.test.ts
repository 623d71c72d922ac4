import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaintOf } from '../../../client/lib/after-paint';

describe('afterPaintOf', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A PerformanceObserver double: `report` delivers entries to whoever observes `type`. */
  function stubObserver() {
    const observers: { type: string; callback: (list: { getEntries: () => unknown[] }) => void; disconnected: boolean }[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        record: (typeof observers)[number];
        constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
          this.record = { type: '', callback, disconnected: false };
          observers.push(this.record);
        }
        observe(options: { type: string }) {
          this.record.type = options.type;
        }
        disconnect() {
          this.record.disconnected = true;
        }
      },
    );
    const report = (type: string, entries: unknown[]) => observers.filter((o) => o.type === type && !o.disconnected).forEach((o) => o.callback({ getEntries: () => entries }));
    return { observers, report };
  }

  it("waits for a picture's largest-contentful-paint entry, whichever of the cover's it is", async () => {
    vi.useFakeTimers();
    const { observers, report } = stubObserver();
    let settled = false;
    void afterPaintOf(true, 1000).then(() => (settled = true));
    // A text's entry has no URL.
    report('largest-contentful-paint', [{ element: document.createElement('p'), url: '' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    // The second tile of the frame may paint before the first: its entry is the one that comes.
    report('largest-contentful-paint', [{ element: document.createElement('img'), url: 'http://localhost/sandbox/art/games/2003.svg' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('without an image, waits for the first contentful paint', async () => {
    vi.useFakeTimers();
    const { report } = stubObserver();
    let settled = false;
    void afterPaintOf(false, 1000).then(() => (settled = true));
    report('paint', [{ name: 'first-paint' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    report('paint', [{ name: 'first-contentful-paint' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it('without PerformanceObserver at all, settles after maxMs', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    let settled = false;
    void afterPaintOf(false, 300).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(299);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('gives up waiting after maxMs', async () => {
    vi.useFakeTimers();
    stubObserver();
    let settled = false;
    void afterPaintOf(true, 1000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
