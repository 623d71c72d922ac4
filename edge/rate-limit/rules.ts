// The buckets each route class gets, per client address, and their defaults.
import type { RateClass } from './rate-class';
import type { BucketRule } from './store';

/** A rule per class; null turns the class's limit off. */
export type RateLimitRules = Readonly<Record<RateClass, BucketRule | null>>;

/**
 * Generous for calls, since many players can share one carrier-NAT address (a lobby visit is a
 * dozen calls); strict for logins and registrations; strictest for SMS sends, which cost money
 * and are the abuse target (the sandbox also limits them per number).
 */
export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  calls: { burst: 600, perMinute: 1200 },
  auth: { burst: 30, perMinute: 30 },
  sms: { burst: 10, perMinute: 4 },
  beacon: { burst: 120, perMinute: 240 },
};
