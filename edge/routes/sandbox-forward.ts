// /sandbox/* forwarded to the sandbox the edge started itself (the stand-in identity provider
// pages, later the demo game), so they share the app's origin. /sandbox/dev/* (SMS outbox,
// maintenance switch) stays private to the sandbox's own port. Answers are filtered as on
// /app/v1 (no set-cookie: the sandbox pages keep their state in forms and query codes, never in
// cookies, and a cookie they set would land on the app's origin), and a redirect must stay on
// the sandbox's origin, which the player sees as ours.
import { DEFAULT_MAX_BODY_BYTES } from '../../contract/call-row';
import type { Context, Handler } from 'hono';
import { compressText } from '../compress-json';
import { readLimitedBody } from '../middleware/body-limit';
import { jsonError } from '../middleware/errors';
import type { EdgeOptions } from '../options';
import { forwardedHeaders } from '../request-info';
import { discardBody, fetchWithDeadline, passThrough, withoutHopByHop } from '../upstream';

/** True for a path under /sandbox/dev, however it is spelt. */
function isDevPath(rawPath: string): boolean {
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return true;
  }
  const segments = path.split(/[/\\]+/).filter(Boolean);
  return segments[1]?.toLowerCase() === 'dev';
}

function requestHeaders(c: Context, options: EdgeOptions): Headers {
  const headers = withoutHopByHop(c.req.raw.headers);
  for (const name of ['host', 'content-length', 'forwarded', 'x-real-ip']) headers.delete(name);
  for (const name of [...headers.keys()]) if (name.startsWith('x-forwarded-')) headers.delete(name);
  for (const [name, value] of Object.entries(forwardedHeaders(c, options))) headers.set(name, value);
  return headers;
}

/**
 * Where a sandbox redirect may send the player on our origin: the path of a Location that resolves
 * to the sandbox's own origin, or null for any other (another host, a scheme like javascript:).
 * A path starting `//` is re-spelt `/.//` so no browser reads it as a host.
 */
function sameOriginLocation(location: string, requestUrl: string, sandboxOrigin: string): string | null {
  let target: URL;
  try {
    target = new URL(location, requestUrl);
  } catch {
    return null;
  }
  if (target.origin !== sandboxOrigin) return null;
  const path = `${target.pathname}${target.search}${target.hash}`;
  return path.startsWith('//') ? `/.${path}` : path;
}

/** Handler for every method on `/sandbox/*`; only mounted when the edge runs the sandbox. */
export function sandboxForwardHandler(options: EdgeOptions, sandboxUrl: string): Handler {
  const origin = new URL(sandboxUrl).origin;
  return async (c) => {
    const url = new URL(c.req.url);
    if (isDevPath(url.pathname)) return c.text('Not Found', 404, { 'cache-control': 'no-store' });
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') return jsonError(405, 'Method Not Allowed', { allow: 'GET, HEAD, POST' });

    const body = method === 'POST' ? await readLimitedBody(c.req.raw, Math.min(DEFAULT_MAX_BODY_BYTES, options.limits.bodyBytes)) : undefined;
    const target = `${origin}${url.pathname}${url.search}`;
    const response = await fetchWithDeadline(
      options.fetch,
      target,
      { method, headers: requestHeaders(c, options), body },
      options.limits.upstreamTimeoutMs,
    );
    const location = response.headers.get('location');
    const kept = location === null ? null : sameOriginLocation(location, target, origin);
    if (location !== null && kept === null) {
      discardBody(response);
      return jsonError(502, 'The sandbox redirected off its origin');
    }
    const answer = await passThrough(response, {
      idleTimeoutMs: options.limits.upstreamBodyIdleMs,
      onStall: (error) => options.logError(error, c),
    });
    if (kept !== null) answer.headers.set('location', kept);
    // The sandbox stands in for the operator's CDN, which compresses its SVG art and pages.
    return compressText(answer, c.req.header('accept-encoding'), options.brotli);
  };
}
