// Token buckets in Redis, shared by every edge instance (RATE_LIMIT_REDIS_URL). One Lua script
// per take, so refill and spend are atomic however many instances race on one bucket. It is
// takeToken() (rate-limit/store.ts) again, with the caller's clock passed in; each bucket expires
// once it would be full again, which bounds Redis memory the way the LRU bounds the in-memory store.
import { Redis } from 'ioredis';
import { fullAfterMs, type BucketRule, type RateLimitStore, type TakeResult } from '../rate-limit/store';

const TAKE_TOKEN_LUA = `
local burst = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'updatedAt')
local tokens = tonumber(state[1])
local updatedAt = tonumber(state[2])
if tokens == nil or updatedAt == nil then
  tokens = burst
  updatedAt = now
end
local at = math.max(now, updatedAt)
tokens = math.min(burst, tokens + (at - updatedAt) * perMs)
local allowed = 0
local wait = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
else
  wait = math.ceil((1 - tokens) / perMs)
end
redis.call('HSET', KEYS[1], 'tokens', string.format('%.17g', tokens), 'updatedAt', string.format('%d', at))
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return {allowed, wait}
`;

type TakeCommand = (key: string, burst: number, perMs: number, now: number, ttlMs: number) => Promise<[number, number]>;

export interface RedisRateLimitStore extends RateLimitStore {
  close(): Promise<void>;
}

/** The store over `redis` (a URL, or a client the caller owns); keys start with `prefix`. */
export function createRedisRateLimitStore(redis: string | Redis, prefix = 'edge:rl:'): RedisRateLimitStore {
  const client =
    typeof redis === 'string'
      ? // Fail fast rather than queue while Redis is away: the middleware then lets requests through.
        new Redis(redis, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 500 })
      : redis;
  client.defineCommand('edgeTakeToken', { numberOfKeys: 1, lua: TAKE_TOKEN_LUA });
  const take = (client as unknown as { edgeTakeToken: TakeCommand }).edgeTakeToken.bind(client);
  return {
    async take(key: string, rule: BucketRule, now: number): Promise<TakeResult> {
      const [allowed, wait] = await take(`${prefix}${key}`, rule.burst, rule.perMinute / 60_000, Math.floor(now), fullAfterMs(rule) + 1000);
      return { allowed: allowed === 1, retryAfterMs: allowed === 1 ? 0 : wait };
    },
    async close() {
      if (typeof redis === 'string') await client.quit().catch(() => client.disconnect());
    },
  };
}
