// A shared store (Redis) with this edge's memory behind it. While the shared store cannot be
// reached, buckets are kept per edge instead of lifting every limit (issue 27: 200 of 200 logins
// passed with Redis down), the outage is told once when it starts and once when it ends (not a
// stack per request), and the shared store is tried again at most once per `probeMs`, so an
// unreachable Redis costs one request a second its wait, not every request.
import { createMemoryRateLimitStore } from './memory-store';
import type { BucketRule, RateLimitStore, TakeResult } from './store';

export type StoreOutage = { event: 'down'; error: unknown } | { event: 'up'; downMs: number };

export interface FallbackOptions {
  /** Most buckets kept in memory during an outage. */
  maxEntries: number;
  /** Least time between two tries of the shared store while it is down (default 1000 ms). */
  probeMs?: number;
  /** Wall clock for the probe timing (the take's `now` may be a test's frozen clock). */
  wallClock?: () => number;
  /** Told when the outage starts and when it ends. */
  onOutage: (outage: StoreOutage) => void;
  /**
   * True for an error that says the shared store was slow (a command timeout), not gone: such
   * errors start an outage only once they have lasted `probeMs` without a success between, so a
   * loaded machine's one slow answer is not an outage of its own (attack scenario 8 logged two).
   */
  isSlow?: (error: unknown) => boolean;
}

/** `shared` with an in-memory fallback; its status says which one is in use. */
export function withMemoryFallback(shared: RateLimitStore, options: FallbackOptions): RateLimitStore {
  const memory = createMemoryRateLimitStore({ maxEntries: options.maxEntries });
  const probeMs = options.probeMs ?? 1000;
  const wallClock = options.wallClock ?? (() => Date.now());
  let downSince: number | undefined;
  let slowSince: number | undefined;
  let lastTry = 0;
  return {
    async take(key: string, rule: BucketRule, now: number): Promise<TakeResult> {
      if (downSince !== undefined && wallClock() - lastTry < probeMs) return memory.take(key, rule, now);
      lastTry = wallClock();
      try {
        const result = await shared.take(key, rule, now);
        slowSince = undefined;
        if (downSince !== undefined) {
          const downMs = wallClock() - downSince;
          downSince = undefined;
          options.onOutage({ event: 'up', downMs });
        }
        return result;
      } catch (error) {
        if (downSince === undefined && options.isSlow?.(error)) {
          slowSince ??= wallClock();
          if (wallClock() - slowSince < probeMs) return memory.take(key, rule, now);
        }
        if (downSince === undefined) {
          slowSince = undefined;
          downSince = wallClock();
          options.onOutage({ event: 'down', error });
        }
        return memory.take(key, rule, now);
      }
    },
    status: () => ({ shared: downSince === undefined, unreachable: downSince !== undefined }),
  };
}
