// /sandbox/* forwarded to the sandbox the edge started itself (the stand-in identity provider
// pages, later the demo game), so they share the app's origin. /sandbox/dev/* (SMS outbox,
// maintenance switch) stays private to the sandbox's own port.
import { DEFAULT_MAX_BODY_BYTES } from '../../client/api/contract/call-row';
import type { Context, Handler } from 'hono';
import { readLimitedBody } from '../middleware/body-limit';
import { jsonError } from '../middleware/errors';
import type { EdgeOptions } from '../options';
import { forwardedHeaders } from '../request-info';
import { fetchWithDeadline, passThrough, withoutHopByHop } from '../upstream';

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

/** Handler for every method on `/sandbox/*`; only mounted when the edge runs the sandbox. */
export function sandboxForwardHandler(options: EdgeOptions, sandboxUrl: string): Handler {
  const origin = sandboxUrl.replace(/\/+$/, '');
  return async (c) => {
    const url = new URL(c.req.url);
    if (isDevPath(url.pathname)) return c.text('Not Found', 404, { 'cache-control': 'no-store' });
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') return jsonError(405, 'Method Not Allowed', { allow: 'GET, HEAD, POST' });

    const body = method === 'POST' ? await readLimitedBody(c.req.raw, Math.min(DEFAULT_MAX_BODY_BYTES, options.limits.bodyBytes)) : undefined;
    const response = await fetchWithDeadline(
      options.fetch,
      `${origin}${url.pathname}${url.search}`,
      { method, headers: requestHeaders(c, options), body },
      options.limits.upstreamTimeoutMs,
    );
    const answer = await passThrough(response);
    // Redirects the sandbox spelt with its own origin must stay on ours.
    const location = answer.headers.get('location');
    if (location?.startsWith(`${origin}/`)) answer.headers.set('location', location.slice(origin.length));
    return answer;
  };
}
