// The rate-limit store: token buckets keyed by a string, behind one interface so one edge can keep
// them in memory and many edge instances can share them (Redis). The clock is passed in on every
// take, so tests drive refills without waiting and every store does the same arithmetic.

/** A bucket's shape: `burst` tokens when full, refilled at `perMinute` tokens a minute. */
export interface BucketRule {
  burst: number;
  perMinute: number;
}

export interface TakeResult {
  allowed: boolean;
  /** When refused: how long until one token is back, in ms (0 when allowed). */
  retryAfterMs: number;
}

/** Where the buckets are right now, for `/readyz`. */
export interface RateLimitStoreStatus {
  /** True when every edge instance spends from the same buckets (Redis reachable). */
  shared: boolean;
  /** True while a configured shared store cannot be reached (each edge keeps its own buckets meanwhile). */
  unreachable: boolean;
}

/** Where buckets live. `take` consumes one token of the bucket `key` at time `now` (ms). */
export interface RateLimitStore {
  take(key: string, rule: BucketRule, now: number): Promise<TakeResult>;
  /** Omitted by a store in this process's memory (never shared, never unreachable). */
  status?(): RateLimitStoreStatus;
}

export interface BucketState {
  tokens: number;
  /** When `tokens` was last brought up to date (ms). */
  updatedAt: number;
}

/**
 * One take on a bucket: refill for the time gone by (never backwards: edge instances' clocks
 * differ a little), then spend a token if there is a whole one. A new bucket starts full.
 * The Redis store's Lua script is this function written again; the shared test suite keeps them equal.
 */
export function takeToken(state: BucketState | undefined, rule: BucketRule, now: number): { state: BucketState; result: TakeResult } {
  const perMs = rule.perMinute / 60_000;
  const updatedAt = Math.max(now, state?.updatedAt ?? now);
  const elapsed = state ? updatedAt - state.updatedAt : 0;
  const tokens = Math.min(rule.burst, (state?.tokens ?? rule.burst) + elapsed * perMs);
  if (tokens >= 1) return { state: { tokens: tokens - 1, updatedAt }, result: { allowed: true, retryAfterMs: 0 } };
  return { state: { tokens, updatedAt }, result: { allowed: false, retryAfterMs: Math.ceil((1 - tokens) / perMs) } };
}

/** How long an untouched bucket matters: after this it would be full again anyway. */
export const fullAfterMs = (rule: BucketRule): number => Math.ceil((rule.burst / rule.perMinute) * 60_000);
