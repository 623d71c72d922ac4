// Per-client limits: a token bucket per client address and route class (rate-limit/rate-class.ts).
// An empty bucket answers 429 with Retry-After (seconds) and the JSON error body, before the body
// is read or anything goes upstream. If the store fails (Redis down), the request goes through:
// losing the limits for a while is better than refusing every player.
import type { Context, MiddlewareHandler } from 'hono';
import { rateClassOf } from '../rate-limit/rate-class';
import type { RateLimitRules } from '../rate-limit/rules';
import type { RateLimitStore } from '../rate-limit/store';
import { jsonError } from './errors';

export interface RateLimitOptions {
  store: RateLimitStore;
  rules: RateLimitRules;
  now: () => number;
  /** The client's address (trusted-proxy rule applied); undefined shares one bucket. */
  clientKey: (c: Context) => string | undefined;
  /** Store failures go here; the request is let through. */
  onStoreError: (error: unknown, c: Context) => void;
}

/** The rate-limit middleware. */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const rateClass = rateClassOf(c.req.path);
    const rule = rateClass && options.rules[rateClass];
    if (!rateClass || !rule) return next();
    let result;
    try {
      result = await options.store.take(`${rateClass}:${options.clientKey(c) ?? 'unknown'}`, rule, options.now());
    } catch (error) {
      options.onStoreError(error, c);
      return next();
    }
    if (!result.allowed) {
      const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
      return jsonError(429, 'Too many requests, please try again later', { 'retry-after': String(seconds) });
    }
    return next();
  };
}
