// Security headers on every answer (pages, assets, calls, errors). The CSP allows no inline
// script or style: the built shell has none (Vite emits external module scripts and CSS files).
import type { MiddlewareHandler } from 'hono';
import type { CspAdditions } from '../options';
import { isHttps } from '../request-info';

/** The Content-Security-Policy for our origin plus the social SDK origins. */
export function contentSecurityPolicy(extra: CspAdditions): string {
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': list("'self'", ...extra.scriptSrc),
    'style-src': "'self'",
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

/** Sets the security headers after the handler (and onError) produced the answer. */
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
    for (const [name, value] of Object.entries(fixed)) headers.set(name, value);
    if (isHttps(c, options.trustProxy)) headers.set('strict-transport-security', hsts);
  };
}
