// What the edge believes about the player's connection. Client-sent X-Forwarded-* headers are
// believed only with `trustProxy` (a front proxy that overwrites them), and then only the hop that
// proxy added: the last entry.
import type { Context } from 'hono';
import type { EdgeOptions } from './options';

type TrustOptions = Pick<EdgeOptions, 'trustProxy' | 'clientIp'>;

function lastListValue(value: string | undefined): string | undefined {
  const last = value?.split(',').pop()?.trim();
  return last ? last : undefined;
}

/** True when the request reached us (or the trusted front proxy) over HTTPS. */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  if (trustProxy) {
    const proto = lastListValue(c.req.header('x-forwarded-proto'));
    if (proto) return proto.toLowerCase() === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

/** The player's address: the socket peer, or what the trusted front proxy saw. */
export function clientAddress(c: Context, options: TrustOptions): string | undefined {
  if (options.trustProxy) {
    const forwarded = lastListValue(c.req.header('x-forwarded-for'));
    if (forwarded) return forwarded;
  }
  return options.clientIp(c);
}

/** The host the player asked for. */
export function requestHost(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = lastListValue(c.req.header('x-forwarded-host'));
    if (forwarded) return forwarded;
  }
  return c.req.header('host') ?? new URL(c.req.url).host;
}

/**
 * The X-Forwarded-* set the edge sends upstream; whatever the client sent is replaced.
 * X-Forwarded-Host only behind a trusted proxy: without one it is the client's own Host header,
 * which an upstream building links from it must not believe.
 */
export function forwardedHeaders(c: Context, options: TrustOptions): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-proto': isHttps(c, options.trustProxy) ? 'https' : 'http' };
  if (options.trustProxy) headers['x-forwarded-host'] = requestHost(c, true);
  const ip = clientAddress(c, options);
  if (ip) headers['x-forwarded-for'] = ip;
  return headers;
}

/** Platform from the user agent, as the client derives it: 0 mobile, 1 desktop. */
export function platformFromUserAgent(userAgent: string | undefined): 0 | 1 {
  return /Android|iPhone|iPad|iPod|Mobile|wv\)/i.test(userAgent ?? '') ? 0 : 1;
}
