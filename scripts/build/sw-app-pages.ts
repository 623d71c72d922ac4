// The navigations the service worker answers with its precached index.html: the app's pages, as
// one regular expression built from the route table (contract/route-paths.ts, which also decides 200
// or 404 at the edge). Everything else (the API, /beacon, /sandbox/*, /healthz, /readyz, files,
// paths no route knows) goes to the network. Workbox tests it against `pathname + search`; the
// worker carries it as a regex literal, so no code of the table runs there.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Like matchPath: trailing and doubled slashes are ignored; a `:param` is one segment. */
function segmentsRegExp(pattern: string): string {
  const parts = pattern.split('/').filter(Boolean);
  return parts.length === 0 ? '/+' : parts.map((part) => `/+${part.startsWith(':') ? '[^/?]+' : escape(part)}`).join('') + '/*';
}

// The edge serves a last segment with an extension as a file (shellHandler), even under a
// `:param`: never the shell. `%2e` is a dot the edge decodes.
const NO_FILE = String.raw`(?![^?]*(?:\.|%2[eE])[^/?.]+/*(?:\?|$))`;

/** One regular expression matching a navigation to any of `patterns` (query allowed). */
export function appPagesRegExp(patterns: readonly string[]): RegExp {
  return new RegExp(`^${NO_FILE}(?:${patterns.map(segmentsRegExp).join('|')})(?:\\?.*)?$`);
}
