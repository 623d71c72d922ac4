// Token buckets in this process's memory, bounded: a least-recently-used map of at most
// `maxEntries` buckets. A Map keeps insertion order, so touching a bucket re-inserts it and the
// first key is always the least recently used. An evicted client only gets a full bucket back.
import { takeToken, type BucketRule, type BucketState, type RateLimitStore, type TakeResult } from './store';

export interface MemoryRateLimitStore extends RateLimitStore {
  /** Buckets held now (at most `maxEntries`). */
  size(): number;
}

/** Builds the in-memory store. */
export function createMemoryRateLimitStore(options: { maxEntries: number }): MemoryRateLimitStore {
  const buckets = new Map<string, BucketState>();
  return {
    size: () => buckets.size,
    take(key: string, rule: BucketRule, now: number): Promise<TakeResult> {
      const before = buckets.get(key);
      const { state, result } = takeToken(before, rule, now);
      if (before) buckets.delete(key);
      buckets.set(key, state);
      if (buckets.size > options.maxEntries) {
        const oldest = buckets.keys().next();
        if (!oldest.done) buckets.delete(oldest.value);
      }
      return Promise.resolve(result);
    },
  };
}
