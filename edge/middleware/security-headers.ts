// Security headers on every answer (pages, assets, calls, errors). The CSP allows no inline
// script, and no inline style but the shell's theme by its hash: the built shell has none (Vite
// emits external module scripts and CSS files).
// A page's own rules (CSP, frames, opener, permissions, referrer) are left off the answers a browser
// never shows as a page nor runs as a worker: stylesheets, fonts, raster images, the manifest and a
// page's scripts. They mean nothing there, and at about 800 bytes a file they were a quarter of a
// first visit's bytes on the wire (issue 10). A call's JSON and an SVG picture, documents only when
// opened, get a short policy under which nothing runs (issue 25).
import type { MiddlewareHandler } from 'hono';
import type { CspAdditions } from '../options';
import { isHttps } from '../request-info';

declare module 'hono' {
  interface ContextVariableMap {
    /** Inline style elements a page's answer carries, as CSP hash sources (the shell's theme). */
    cspStyleHashes: string[];
  }
}

/**
 * The Content-Security-Policy for our origin plus the social SDK origins; `styleHashes` let in
 * the inline style elements with those hashes (the shell's theme: routes/shell-theme.ts).
 */
export function contentSecurityPolicy(extra: CspAdditions, styleHashes: readonly string[] = []): string {
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': list("'self'", ...extra.scriptSrc),
    'style-src': list("'self'", ...styleHashes),
    'img-src': "'self' data: blob: https:",
    'font-src': "'self' data:",
    'connect-src': list("'self'", ...extra.connectSrc),
    'frame-src': list("'self'", ...extra.frameSrc),
    // The demo game runs in an iframe of our own origin.
    'frame-ancestors': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'manifest-src': "'self'",
    'worker-src': "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

export interface SecurityHeaderOptions {
  csp: CspAdditions;
  trustProxy: boolean;
}

/** Referrer policies no looser than ours, strictest first; anything else is replaced by ours. */
const REFERRER_AT_LEAST_OURS = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);

/** The policy a browser applies: the last token it knows (RFC: a comma list, unknown ones skipped). */
function effectiveReferrerPolicy(value: string): string | undefined {
  const known = new Set([...REFERRER_AT_LEAST_OURS, 'origin', 'origin-when-cross-origin', 'no-referrer-when-downgrade', 'unsafe-url']);
  return value
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => known.has(token))
    .pop();
}

/**
 * A page's own CSP kept instead of ours: one that starts from `default-src 'none'`, allows no
 * wildcard, inline or eval anywhere, and lets at most our own origin frame it. An upstream's
 * weaker policy (`frame-ancestors *`) is replaced by ours.
 */
