// Environment variables of the Node entry, parsed and checked (pure: no I/O, no node: modules).
//
// README: Configuration (environment variables of `npm start` / `node dist/edge/node.mjs`)
//   PORT                 Port of the edge (default 8787).
//   HOST                 Interface the edge listens on (default 0.0.0.0).
//   UPSTREAM_URL         Operator API base URL, http(s), e.g. https://api.example.com. Unset: the
//                        edge starts the sandbox operator API itself and uses it (and forwards
//                        /sandbox/* to it for the stand-in identity provider pages).
//   SANDBOX_PORT         Port of that sandbox, on 127.0.0.1 only (default 8788; 0 = any free).
//   SANDBOX_WITHDRAW_REVIEW_MS  How long the sandbox's withdrawals wait for its review (default
//                        20000, 1000..3600000).
//   SANDBOX_DB           Its SQLite file (default .data/sandbox.db, relative to the project);
//                        delete it, or point elsewhere, for a fresh database.
//   APP_ID               appId the edge writes into every call (default ph-casino).
//   APP_WEB_NAME         appWebName the edge writes into every call (default DEFAULT_APP_WEB_NAME, Casino PH).
//   TRUST_PROXY          1: trust X-Forwarded-Proto/-For/-Host from a front proxy (HSTS, client
//                        address); 0 (default): ignore them.
//   STATIC_DIR           Built client files (default dist/client, relative to the project).
//   UPSTREAM_TIMEOUT_MS  Deadline of an upstream answer before a 504 (default 9000, 100..60000;
//                        keep it below the client's 10 s).
//   RATE_LIMIT_CALLS     Per-address bucket of ordinary calls: "BURST,PER_MINUTE" or "off"
//                        (default 600,1200). RATE_LIMIT_AUTH (30,30), RATE_LIMIT_SMS (10,4) and
//                        RATE_LIMIT_BEACON (120,240) likewise for logins/registrations, SMS sends
//                        and beacon posts.
//   RATE_LIMIT_ENTRIES   Most buckets kept in memory (default 100000, 1000..10000000).
//   RATE_LIMIT_REDIS_URL redis:// or rediss:// URL: keep the buckets in Redis, shared by every
//                        edge instance (default unset: in memory).
//   BEACON_IN_FLIGHT     Beacon forwards at once, and the beacon's own upstream sockets (default 4).
//   BEACON_QUEUE         Beacon forwards waiting before the oldest is dropped (default 256).
//   MAX_CONNECTIONS      Open client connections at most; a new one beyond is closed at once
//                        (default 10000).
//   MAX_CONNECTIONS_PER_ADDRESS  Per client address (default 256, 0 = no per-address cap); high
//                        because phone carriers put many players behind one address (CGNAT).
//   HEADERS_TIMEOUT_MS   Time to send the request head (default 15000).
//   BODY_IDLE_TIMEOUT_MS Longest pause while a request body is arriving (default 15000).
//   REQUEST_TIMEOUT_MS   Time to send a whole request, head and body (default 120000).
//   DRAIN_TIMEOUT_MS     On SIGTERM/SIGINT, how long in-flight requests may take before a forced
//                        exit with code 1 (default 10000).
//   CHAT_WIDGET_ORIGIN   https origin the customer service chat widget loads from (its script,
//                        frames and API); the CSP allows exactly it. Unset: only our own origin
//                        (the sandbox's stand-in widget).
//   UPSTREAM_BODY_IDLE_MS  Longest silence inside an upstream answer's body before the edge cuts
//                        it and closes the upstream socket (default 15000, 100..300000).
//   MAINTENANCE_CHECK_MS How long the operator's maintenance status is trusted before it is asked
//                        again (default 5000, 100..300000).
//   SANDBOX_URL          A sandbox already running elsewhere (demo, cluster workers): the upstream
//                        when UPSTREAM_URL is unset, and /sandbox/* pages are forwarded to it.
//   EDGE_WORKERS         Node cluster mode: "auto" (one worker per core) or a count; unset or 1:
//                        one process.
// Invalid values stop the start with a message naming the variable.
import { DEFAULT_APP_WEB_NAME } from '../contract/app-web-name';
import type { RateClass } from './rate-limit/rate-class';
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from './rate-limit/rules';
import type { BucketRule } from './rate-limit/store';

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
  rateLimitEntries: number;
  /** Set: buckets in Redis; unset: in memory. */
  rateLimitRedisUrl?: string;
  beaconInFlight: number;
  beaconQueued: number;
  connections: { max: number; perAddress: number };
  timeouts: { headersMs: number; bodyIdleMs: number; requestMs: number; drainMs: number };
  upstreamBodyIdleMs: number;
  maintenanceCheckMs: number;
  /** A running sandbox to use and forward `/sandbox/*` to (demo); never set in production. */
  sandboxUrl?: string;
  /** Node cluster workers: 1 = no cluster; 'auto' = one per core. */
  workers: number | 'auto';
  /** https origin of the chat widget, added to the CSP; unset: none. */
  chatWidgetOrigin?: string;
}

/** A configuration error worth showing as it is. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const value = (env: Env, name: string): string | undefined => {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
};

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

function url(env: Env, name: string): string | undefined {
  const raw = value(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ConfigError(`${name} must use http or https, got "${raw}"`);
  if (parsed.search || parsed.hash || parsed.username || parsed.password) {
    throw new ConfigError(`${name} must not carry a query, fragment or credentials`);
  }
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
}

/** An https origin (scheme, host, optional port; no path), or undefined when unset. */
function httpsOrigin(env: Env, name: string): string | undefined {
  const raw = value(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = undefined;
  }
  if (!parsed || parsed.protocol !== 'https:' || parsed.origin !== raw.replace(/\/$/, '')) {
    throw new ConfigError(`${name} must be an https origin like https://chat.example.com, got "${raw}"`);
  }
  return parsed.origin;
}

