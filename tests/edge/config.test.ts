import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseNodeConfig } from '../../edge/config';
import { EDGE_ENV, parseEdgeEnv, SANDBOX_ENV, type EnvSpec } from '../../edge/config-schema';

describe('parseNodeConfig', () => {
  it('has the documented defaults', () => {
    expect(parseNodeConfig({})).toMatchObject({
      port: 8787,
      host: '0.0.0.0',
      upstreamUrl: undefined,
      sandbox: { port: 8788, host: '127.0.0.1', dbPath: '.data/sandbox.db', withdrawReviewMs: 20_000 },
      appId: 'ph-casino',
      appWebName: 'Casino PH',
      trustProxy: false,
      staticDir: 'dist/client',
      upstreamTimeoutMs: 9000,
      connections: { max: 10_000, perAddress: 256 },
      timeouts: { headersMs: 15_000, bodyIdleMs: 15_000, requestMs: 120_000, drainMs: 10_000 },
      upstreamBodyIdleMs: 15_000,
      maintenanceCheckMs: 5000,
      sandboxUrl: undefined,
      workers: 1,
    });
  });

  it('reads the maintenance interval, a running sandbox and the cluster size', () => {
    expect(parseNodeConfig({ MAINTENANCE_CHECK_MS: '250', SANDBOX_URL: 'http://sandbox:8788/', EDGE_WORKERS: '4' })).toMatchObject({
      maintenanceCheckMs: 250,
      sandboxUrl: 'http://sandbox:8788',
      workers: 4,
    });
    expect(parseNodeConfig({ EDGE_WORKERS: 'AUTO' }).workers).toBe('auto');
  });

  it('reads every variable', () => {
    const config = parseNodeConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      UPSTREAM_URL: 'https://api.example.com/base/',
      SANDBOX_PORT: '0',
      SANDBOX_DB: '/tmp/x.db',
      APP_ID: 'ph-test',
      APP_WEB_NAME: 'Casino Test',
      TRUST_PROXY: '1',
      STATIC_DIR: '/srv/client',
      UPSTREAM_TIMEOUT_MS: '2500',
      MAX_CONNECTIONS: '500',
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      HEADERS_TIMEOUT_MS: '5000',
      BODY_IDLE_TIMEOUT_MS: '6000',
      REQUEST_TIMEOUT_MS: '60000',
      DRAIN_TIMEOUT_MS: '3000',
      UPSTREAM_BODY_IDLE_MS: '20000',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      upstreamUrl: 'https://api.example.com/base',
      sandbox: { port: 0, host: '127.0.0.1', dbPath: '/tmp/x.db' },
      appId: 'ph-test',
      appWebName: 'Casino Test',
      trustProxy: true,
      staticDir: '/srv/client',
      upstreamTimeoutMs: 2500,
      connections: { max: 500, perAddress: 0 },
      timeouts: { headersMs: 5000, bodyIdleMs: 6000, requestMs: 60_000, drainMs: 3000 },
      upstreamBodyIdleMs: 20_000,
    });
  });

  it('treats empty values as unset', () => {
    expect(parseNodeConfig({ UPSTREAM_URL: '', PORT: ' ' }).upstreamUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['SANDBOX_PORT', '1.5'],
    ['UPSTREAM_URL', 'not a url'],
    ['UPSTREAM_URL', 'ftp://x.example'],
    ['UPSTREAM_URL', 'https://user:pw@x.example'],
    ['TRUST_PROXY', 'yes please'],
    ['UPSTREAM_TIMEOUT_MS', '5'],
    ['UPSTREAM_TIMEOUT_MS', '10s'],
    ['UPSTREAM_BODY_IDLE_MS', '50'],
    ['UPSTREAM_BODY_IDLE_MS', '15s'],
    ['APP_ID', 'has space'],
    ['HOST', 'bad host!'],
    ['MAX_CONNECTIONS', '0'],
    ['MAX_CONNECTIONS_PER_ADDRESS', 'many'],
    ['HEADERS_TIMEOUT_MS', '10'],
    ['BODY_IDLE_TIMEOUT_MS', '15s'],
    ['REQUEST_TIMEOUT_MS', '1000'],
    ['DRAIN_TIMEOUT_MS', '-1'],
    ['MAINTENANCE_CHECK_MS', '10'],
    ['SANDBOX_URL', 'sandbox:8788'],
    ['EDGE_WORKERS', '0'],
    ['EDGE_WORKERS', 'all'],
  ])('fails fast on %s=%j, naming the variable', (name, value) => {
    expect(() => parseNodeConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseNodeConfig({ [name]: value })).toThrow(name);
  });
});

