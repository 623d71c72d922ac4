// Waiting for the main thread to be free before optional work (the service worker's install).

/**
 * A promise that settles once the browser reports an idle moment, or after `maxMs` whatever
 * happens (a busy page, or a browser without requestIdleCallback: Safari).
 */
export const whenIdle = (maxMs: number): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: maxMs });
    else setTimeout(resolve, maxMs);
  });
