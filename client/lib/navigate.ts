// Navigation from anywhere (stores included). preact-iso's LocationProvider re-reads
// location on 'popstate', so we change history ourselves and announce it with that event.
// A navigation while a sheet or dialog is open closes it and takes its history entry's place
// (back-stack.ts), so back from the new page returns to the page under the sheet.
import { backStack } from './back-stack';
import { safeInternalPath } from './safe-url';

/** Goes to `path` (same-origin path with optional query) through the app's router. */
export function navigate(path: string, options: { replace?: boolean } = {}): void {
  backStack().beforeNavigate(() => {
    const current = location.pathname + location.search + location.hash;
    if (options.replace) history.replaceState(null, '', path);
    else if (current !== path) history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });
}

/** Returns `path` when it is a same-origin absolute path (see safe-url), else '/'. */
export function safeRedirect(path: string | null | undefined): string {
  return safeInternalPath(path) ?? '/';
}

/** The in-app path a click on a link routes to (as preact-iso's router decides), else null. */
export function routedLinkPath(event: MouseEvent): string | null {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return null;
  const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && Boolean(node.href));
  const raw = link?.getAttribute('href');
  if (!link || !raw || link.origin !== location.origin || raw.startsWith('#') || !/^(_?self)?$/i.test(link.target) || link.download) return null;
  return link.href.slice(location.origin.length);
}

/**
 * Routes link clicks through `navigate` while an overlay is open (its entry must be replaced, not
 * stacked on), and stops a link whose own handler already navigated (default prevented) from being
 * pushed a second time by the router. Returns the cleanup.
 */
export function watchLinkClicks(): () => void {
  const onClick = (event: MouseEvent): void => {
    const path = routedLinkPath(event);
    if (path === null) return;
    if (event.defaultPrevented) {
      event.stopPropagation();
      return;
    }
    if (!backStack().busy()) return;
    event.preventDefault();
    event.stopPropagation();
    navigate(path);
  };
  // Bubbling on the document: after the link's own handler, before the router's on window.
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
