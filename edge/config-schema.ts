// The environment variables, in one table: name, kind (with its range), default, where it applies
// and what it means. `parseEdgeEnv` reads the edge's from an environment (`process.env`, a
// Worker's vars); README.md's configuration section is generated from the same table
// (`npm run docs:config`), and tests/edge/config-docs.test.ts fails when the two differ.
// Pure: no I/O, no node: modules (every runtime entry parses through it).
import { DEFAULT_APP_WEB_NAME } from '../contract/app-web-name';
import { DEFAULT_GLOBAL_RATE_LIMITS, DEFAULT_RATE_LIMITS } from './rate-limit/rules';
import type { BucketRule } from './rate-limit/store';

/** A configuration error worth showing as it is: it names the variable and what it accepts. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * Where a variable means something: `all` every runtime (on Workers as `[vars]`); `server` Node,
 * Bun and Deno (on Workers the platform owns it); `node` the Node entry only (the other entries
 * refuse to start with it set); `sandbox` the sandbox operator API (started by the Node entry
 * when `UPSTREAM_URL` is unset, or alone by `npm run dev:sandbox`).
 */
export type Scope = 'all' | 'server' | 'node' | 'sandbox';

/** Highest BURST or PER_MINUTE of a rate rule. */
export const RATE_RULE_MAX = 1_000_000;

export type Kind =
  /** A whole number in min..max; `notBelow` names a variable it may not be smaller than. */
  | { kind: 'int'; min: number; max: number; default: number; notBelow?: string }
  /** `auto`, or a whole number in min..max. */
  | { kind: 'int-or-auto'; min: number; max: number; default: number }
  /** `1`/`true` or `0`/`false`, any case. */
  | { kind: 'flag'; default: boolean }
  /** Text matching `pattern`; `rule` says what that is. */
  | { kind: 'text'; pattern: RegExp; rule: string; default: string }
  /** A file or folder path, any text; relative paths are relative to the project. */
  | { kind: 'path'; default: string }
  /** An absolute http(s) URL without query, fragment or credentials; its trailing slashes dropped. */
  | { kind: 'url' }
  /** An https origin (scheme, host, optional port; no path). */
  | { kind: 'https-origin' }
  /** A redis:// or rediss:// URL (never echoed in errors: it may carry a password). */
  | { kind: 'redis-url' }
  /** A token bucket, "BURST,PER_MINUTE" (each 1..RATE_RULE_MAX), or "off" (null). */
  | { kind: 'rate'; default: BucketRule | null }
  /** `0` turns it off, anything else (or unset) leaves it on. Read by the sandbox. */
  | { kind: 'off-switch' };

export type EnvSpec = Kind & { where: Scope; description: string };