describe('rate-limit and beacon variables', () => {
  it('have the documented defaults', () => {
    expect(parseNodeConfig({})).toMatchObject({
      rateLimits: { calls: { burst: 600, perMinute: 1200 }, auth: { burst: 30, perMinute: 30 }, sms: { burst: 10, perMinute: 4 }, beacon: { burst: 120, perMinute: 240 } },
      rateLimitEntries: 100_000,
      rateLimitRedisUrl: undefined,
      beaconInFlight: 4,
      beaconQueued: 256,
    });
  });

  it('reads them', () => {
    const config = parseNodeConfig({
      RATE_LIMIT_CALLS: '100, 200',
      RATE_LIMIT_AUTH: 'off',
      RATE_LIMIT_SMS: '5,1',
      RATE_LIMIT_BEACON: 'OFF',
      RATE_LIMIT_ENTRIES: '5000',
      RATE_LIMIT_REDIS_URL: 'redis://:secret@cache.internal:6379/2',
      BEACON_IN_FLIGHT: '2',
      BEACON_QUEUE: '0',
    });
    expect(config).toMatchObject({
      rateLimits: { calls: { burst: 100, perMinute: 200 }, auth: null, sms: { burst: 5, perMinute: 1 }, beacon: null },
      rateLimitEntries: 5000,
      rateLimitRedisUrl: 'redis://:secret@cache.internal:6379/2',
      beaconInFlight: 2,
      beaconQueued: 0,
    });
  });

  it.each([
    ['RATE_LIMIT_CALLS', '600'],
    ['RATE_LIMIT_AUTH', '0,30'],
    ['RATE_LIMIT_SMS', '10,-4'],
    ['RATE_LIMIT_BEACON', 'lots'],
    ['RATE_LIMIT_ENTRIES', '10'],
    ['RATE_LIMIT_REDIS_URL', 'http://cache:6379'],
    ['BEACON_IN_FLIGHT', '0'],
    ['BEACON_QUEUE', '-1'],
  ])('refuses %s=%s, naming it', (name, raw) => {
    expect(() => parseNodeConfig({ [name]: raw })).toThrow(ConfigError);
    expect(() => parseNodeConfig({ [name]: raw })).toThrow(name);
  });

  it('never echoes a Redis URL, which may carry a password', () => {
    expect(() => parseNodeConfig({ RATE_LIMIT_REDIS_URL: 'tcp://:hunter2@cache' })).toThrow(/^(?!.*hunter2)/);
  });
});

describe('CHAT_WIDGET_ORIGIN', () => {
  it('takes an https origin only', () => {
    expect(parseNodeConfig({}).chatWidgetOrigin).toBeUndefined();
    expect(parseNodeConfig({ CHAT_WIDGET_ORIGIN: 'https://chat.example.com' }).chatWidgetOrigin).toBe('https://chat.example.com');
    expect(parseNodeConfig({ CHAT_WIDGET_ORIGIN: 'https://chat.example.com:8443/' }).chatWidgetOrigin).toBe('https://chat.example.com:8443');
    for (const bad of ['http://chat.example.com', 'https://chat.example.com/widget.js', 'javascript:alert(1)', "https://a.example 'unsafe-inline'", '*']) {
      expect(() => parseNodeConfig({ CHAT_WIDGET_ORIGIN: bad }), bad).toThrow(ConfigError);
    }
  });
});

