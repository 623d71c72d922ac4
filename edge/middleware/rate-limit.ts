// Per-client limits: a token bucket per client address and route class (rate-limit/rate-class.ts),
// then a ceiling per class across every address (many addresses sending one SMS each still cost
// money), split into an anonymous pool and a pool for requests with a session token, so an
// anonymous flood cannot spend logged-in players' share. An empty bucket answers 429 with
// Retry-After (seconds) and the JSON error body, before the body is read or anything goes
// upstream. If the store fails, the request goes through: losing the limits for a while is better
// than refusing every player (the Node entry's Redis store falls back to memory instead of failing).
import type { Context, MiddlewareHandler } from 'hono';
import { rateClassOf, type RateClass } from '../rate-limit/rate-class';
import type { RateLimitRules } from '../rate-limit/rules';
import type { RateLimitStore, TakeResult } from '../rate-limit/store';
import { jsonError } from './errors';

/** Why a request was refused, for the aggregated log: the class, and whose bucket was empty. */
export interface Refusal {
  /** `auth`, `sms`, ... for a per-address bucket; `auth:global` for a ceiling; `upstream-share` for the pool share. */
  rule: string;
  /** The client key (address or IPv6 /64), or `unknown`. */
  client: string;
}

export interface RateLimitOptions {
  store: RateLimitStore;
  rules: RateLimitRules;
  /** Ceilings across all addresses, per class and pool; null turns a class's ceiling off. */
  globalRules: RateLimitRules;
  now: () => number;
  /** The client's address (trusted-proxy rule applied); undefined shares one bucket. */
  clientKey: (c: Context) => string | undefined;
  /** Store failures go here; the request is let through. */
  onStoreError: (error: unknown, c: Context) => void;
  /** Each refused request, so the host can count them instead of logging each one. */
  onRefused: (c: Context, refusal: Refusal) => void;
  /**
   * The ceiling's pool for a request of `rateClass` from `client` when the host knows better than
   * its token: `session` for a client whose password was right lately, `suspect` for one with
   * recent strikes (its own pool, so a failing flood cannot spend the clean clients' share).
   */
  poolOf?: (c: Context, rateClass: RateClass, client: string) => 'session' | 'suspect' | undefined;
}

/**
 * A bearer token of plausible shape (the edge cannot check it; the operator does). A forged one
 * only moves a request into the session pool, which has its own ceiling.
 */
const SESSION_TOKEN = /^Bearer [\w.~+/=-]{16,512}$/;

/** The pool a request spends from under a class's global ceiling. */
const tokenPool = (authorization: string | undefined): 'session' | 'anonymous' => (authorization && SESSION_TOKEN.test(authorization) ? 'session' : 'anonymous');

/** The rate-limit middleware. */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const refuse = (c: Context, result: TakeResult, refusal: Refusal) => {
    options.onRefused(c, refusal);
    const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
    return jsonError(429, 'Too many requests, please try again later', { 'retry-after': String(seconds) });
  };
  return async (c, next) => {
    const rateClass = rateClassOf(c.req.path);
    if (!rateClass) return next();
    const rule = options.rules[rateClass];
    const globalRule = options.globalRules[rateClass];
    const client = options.clientKey(c) ?? 'unknown';
    try {
      if (rule) {
        const result = await options.store.take(`${rateClass}:${client}`, rule, options.now());
        if (!result.allowed) return refuse(c, result, { rule: rateClass, client });
      }
      if (globalRule) {
        const pool = options.poolOf?.(c, rateClass, client) ?? tokenPool(c.req.header('authorization'));
        const result = await options.store.take(globalKey(rateClass, pool), globalRule, options.now());
        if (!result.allowed) return refuse(c, result, { rule: `${rateClass}:global`, client });
      }
    } catch (error) {
      options.onStoreError(error, c);
    }
    return next();
  };
}

/** The bucket key of a class's ceiling for one pool (no address has this shape). */
const globalKey = (rateClass: RateClass, pool: 'session' | 'anonymous' | 'suspect') => `global:${rateClass}:${pool}`;
