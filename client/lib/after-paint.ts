// Waiting for a paint to be on screen before starting costly work, so the work never delays it.

/**
 * Settles once a picture has been presented on screen (a largest-contentful-paint entry with a URL:
 * before the app, only the cover's pictures can be; several tiles of equal size give one entry,
 * for whichever paints first), or, with no `image`, the page's first contentful paint; after
 * `maxMs` whatever happened (a browser without these entries, a hidden page, an image that never loads).
 */
export function afterPaintOf(image: boolean, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (image ? (entry as PerformanceEntry & { url?: string }).url : entry.name === 'first-contentful-paint'))) done();
      });
      observer.observe({ type: image ? 'largest-contentful-paint' : 'paint', buffered: true });
    } catch {
      // No PerformanceObserver (a browser older than any this app supports): the timer decides.
    }
  });
}
