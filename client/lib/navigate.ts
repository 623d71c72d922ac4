// Navigation from anywhere (stores included). preact-iso's LocationProvider re-reads
// location on 'popstate', so we change history ourselves and announce it with that event.
// A navigation while a sheet or dialog is open closes it and takes its history entry's place
// (back-stack.ts, through overlay-history.ts), so back from the new page returns to the page
// under the sheet.
import { afterOverlays } from './overlay-history';
import { safeInternalPath } from '../../contract/safe-url';

/** Goes to `path` (same-origin path with optional query) through the app's router. */
export function navigate(path: string, options: { replace?: boolean; then?: () => void } = {}): void {
  const go = (): void => {
    const current = location.pathname + location.search + location.hash;
    if (options.replace) history.replaceState(null, '', path);
    else if (current !== path) history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
    // `then` runs once the new page is the location (after any open sheet's entry is gone).
    options.then?.();
  };
  afterOverlays(go);
}

/**
 * Back to the previous page (or to `fallback` when there is none), after any open sheet or dialog
 * has closed and its history entry is gone: a plain history.back() would only close the overlay.
 */
export function goBack(fallback: string): void {
  const go = (): void => {
    if (history.length > 1) history.back();
    else navigate(fallback, { replace: true });
  };
  afterOverlays(go);
}

/** Returns `path` when it is a same-origin absolute path (see safe-url), else '/'. */
export function safeRedirect(path: string | null | undefined): string {
  return safeInternalPath(path) ?? '/';
}
