// Token buckets in Redis, shared by every edge instance (RATE_LIMIT_REDIS_URL). One Lua script
// per take, so refill and spend are atomic however many instances race on one bucket. It is
// takeToken() (rate-limit/store.ts) again, with the caller's clock passed in; each bucket expires
// once it would be full again, which bounds Redis memory the way the LRU bounds the in-memory store.
import type { Redis } from 'ioredis';
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

/** Longest wait at start for Redis; past it the edge serves anyway (on in-memory buckets until Redis answers). */
const READY_WAIT_MS = 5000;

/** Longest pause between two reconnection attempts, so limits are shared again soon after Redis is back. */
const RECONNECT_MAX_MS = 1000;

/**
 * The store over a Redis `url`. ioredis is loaded here, on demand, so an edge without Redis
 * configured runs with only its own packages installed. The Node entry puts the in-memory
 * fallback (rate-limit/fallback-store.ts) in front of it.
 */
export async function connectRedisRateLimitStore(url: string): Promise<RedisRateLimitStore> {
  const { Redis: RedisClient } = await import('ioredis');
  // Fail fast rather than queue while Redis is away: the fallback then keeps the limits in memory.
  const client = new RedisClient(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    retryStrategy: (times) => Math.min(times * 100, RECONNECT_MAX_MS),
  });
  // Connection errors are reported by the failing commands (once per outage, by the fallback);
  // without a listener ioredis would print each reconnection's error with its stack.
  client.on('error', () => undefined);
  // The edge starts serving only once the store answers (or after READY_WAIT_MS): without the
  // offline queue, a request before the connection is up would be limited per edge.
  await new Promise<void>((resolve) => {
    if (client.status === 'ready') return resolve();
    const timer = setTimeout(resolve, READY_WAIT_MS);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  const store = createRedisRateLimitStore(client);
  return { take: store.take, close: () => client.quit().then(() => undefined, () => client.disconnect()) };
}

/** The store over a client the caller owns; keys start with `prefix`. */
export function createRedisRateLimitStore(client: Redis, prefix = 'edge:rl:'): RateLimitStore {
  client.defineCommand('edgeTakeToken', { numberOfKeys: 1, lua: TAKE_TOKEN_LUA });
  const take = (client as unknown as { edgeTakeToken: TakeCommand }).edgeTakeToken.bind(client);
  return {
    async take(key: string, rule: BucketRule, now: number): Promise<TakeResult> {
      const [allowed, wait] = await take(`${prefix}${key}`, rule.burst, rule.perMinute / 60_000, Math.floor(now), fullAfterMs(rule) + 1000);
      return { allowed: allowed === 1, retryAfterMs: allowed === 1 ? 0 : wait };
    },
  };
}