/** The edge's variables, parsed by `parseEdgeEnv` in this order (the first invalid one stops it). */
export const EDGE_ENV = {
  PORT: { kind: 'int', min: 0, max: 65_535, default: 8787, where: 'server', description: 'port of the edge' },
  HOST: {
    kind: 'text',
    pattern: /^[\w.:-]{1,255}$/,
    rule: 'a host name or IP address',
    default: '0.0.0.0',
    where: 'server',
    description: 'interface the edge listens on',
  },
  UPSTREAM_URL: {
    kind: 'url',
    where: 'all',
    description:
      "the operator API's base URL (calls go to `$UPSTREAM_URL/app/v1/<call>`). Unset: the edge starts the sandbox operator API " +
      'itself, uses it, and forwards `/sandbox/*` (the stand-in identity provider pages) to it. Workers, Bun and Deno start no ' +
      'sandbox: they need it (or `SANDBOX_URL`)',
  },
  SANDBOX_PORT: {
    kind: 'int',
    min: 0,
    max: 65_535,
    default: 8788,
    where: 'sandbox',
    description: 'port of that sandbox, on 127.0.0.1 only (`0` = any free port); also read by `npm run dev:sandbox`',
  },
  SANDBOX_DB: {
    kind: 'path',
    default: '.data/sandbox.db',
    where: 'sandbox',
    description: 'its SQLite file, relative to the project; delete it or point elsewhere for a fresh database; also read by `npm run dev:sandbox`',
  },
  SANDBOX_WITHDRAW_REVIEW_MS: {
    kind: 'int',
    min: 1000,
    max: 3_600_000,
    default: 20_000,
    where: 'sandbox',
    description: "how long a withdrawal waits for the sandbox operator's review before it is paid (or refused, when the account holder's name contains `REFUSE`)",
  },
  APP_ID: {
    kind: 'text',
    pattern: /^[\w.-]{1,64}$/,
    rule: '1-64 letters, digits, dots, dashes or underscores',
    default: 'ph-casino',
    where: 'all',
    description: '`appId` the edge writes into every call',
  },
  APP_WEB_NAME: {
    kind: 'text',
    pattern: /^[^\p{Cc}]{1,64}$/u,
    rule: '1-64 printable characters',
    default: DEFAULT_APP_WEB_NAME,
    where: 'all',
    description:
      '`appWebName` the edge writes into every call; also read by `npm run build` for the brand name the app shows (header, greeting, ' +
      'page title, PWA manifest, texts). Set it for both, or change the one default, `DEFAULT_APP_WEB_NAME` in the contract (`app-web-name.ts`)',
  },
  TRUST_PROXY: {
    kind: 'flag',
    default: false,
    where: 'all',
    description: '`1`: trust `X-Forwarded-Proto/-For/-Host` from a front proxy (HSTS, client address); otherwise they are ignored and overwritten',
  },
  STATIC_DIR: { kind: 'path', default: 'dist/client', where: 'server', description: 'the built client files, relative to the project' },
  UPSTREAM_TIMEOUT_MS: {
    kind: 'int',
    min: 100,
    max: 60_000,
    default: 9000,
    where: 'all',
    description: "deadline of an upstream answer's head before a 504 (`uploadKyc`: 59 s); keep it under the client's 10 s",
  },
  UPSTREAM_BODY_IDLE_MS: {
    kind: 'int',
    min: 100,
    max: 300_000,
    default: 15_000,
    where: 'all',
    description:
      "longest silence inside an upstream answer's body: a small body not yet sent gets a 504, a streamed one is cut (the player's " +
      'connection ends, logged once) and the upstream socket is closed',
  },
  RATE_LIMIT_CALLS: {
    kind: 'rate',
    default: DEFAULT_RATE_LIMITS.calls,
    where: 'all',
    description: 'per-client bucket of ordinary `/app/v1` calls: a full bucket holds BURST requests and refills PER_MINUTE a minute; `off`: no limit',
  },
  RATE_LIMIT_AUTH: {
    kind: 'rate',
    default: DEFAULT_RATE_LIMITS.auth,
    where: 'all',
    description:
      "the same for logins, registrations, password and social sign-in calls (the contract's auth domain) and the calls that check the login password, which also share one wrong-password counter per account ([lockout: back-off per account, lock per account and /24 or /64](docs/decisions.md#one-password-counter-and-the-lockout-issue-27))",
  },
  RATE_LIMIT_SMS: { kind: 'rate', default: DEFAULT_RATE_LIMITS.sms, where: 'all', description: 'the same for `smsSend`' },
  RATE_LIMIT_BEACON: { kind: 'rate', default: DEFAULT_RATE_LIMITS.beacon, where: 'all', description: 'the same for `/beacon` posts' },
  RATE_LIMIT_GLOBAL_SMS: {
    kind: 'rate',
    default: DEFAULT_GLOBAL_RATE_LIMITS.sms,
    where: 'all',
    description:
      '`smsSend` ceiling across every client (they cost money), twice: one bucket for anonymous requests, one for requests with a session ' +
      "token, so an anonymous flood cannot spend players' share; per edge unless `RATE_LIMIT_REDIS_URL` is set",
  },
  RATE_LIMIT_GLOBAL_AUTH: { kind: 'rate', default: DEFAULT_GLOBAL_RATE_LIMITS.auth, where: 'all', description: 'the same for the `RATE_LIMIT_AUTH` calls' },
  RATE_LIMIT_GLOBAL_CALLS: { kind: 'rate', default: DEFAULT_GLOBAL_RATE_LIMITS.calls, where: 'all', description: 'the same for the `RATE_LIMIT_CALLS` calls' },
  RATE_LIMIT_ENTRIES: {
    kind: 'int',
    min: 1000,
    max: 10_000_000,
    default: 100_000,
    where: 'all',
    description: 'most buckets the in-memory store keeps; the least recently used go first',
  },
  RATE_LIMIT_REDIS_URL: {
    kind: 'redis-url',
    where: 'node',
    description: "keep the buckets in Redis, shared by every edge instance; unset: in this process's memory",
  },
  UPSTREAM_SHARE: {
    kind: 'int',
    min: 1,
    max: 100_000,
    default: 32,
    where: 'all',
    description:
      'upstream calls one client (an IPv4 address, an IPv6 /64) may have waiting at once, of the 256-socket pool; over it: 429 with ' +
      '`Retry-After`, for that client only',
  },
  BEACON_IN_FLIGHT: {
    kind: 'int',
    min: 1,
    max: 256,
    default: 4,
    where: 'all',
    description: "beacon forwards running at once, and the size of the beacon's own upstream socket pool",
  },
  BEACON_QUEUE: {
    kind: 'int',
    min: 0,
    max: 100_000,
    default: 256,
    where: 'all',
    description: 'beacon forwards waiting; past this the oldest waiting one is dropped and counted',
  },
  MAX_CONNECTIONS: {
    kind: 'int',
    min: 1,
    max: 1_000_000,
    default: 10_000,
    where: 'server',
    description: 'open client connections at most; a new one beyond is closed at once',
  },
  MAX_CONNECTIONS_PER_ADDRESS: {
    kind: 'int',
    min: 0,
    max: 1_000_000,
    default: 256,
    where: 'server',
    description:
      'open connections per client socket address (`0` = no per-address cap); high because phone carriers put many players behind one ' +
      'address (CGNAT); behind a front proxy every connection comes from the proxy, so raise it or set `0` there',
  },
  HEADERS_TIMEOUT_MS: {
    kind: 'int',
    min: 500,
    max: 300_000,
    default: 15_000,
    where: 'server',
    description: 'time a client has to send a request head before the connection is closed (408)',
  },
  REQUEST_TIMEOUT_MS: {
    kind: 'int',
    min: 500,
    max: 3_600_000,
    default: 120_000,
    notBelow: 'HEADERS_TIMEOUT_MS',
    where: 'server',
    description: 'time a client has to send a whole request, head and body',
  },
  BODY_IDLE_TIMEOUT_MS: {
    kind: 'int',
    min: 500,
    max: 300_000,
    default: 15_000,
    where: 'server',
    description: 'longest pause while a request body arrives before the connection is closed',
  },
  UPLOAD_BODY_PACE: {
    kind: 'int',
    min: 0,
    max: 10_000_000,
    default: 800,
    where: 'node',
    description:
      'slowest an upload body (a call whose body may pass 64 KiB) may arrive, in bytes a second, measured over 5 s windows; a slower ' +
      'one is answered 408 and its connection closed, which frees its share of the body budget and its upload slot. `0`: no pace check',
  },
  DRAIN_TIMEOUT_MS: {
    kind: 'int',
    min: 100,
    max: 600_000,
    default: 10_000,
    where: 'server',
    description: 'on SIGTERM/SIGINT, how long in-flight requests may take before a forced exit with code 1',
  },
  MAINTENANCE_CHECK_MS: {
    kind: 'int',
    min: 100,
    max: 300_000,
    default: 5000,
    where: 'all',
    description: "how long the operator's maintenance status (and the readiness of `/readyz`) is trusted before the edge asks again",
  },
  SANDBOX_URL: {
    kind: 'url',
    where: 'all',
    description:
      'a sandbox already running elsewhere (the compose demo, cluster workers): the upstream when `UPSTREAM_URL` is unset, and ' +
      '`/sandbox/*` pages are forwarded to it. Never in production',
  },
  EDGE_WORKERS: {
    kind: 'int-or-auto',
    min: 1,
    max: 256,
    default: 1,
    where: 'node',
    description:
      'cluster mode: `auto` (one worker process per core) or a count; the workers share the port and one sandbox. Use ' +
      '`RATE_LIMIT_REDIS_URL` with it, or each worker keeps its own buckets',
  },
  CHAT_WIDGET_ORIGIN: {
    kind: 'https-origin',
    where: 'all',
    description:
      "the customer service chat widget's origin (e.g. `https://cdn.livechatinc.com`): the CSP allows exactly it for scripts, " +
      "connections and frames. Unset: only our own origin (the sandbox's stand-in widget under `/sandbox/chat/`)",
  },
} as const satisfies Record<string, EnvSpec>;

