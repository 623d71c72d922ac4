// The Node entry's configuration (every runtime entry reads it the same way), in the shape the
// entries use. The variables themselves (names, kinds, ranges, defaults, meanings) are the table
// in config-schema.ts, which also generates README.md's configuration section. Pure: no I/O, no
// node: modules. Invalid values stop the start with a message naming the variable.
import { ConfigError, parseEdgeEnv } from './config-schema';
import type { RateLimitRules } from './rate-limit/rules';

export { ConfigError };

export interface NodeConfig {
  port: number;
  host: string;
  /** Undefined: start the sandbox and use it. */
  upstreamUrl?: string;
  sandbox: { port: number; host: string; dbPath: string; withdrawReviewMs: number };
  appId: string;
  appWebName: string;
  trustProxy: boolean;
  /** Relative paths are relative to the project root. */
  staticDir: string;
  upstreamTimeoutMs: number;
  rateLimits: RateLimitRules;
  /** Ceilings across every client, per class (anonymous and session pools). */
  globalRateLimits: RateLimitRules;
  rateLimitEntries: number;
  upstreamShare: number;
  /** Set: buckets in Redis; unset: in memory. */
  rateLimitRedisUrl?: string;
  beaconInFlight: number;
  beaconQueued: number;
  connections: { max: number; perAddress: number };
  timeouts: { headersMs: number; bodyIdleMs: number; requestMs: number; drainMs: number };
  /** Slowest pace of an upload body, bytes a second (0: unchecked); the Node entry checks it over 5 s windows. */
  uploadPace: number;
  upstreamBodyIdleMs: number;
  maintenanceCheckMs: number;
  /** A running sandbox to use and forward `/sandbox/*` to (demo); never set in production. */
  sandboxUrl?: string;
  /** Node cluster workers: 1 = no cluster; 'auto' = one per core. */
  workers: number | 'auto';
  /** https origin of the chat widget, added to the CSP; unset: none. */
  chatWidgetOrigin?: string;
}

/** Reads the edge's configuration from `env`; throws ConfigError on the first invalid value. */
export function parseNodeConfig(env: Readonly<Record<string, string | undefined>>): NodeConfig {
  const v = parseEdgeEnv(env);
  return {
    port: v.PORT,
    host: v.HOST,
    upstreamUrl: v.UPSTREAM_URL,
    sandbox: { port: v.SANDBOX_PORT, host: '127.0.0.1', dbPath: v.SANDBOX_DB, withdrawReviewMs: v.SANDBOX_WITHDRAW_REVIEW_MS },
    appId: v.APP_ID,
    appWebName: v.APP_WEB_NAME,
    trustProxy: v.TRUST_PROXY,
    staticDir: v.STATIC_DIR,
    upstreamTimeoutMs: v.UPSTREAM_TIMEOUT_MS,
    upstreamBodyIdleMs: v.UPSTREAM_BODY_IDLE_MS,
    rateLimits: { calls: v.RATE_LIMIT_CALLS, auth: v.RATE_LIMIT_AUTH, sms: v.RATE_LIMIT_SMS, beacon: v.RATE_LIMIT_BEACON },
    globalRateLimits: { calls: v.RATE_LIMIT_GLOBAL_CALLS, auth: v.RATE_LIMIT_GLOBAL_AUTH, sms: v.RATE_LIMIT_GLOBAL_SMS, beacon: null },
    rateLimitEntries: v.RATE_LIMIT_ENTRIES,
    upstreamShare: v.UPSTREAM_SHARE,
    rateLimitRedisUrl: v.RATE_LIMIT_REDIS_URL,
    beaconInFlight: v.BEACON_IN_FLIGHT,
    beaconQueued: v.BEACON_QUEUE,
    connections: { max: v.MAX_CONNECTIONS, perAddress: v.MAX_CONNECTIONS_PER_ADDRESS },
    timeouts: { headersMs: v.HEADERS_TIMEOUT_MS, bodyIdleMs: v.BODY_IDLE_TIMEOUT_MS, requestMs: v.REQUEST_TIMEOUT_MS, drainMs: v.DRAIN_TIMEOUT_MS },
    uploadPace: v.UPLOAD_BODY_PACE,
    maintenanceCheckMs: v.MAINTENANCE_CHECK_MS,
    sandboxUrl: v.SANDBOX_URL,
    workers: v.EDGE_WORKERS,
    chatWidgetOrigin: v.CHAT_WIDGET_ORIGIN,
  };
}
