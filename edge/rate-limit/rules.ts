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

/**
 * Ceilings per class across every address, each twice: one pool for anonymous requests and one
 * for requests carrying a session token, so an anonymous flood from many addresses cannot spend
 * what logged-in players need. SMS sends cost the operator money per message: at most 60 a
 * minute per pool by default. Logins and password checks cost the operator a password hash each:
 * 20 a second per pool. Ordinary calls have no ceiling by default (the per-address upstream share
 * bounds them); the beacon's own queue bounds beacons.
 */
export const DEFAULT_GLOBAL_RATE_LIMITS: RateLimitRules = {
  calls: null,
  auth: { burst: 300, perMinute: 1200 },
  sms: { burst: 30, perMinute: 60 },
  beacon: null,
};