/**
 * Variables the sandbox reads itself (documented here, parsed there: `edge/sandbox/main.ts`,
 * `edge/sandbox/kyc/handlers.ts`). The edge does not check them.
 */
export const SANDBOX_ENV = {
  SANDBOX_PASSWORD_COST: {
    kind: 'int',
    min: 10,
    max: 16,
    default: 14,
    where: 'sandbox',
    description:
      'the scrypt cost of new password hashes, as log2 of N (r 8, p 1): 14 is the usual interactive-login setting (about 70 ms and 16 MiB a ' +
      'hash on the development machine); `npm test` uses 10 to spare its CPU. A hash keeps the cost it was made with; an invalid value ' +
      'is ignored (the default applies)',
  },
  SANDBOX_KYC_REVIEW_MS: {
    kind: 'int',
    min: 0,
    max: 3_600_000,
    default: 5000,
    where: 'sandbox',
    description:
      'how long a KYC submission waits before the sandbox operator approves it automatically (a dev endpoint rejects with a reason ' +
      'instead, see `edge/sandbox/README.md`); an invalid value is ignored (the default applies)',
  },
  SANDBOX_HOST: {
    kind: 'text',
    pattern: /^[\w.:-]{1,255}$/,
    rule: 'a host name or IP address',
    default: '127.0.0.1',
    where: 'sandbox',
    description: 'interface of `npm run dev:sandbox` (the Node entry always binds its sandbox to 127.0.0.1)',
  },
  SANDBOX_DEV: {
    kind: 'off-switch',
    where: 'sandbox',
    description:
      "`0` turns off the dev endpoints of `npm run dev:sandbox` (SMS outbox, maintenance and config switches, credit); the Node entry's " +
      'sandbox always has them, on its loopback port only, never through the edge',
  },
} as const satisfies Record<string, EnvSpec>;

