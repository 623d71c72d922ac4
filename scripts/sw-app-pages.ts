// The navigations the service worker answers with its precached index.html: the app's pages, one
// regular expression per pattern of the route table (client/route-paths.ts, the same table that
// decides 200 or 404 at the edge). Everything else (the API, /beacon, /sandbox/*, /healthz,
// /readyz, files, paths no route knows) goes to the network as before. Workbox tests them against
// `pathname + search`; the worker carries them as regex literals, so no code from the table runs
// there.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Like matchPath: trailing and doubled slashes are ignored; a `:param` is one segment. */
function segmentsRegExp(pattern: string): string {
  const parts = pattern.split('/').filter(Boolean);
  return parts.length === 0 ? '/+' : parts.map((part) => `/+${part.startsWith(':') ? '[^/?]+' : escape(part)}`).join('') + '/*';
}

// The edge serves a last segment with an extension as a file (shellHandler), even under a
// `:param`: never the shell. `%2e` is a dot the edge decodes.
const NO_FILE = String.raw`(?![^?]*(?:\.|%2[eE])[^/?.]+/*(?:\?|$))`;

/** Regular expressions matching a navigation to one of `patterns` (query allowed). */
export function appPageRegExps(patterns: readonly string[]): RegExp[] {
  return patterns.map((pattern) => new RegExp(`^${NO_FILE}${segmentsRegExp(pattern)}(?:\\?.*)?$`));
}
