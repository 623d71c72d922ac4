// Environment variables of the Node entry, parsed and checked (pure: no I/O, no node: modules).
//
// README: Configuration (environment variables of `npm start` / `node dist/edge/node.mjs`)
//   PORT                 Port of the edge (default 8787).
//   HOST                 Interface the edge listens on (default 0.0.0.0).
//   UPSTREAM_URL         Operator API base URL, http(s), e.g. https://api.example.com. Unset: the
//                        edge starts the sandbox operator API itself and uses it (and forwards
//                        /sandbox/* to it for the stand-in identity provider pages).
//   SANDBOX_PORT         Port of that sandbox, on 127.0.0.1 only (default 8788; 0 = any free).
//   SANDBOX_DB           Its SQLite file (default .data/sandbox.db, relative to the project);
//                        delete it, or point elsewhere, for a fresh database.
//   APP_ID               appId the edge writes into every call (default ph-casino).
//   APP_WEB_NAME         appWebName the edge writes into every call (default Casino PH).
//   TRUST_PROXY          1: trust X-Forwarded-Proto/-For/-Host from a front proxy (HSTS, client
//                        address); 0 (default): ignore them.
//   STATIC_DIR           Built client files (default dist/client, relative to the project).
//   UPSTREAM_TIMEOUT_MS  Deadline of an upstream answer before a 504 (default 9000, 100..60000;
//                        keep it below the client's 10 s).
//   UPSTREAM_BODY_IDLE_MS  Longest silence inside an upstream answer's body before the edge cuts
//                        it and closes the upstream socket (default 15000, 100..300000).
// Invalid values stop the start with a message naming the variable.

export interface NodeConfig {
  port: number;
  host: string;
  /** Undefined: start the sandbox and use it. */
  upstreamUrl?: string;
  sandbox: { port: number; host: string; dbPath: string };
  appId: string;
  appWebName: string;
  trustProxy: boolean;
  /** Relative paths are relative to the project root. */
  staticDir: string;
  upstreamTimeoutMs: number;
  upstreamBodyIdleMs: number;
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
    },
    appId: text(env, 'APP_ID', 'ph-casino', /^[\w.-]{1,64}$/, '1-64 letters, digits, dots, dashes or underscores'),
    appWebName: text(env, 'APP_WEB_NAME', 'Casino PH', /^[^\p{Cc}]{1,64}$/u, '1-64 printable characters'),
    trustProxy: flag(env, 'TRUST_PROXY'),
    staticDir: value(env, 'STATIC_DIR') ?? 'dist/client',
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', 9000, 100, 60_000),
    upstreamBodyIdleMs: integer(env, 'UPSTREAM_BODY_IDLE_MS', 15_000, 100, 300_000),
  };
}