describe('the variables table (edge/config-schema.ts)', () => {
  const intEntries = Object.entries(EDGE_ENV as Record<string, EnvSpec>).filter(
    (entry): entry is [string, Extract<EnvSpec, { kind: 'int' | 'int-or-auto' }>] => entry[1].kind === 'int' || entry[1].kind === 'int-or-auto',
  );

  it('parses an empty environment to the defaults it states', () => {
    const parsed = parseEdgeEnv({}) as Record<string, unknown>;
    for (const [name, spec] of Object.entries(EDGE_ENV as Record<string, EnvSpec>)) {
      const stated = 'default' in spec ? spec.default : undefined;
      expect(parsed[name], name).toEqual(stated);
    }
  });

  it.each(intEntries)('%s accepts its bounds and refuses one past them, naming the variable and the range', (name, spec) => {
    // A variable that may not be below another is read with that one at its lowest; the other way round, at its highest.
    const floor = spec.kind === 'int' && spec.notBelow ? { [spec.notBelow]: String(spec.min) } : {};
    const ceiling = Object.fromEntries(intEntries.filter(([, other]) => other.kind === 'int' && other.notBelow === name).map(([other, o]) => [other, String(o.max)]));
    expect((parseEdgeEnv({ ...floor, [name]: String(spec.min) }) as Record<string, unknown>)[name]).toBe(spec.min);
    expect((parseEdgeEnv({ ...ceiling, [name]: String(spec.max) }) as Record<string, unknown>)[name]).toBe(spec.max);
    for (const bad of [String(spec.max + 1), ...(spec.min > 0 ? [String(spec.min - 1)] : []), 'x']) {
      expect(() => parseEdgeEnv({ ...floor, [name]: bad }), bad).toThrow(new RegExp(`^${name} must be .*from ${spec.min} to ${spec.max}`));
    }
  });

  it('checks REQUEST_TIMEOUT_MS against HEADERS_TIMEOUT_MS, whatever their order in the table', () => {
    expect(() => parseNodeConfig({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(/^REQUEST_TIMEOUT_MS must not be below HEADERS_TIMEOUT_MS \(20000\)/);
    expect(parseNodeConfig({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '20000' }).timeouts).toMatchObject({ headersMs: 20_000, requestMs: 20_000 });
    for (const spec of Object.values(EDGE_ENV as Record<string, EnvSpec>)) {
      if (spec.kind === 'int' && spec.notBelow) expect((EDGE_ENV as Record<string, EnvSpec>)[spec.notBelow]?.kind).toBe('int');
    }
  });

  it('says what each kind accepts', () => {
    expect(() => parseNodeConfig({ EDGE_WORKERS: 'all' })).toThrow('EDGE_WORKERS must be "auto" or a whole number from 1 to 256');
    expect(() => parseNodeConfig({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY must be 1 or 0');
    expect(() => parseNodeConfig({ RATE_LIMIT_SMS: '1' })).toThrow('RATE_LIMIT_SMS must be "BURST,PER_MINUTE" (whole numbers from 1 to 1000000) or "off"');
    expect(() => parseNodeConfig({ APP_ID: 'a b' })).toThrow('APP_ID must be 1-64 letters, digits, dots, dashes or underscores');
    expect(() => parseNodeConfig({ APP_WEB_NAME: 'x'.repeat(65) })).toThrow('APP_WEB_NAME must be 1-64 printable characters');
    expect(() => parseNodeConfig({ UPSTREAM_URL: 'https://x.example/?q=1' })).toThrow('UPSTREAM_URL must not carry a query, fragment or credentials');
    expect(parseNodeConfig({ TRUST_PROXY: 'TRUE' }).trustProxy).toBe(true);
    expect(parseNodeConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('reads the rest of the variables', () => {
    expect(
      parseNodeConfig({ SANDBOX_WITHDRAW_REVIEW_MS: '1000', CHAT_WIDGET_ORIGIN: 'https://cdn.livechatinc.com', RATE_LIMIT_REDIS_URL: 'rediss://cache', EDGE_WORKERS: '256' }),
    ).toMatchObject({ sandbox: { withdrawReviewMs: 1000 }, chatWidgetOrigin: 'https://cdn.livechatinc.com', rateLimitRedisUrl: 'rediss://cache', workers: 256 });
  });

  it("leaves the sandbox's own variables to the sandbox", () => {
    expect(() => parseNodeConfig({ SANDBOX_KYC_REVIEW_MS: 'soon', SANDBOX_DEV: 'maybe', SANDBOX_HOST: 'bad host!' })).not.toThrow();
    for (const name of Object.keys(SANDBOX_ENV)) expect(Object.keys(EDGE_ENV)).not.toContain(name);
  });

  it('stays runtime-agnostic (no node: import)', () => {
    for (const file of ['config.ts', 'config-schema.ts', 'config-docs.ts']) {
      expect(readFileSync(new URL(`../../edge/${file}`, import.meta.url), 'utf8'), file).not.toMatch(/from '(node:|fs|path)/);
    }
  });
});