function flag(env: Env, name: string): boolean {
  const raw = value(env, name);
  if (raw === undefined || raw === '0' || raw.toLowerCase() === 'false') return false;
  if (raw === '1' || raw.toLowerCase() === 'true') return true;
  throw new ConfigError(`${name} must be 1 or 0, got "${raw}"`);
}

function text(env: Env, name: string, fallback: string, pattern: RegExp, rule: string): string {
  const raw = value(env, name) ?? fallback;
  if (!pattern.test(raw)) throw new ConfigError(`${name} must be ${rule}, got "${raw}"`);
  return raw;
}

const RULE_MAX = 1_000_000;

function bucketRule(env: Env, name: string, fallback: BucketRule | null): BucketRule | null {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (raw.toLowerCase() === 'off') return null;
  const match = /^(\d+)\s*,\s*(\d+)$/.exec(raw);
  const [burst, perMinute] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (burst < 1 || perMinute < 1 || burst > RULE_MAX || perMinute > RULE_MAX) {
    throw new ConfigError(`${name} must be "BURST,PER_MINUTE" (whole numbers from 1 to ${RULE_MAX}) or "off", got "${raw}"`);
  }
  return { burst, perMinute };
}

function rateLimitRules(env: Env): RateLimitRules {
  const rule = (rateClass: RateClass) => bucketRule(env, `RATE_LIMIT_${rateClass.toUpperCase()}`, DEFAULT_RATE_LIMITS[rateClass]);
  return { calls: rule('calls'), auth: rule('auth'), sms: rule('sms'), beacon: rule('beacon') };
}

function redisUrl(env: Env, name: string): string | undefined {
  const raw = value(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') || !parsed.hostname) {
    // Not echoed: the URL may carry a password.
    throw new ConfigError(`${name} must be a redis:// or rediss:// URL`);
  }
  return raw;
}

/** Reads the edge's configuration from `env`; throws ConfigError on the first invalid value. */
export function parseNodeConfig(env: Env): NodeConfig {
  return {
    port: integer(env, 'PORT', 8787, 0, 65535),
    host: text(env, 'HOST', '0.0.0.0', /^[\w.:-]{1,255}$/, 'a host name or IP address'),
    upstreamUrl: url(env, 'UPSTREAM_URL'),
    sandbox: {
      port: integer(env, 'SANDBOX_PORT', 8788, 0, 65535),
      host: '127.0.0.1',
      dbPath: value(env, 'SANDBOX_DB') ?? '.data/sandbox.db',
      withdrawReviewMs: integer(env, 'SANDBOX_WITHDRAW_REVIEW_MS', 20_000, 1000, 3_600_000),
    },
    appId: text(env, 'APP_ID', 'ph-casino', /^[\w.-]{1,64}$/, '1-64 letters, digits, dots, dashes or underscores'),
    appWebName: text(env, 'APP_WEB_NAME', DEFAULT_APP_WEB_NAME, /^[^\p{Cc}]{1,64}$/u, '1-64 printable characters'),
    trustProxy: flag(env, 'TRUST_PROXY'),
    staticDir: value(env, 'STATIC_DIR') ?? 'dist/client',
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', 9000, 100, 60_000),
    upstreamBodyIdleMs: integer(env, 'UPSTREAM_BODY_IDLE_MS', 15_000, 100, 300_000),
    rateLimits: rateLimitRules(env),
    rateLimitEntries: integer(env, 'RATE_LIMIT_ENTRIES', 100_000, 1000, 10_000_000),
    rateLimitRedisUrl: redisUrl(env, 'RATE_LIMIT_REDIS_URL'),
    beaconInFlight: integer(env, 'BEACON_IN_FLIGHT', 4, 1, 256),
    beaconQueued: integer(env, 'BEACON_QUEUE', 256, 0, 100_000),
    connections: {
      max: integer(env, 'MAX_CONNECTIONS', 10_000, 1, 1_000_000),
      perAddress: integer(env, 'MAX_CONNECTIONS_PER_ADDRESS', 256, 0, 1_000_000),
    },
    timeouts: timeouts(env),
    maintenanceCheckMs: integer(env, 'MAINTENANCE_CHECK_MS', 5000, 100, 300_000),
    sandboxUrl: url(env, 'SANDBOX_URL'),
    workers: value(env, 'EDGE_WORKERS')?.toLowerCase() === 'auto' ? 'auto' : integer(env, 'EDGE_WORKERS', 1, 1, 256),
    chatWidgetOrigin: httpsOrigin(env, 'CHAT_WIDGET_ORIGIN'),
  };
}

function timeouts(env: Env): NodeConfig['timeouts'] {
  const headersMs = integer(env, 'HEADERS_TIMEOUT_MS', 15_000, 500, 300_000);
  const requestMs = integer(env, 'REQUEST_TIMEOUT_MS', 120_000, 500, 3_600_000);
  // Node refuses a head deadline longer than the whole request's.
  if (requestMs < headersMs) throw new ConfigError(`REQUEST_TIMEOUT_MS must not be below HEADERS_TIMEOUT_MS (${headersMs}), got "${requestMs}"`);
  return {
    headersMs,
    bodyIdleMs: integer(env, 'BODY_IDLE_TIMEOUT_MS', 15_000, 500, 300_000),
    requestMs,
    drainMs: integer(env, 'DRAIN_TIMEOUT_MS', 10_000, 100, 600_000),
  };
}
