// Where the stand-in provider may send a browser back to. The check works on the parsed URL, not
// the text: `/.//evil.com` parses to the path `//evil.com`, which a browser reads as another host.
// Only the app's own origin and an exact list of its page paths pass, and the Location is built
// from the parsed parts, so what was checked is what is sent.
import { PATHS } from '../../../contract/route-paths';

// Relative redirect targets resolve against this; a target that leaves it names another origin.
const BASE = 'http://idp-redirect.invalid';

/** The app's page paths without parameters: the only places a login code may be delivered. */
export const DEFAULT_REDIRECT_PATHS: readonly string[] = Object.values(PATHS).filter((path) => !path.includes(':'));

/**
 * The normalised same-origin target (path, query, hash) for `raw`, or null when it is not one of
 * `allowedPaths` exactly. Backslashes, control characters and anything but a single leading slash
 * are refused before parsing, since browsers repair those differently.
 */
export function checkedRedirect(raw: string, allowedPaths: readonly string[] = DEFAULT_REDIRECT_PATHS): string | null {
  if (raw.length > 1024 || !raw.startsWith('/') || raw.startsWith('//') || /[\\\s\p{Cc}]/u.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.username || url.password) return null;
  if (!allowedPaths.includes(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}
