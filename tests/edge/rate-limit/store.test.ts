// One behaviour suite for every rate-limit store: the in-memory one and the Redis one (against a
// real redis-server), with the clock passed in so refills need no waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from '../../../edge/rate-limit/memory-store';
import type { BucketRule, RateLimitStore } from '../../../edge/rate-limit/store';
import { createRedisRateLimitStore } from '../../../edge/runtime-node/redis-rate-limit-store';
import { hasRedisServer, REDIS_SERVER, startRedis } from './redis-server';

const T0 = 1_700_000_000_000;
const rule: BucketRule = { burst: 3, perMinute: 6 }; // one token every 10 s

async function takeMany(store: RateLimitStore, key: string, count: number, now: number) {
  const results = [];
  for (let i = 0; i < count; i += 1) results.push(await store.take(key, rule, now));
  return results;
}

function behaviour(name: string, makeStore: () => RateLimitStore) {
  describe(name, () => {
    it('allows the burst, then refuses with the time until the next token', async () => {
      const store = makeStore();
      const results = await takeMany(store, 'a', 4, T0);
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
      expect(results[3].retryAfterMs).toBe(10_000);
    });

    it('refills with the injected clock, never above the burst', async () => {
      const store = makeStore();
      await takeMany(store, 'b', 3, T0);
      expect((await store.take('b', rule, T0 + 4_000)).retryAfterMs).toBe(6_000);
      expect((await store.take('b', rule, T0 + 10_000)).allowed).toBe(true);
      expect((await store.take('b', rule, T0 + 10_000)).allowed).toBe(false);
      // An hour idle gives back the burst, not 360 tokens.
      const later = await takeMany(store, 'b', 4, T0 + 3_600_000);
      expect(later.map((r) => r.allowed)).toEqual([true, true, true, false]);
    });

    it('keeps keys apart', async () => {
      const store = makeStore();
      await takeMany(store, 'c1', 3, T0);
      expect((await store.take('c1', rule, T0)).allowed).toBe(false);
      expect((await store.take('c2', rule, T0)).allowed).toBe(true);
    });

    it('mints nothing when a clock runs behind (another instance)', async () => {
      const store = makeStore();
      await takeMany(store, 'd', 3, T0 + 60_000);
      expect((await store.take('d', rule, T0)).allowed).toBe(false);
    });

    it('spends each token once under parallel takes', async () => {
      const store = makeStore();
      const results = await Promise.all(Array.from({ length: 20 }, () => store.take('e', rule, T0)));
      expect(results.filter((r) => r.allowed)).toHaveLength(3);
    });
  });
}

behaviour('memory store', () => createMemoryRateLimitStore({ maxEntries: 1000 }));

describe('memory store bound', () => {
  it('keeps at most maxEntries buckets however many addresses come, and the recently used ones', async () => {
    const store = createMemoryRateLimitStore({ maxEntries: 100 });
    await takeMany(store, 'kept', 3, T0);
    await takeMany(store, 'forgotten', 3, T0);
    for (let i = 0; i < 10_000; i += 1) {
      await store.take(`addr-${i}`, rule, T0);
      expect(store.size()).toBeLessThan(100);
      // Touching 'kept' keeps it recent, so it survives the churn.
      if (i % 20 === 0) await store.take('kept', rule, T0);
    }
    expect((await store.take('kept', rule, T0)).allowed).toBe(false);
    // Untouched through the churn: forgotten, so a full bucket again.
    expect((await store.take('forgotten', rule, T0)).allowed).toBe(true);
  });
});

describe.skipIf(!hasRedisServer)(`redis store (needs ${REDIS_SERVER})`, () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let prefix = 0;
  beforeAll(async () => {
    redis = await startRedis();
  }, 20_000);
  afterAll(async () => {
    await redis?.stop();
  });

  // A fresh prefix per test: the same server, separate buckets.
  behaviour('shared behaviour', () => createRedisRateLimitStore(redis.client, `test${(prefix += 1)}:`));

  it('expires a bucket once it would be full again', async () => {
    const store = createRedisRateLimitStore(redis.client, 'ttl:');
    await store.take('x', rule, T0);
    const ttl = await redis.client.pttl('ttl:x');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(31_000);
  });

  it('is one bucket for every instance sharing the server', async () => {
    const one = createRedisRateLimitStore(redis.client, 'shared:');
    const two = createRedisRateLimitStore(redis.client, 'shared:');
    await takeMany(one, 'k', 2, T0);
    expect((await two.take('k', rule, T0)).allowed).toBe(true);
    expect((await one.take('k', rule, T0)).allowed).toBe(false);
  });
});