export function cspAtLeastOurs(value: string): boolean {
  const directives = new Map(
    value
      .split(';')
      .map((part) => part.trim().toLowerCase().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map((tokens) => [tokens[0]!, tokens.slice(1)] as const),
  );
  if (value.includes(',') || directives.get('default-src')?.join(' ') !== "'none'") return false;
  // data: and blob: only where they cannot run anything (pictures, fonts, media).
  const passive = new Set(['img-src', 'font-src', 'media-src']);
  const loose = (name: string, token: string) =>
    token.includes('*') || /^(https?|wss?|filesystem):$/.test(token) || token === "'unsafe-inline'" || token === "'unsafe-eval'" || (!passive.has(name) && /^(data|blob):$/.test(token));
  if ([...directives].some(([name, tokens]) => tokens.some((token) => loose(name, token)))) return false;
  return directives.get('frame-ancestors')?.every((token) => token === "'none'" || token === "'self'") ?? false;
}

/**
 * Whether a header the answer already carries is kept instead of ours: a page's CSP only when it
 * is at least as strict as ours (cspAtLeastOurs); a referrer policy or frame rule only when at
 * least as strict; an opener policy when present. Permissions-Policy is always ours.
 */
const KEEP_IF: Record<string, (value: string) => boolean> = {
  'content-security-policy': (value) => cspAtLeastOurs(value),
  'referrer-policy': (value) => REFERRER_AT_LEAST_OURS.has(effectiveReferrerPolicy(value) ?? ''),
  'x-frame-options': (value) => /^\s*(deny|sameorigin)\s*$/i.test(value),
  'cross-origin-opener-policy': (value) => /^\s*same-origin(-allow-popups)?\s*$/i.test(value),
};

/** The headers that only a document or a worker reads. */
const PAGE_ONLY = new Set(['content-security-policy', 'referrer-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy']);

/** Types a browser never runs as a page or worker (SVG, HTML, XML and JSON are not among them). */
const NEVER_A_PAGE = /^(text\/css|font\/|image\/(png|webp|jpeg|gif|avif|x-icon|vnd\.microsoft\.icon)|application\/manifest\+json)\b/i;
const SCRIPT = /^(text|application)\/javascript\b/i;

/** Page headers that guard only what a page's script can reach. */
const SCRIPT_ONLY = new Set(['permissions-policy', 'cross-origin-opener-policy']);

/**
 * Answers that are documents when opened but never the app's page: a call's JSON, an SVG picture.
 * They get the policy OWASP gives API answers, which lets nothing load, run or frame them: shorter
 * than the page's (about 50 bytes instead of 560, on every call and picture) and stricter. Under
 * it no script runs, so the opener and permissions policies (which guard what a page's script can
 * reach) say nothing there either: they are left off, as OWASP's list for API answers does.
 */
const INERT_DOCUMENT = /^(application\/json|image\/svg\+xml)\b/i;
export const INERT_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Whether an answer is only ever a subresource. A script is one only when it is one of the build's
 * hashed files (`/assets/`: the service worker and its Workbox runtime live at the root, and a
 * worker's script reads the CSP) and the browser says it asked for a page's script
 * (`Sec-Fetch-Dest: script`); a browser that does not say gets every header. A cache that stores
 * either answer under one key still gives a worker's script its CSP.
 */
export function onlyASubresource(contentType: string | null, fetchDest: string | undefined, path: string): boolean {
  if (!contentType) return false;
  return NEVER_A_PAGE.test(contentType) || (SCRIPT.test(contentType) && fetchDest === 'script' && path.startsWith('/assets/'));
}

/** Adds the security headers after the handler (and onError) produced the answer, never weakening its own. */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const fixed: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(options.csp),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    // Camera stays available to our own pages for the KYC photo.
    'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
    // The social login popups post back to their opener.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
  const inertFixed = { 'content-security-policy': INERT_DOCUMENT_CSP, 'x-frame-options': 'DENY' };
  const hsts = 'max-age=31536000; includeSubDomains';
  return async (c, next) => {
    await next();
    let headers = c.res.headers;
    try {
      headers.set('x-content-type-options', 'nosniff');
    } catch {
      // A Response straight from fetch has immutable headers; copy it once.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
    }
    const type = headers.get('content-type');
    const subresource = onlyASubresource(type, c.req.header('sec-fetch-dest'), c.req.path);
    const inert = type !== null && INERT_DOCUMENT.test(type);
    const styleHashes = c.get('cspStyleHashes');
    const page = styleHashes?.length ? { ...fixed, 'content-security-policy': contentSecurityPolicy(options.csp, styleHashes) } : fixed;
    for (const [name, value] of Object.entries(inert ? { ...page, ...inertFixed } : page)) {
      if (subresource && PAGE_ONLY.has(name)) continue;
      if (inert && SCRIPT_ONLY.has(name)) {
        // Nor an upstream's own (a looser one would read as if it meant something).
        headers.delete(name);
        continue;
      }
      const own = headers.get(name);
      if (own === null || !KEEP_IF[name]?.(own)) headers.set(name, value);
    }
    if (isHttps(c, options.trustProxy)) headers.set('strict-transport-security', hsts);
  };
}