type Env = Readonly<Record<string, string | undefined>>;

/** The parsed value of one kind. */
export type ValueOf<S> = S extends { kind: 'int' }
  ? number
  : S extends { kind: 'int-or-auto' }
    ? number | 'auto'
    : S extends { kind: 'flag' }
      ? boolean
      : S extends { kind: 'text' | 'path' }
        ? string
        : S extends { kind: 'url' | 'https-origin' | 'redis-url' }
          ? string | undefined
          : S extends { kind: 'rate' }
            ? BucketRule | null
            : S extends { kind: 'off-switch' }
              ? boolean
              : never;

export type EdgeEnv = { -readonly [K in keyof typeof EDGE_ENV]: ValueOf<(typeof EDGE_ENV)[K]> };

/** The trimmed value; blank counts as unset. */
const valueOf = (env: Env, name: string): string | undefined => {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
};

const isWhole = (raw: string) => /^\d+$/.test(raw);

function parseUrl(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

/** One variable's value, or a ConfigError naming it and what it accepts. */
function parseOne(name: string, spec: Kind, raw: string | undefined): ValueOf<Kind> {
  switch (spec.kind) {
    case 'int': {
      if (raw === undefined) return spec.default;
      if (!isWhole(raw) || Number(raw) < spec.min || Number(raw) > spec.max) {
        throw new ConfigError(`${name} must be a whole number from ${spec.min} to ${spec.max}, got "${raw}"`);
      }
      return Number(raw);
    }
    case 'int-or-auto': {
      if (raw === undefined) return spec.default;
      if (raw.toLowerCase() === 'auto') return 'auto';
      if (!isWhole(raw) || Number(raw) < spec.min || Number(raw) > spec.max) {
        throw new ConfigError(`${name} must be "auto" or a whole number from ${spec.min} to ${spec.max}, got "${raw}"`);
      }
      return Number(raw);
    }
    case 'flag': {
      if (raw === undefined) return spec.default;
      if (raw === '0' || raw.toLowerCase() === 'false') return false;
      if (raw === '1' || raw.toLowerCase() === 'true') return true;
      throw new ConfigError(`${name} must be 1 or 0, got "${raw}"`);
    }
    case 'text': {
      const text = raw ?? spec.default;
      if (!spec.pattern.test(text)) throw new ConfigError(`${name} must be ${spec.rule}, got "${text}"`);
      return text;
    }
    case 'path':
      return raw ?? spec.default;
    case 'url': {
      if (raw === undefined) return undefined;
      const parsed = parseUrl(raw);
      if (!parsed) throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ConfigError(`${name} must use http or https, got "${raw}"`);
      if (parsed.search || parsed.hash || parsed.username || parsed.password) {
        throw new ConfigError(`${name} must not carry a query, fragment or credentials`);
      }
      return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
    }
    case 'https-origin': {
      if (raw === undefined) return undefined;
      const parsed = parseUrl(raw);
      if (!parsed || parsed.protocol !== 'https:' || parsed.origin !== raw.replace(/\/$/, '')) {
        throw new ConfigError(`${name} must be an https origin like https://chat.example.com, got "${raw}"`);
      }
      return parsed.origin;
    }
    case 'redis-url': {
      if (raw === undefined) return undefined;
      const parsed = parseUrl(raw);
      if (!parsed || (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') || !parsed.hostname) {
        // Not echoed: the URL may carry a password.
        throw new ConfigError(`${name} must be a redis:// or rediss:// URL`);
      }
      return raw;
    }
    case 'rate': {
      if (raw === undefined) return spec.default;
      if (raw.toLowerCase() === 'off') return null;
      const match = /^(\d+)\s*,\s*(\d+)$/.exec(raw);
      const [burst, perMinute] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
      if (burst < 1 || perMinute < 1 || burst > RATE_RULE_MAX || perMinute > RATE_RULE_MAX) {
        throw new ConfigError(`${name} must be "BURST,PER_MINUTE" (whole numbers from 1 to ${RATE_RULE_MAX}) or "off", got "${raw}"`);
      }
      return { burst, perMinute };
    }
    case 'off-switch':
      return raw !== '0';
  }
}

/** Reads every variable of `EDGE_ENV` from `env`; throws ConfigError on the first invalid value. */
export function parseEdgeEnv(env: Env): EdgeEnv {
  const entries = Object.entries(EDGE_ENV) as [string, EnvSpec][];
  const parsed: Record<string, unknown> = {};
  for (const [name, spec] of entries) parsed[name] = parseOne(name, spec, valueOf(env, name));
  for (const [name, spec] of entries) {
    if (spec.kind !== 'int' || spec.notBelow === undefined) continue;
    // Node refuses, for example, a head deadline longer than the whole request's.
    const value = parsed[name] as number;
    const floor = parsed[spec.notBelow] as number;
    if (value < floor) throw new ConfigError(`${name} must not be below ${spec.notBelow} (${floor}), got "${value}"`);
  }
  return parsed as EdgeEnv;
}
