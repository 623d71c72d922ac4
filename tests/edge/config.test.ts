import { describe, expect, it } from 'vitest';
import { ConfigError, parseNodeConfig } from '../../edge/config';

describe('parseNodeConfig', () => {
  it('has the documented defaults', () => {
    expect(parseNodeConfig({})).toEqual({
      port: 8787,
      host: '0.0.0.0',
      upstreamUrl: undefined,
      sandbox: { port: 8788, host: '127.0.0.1', dbPath: '.data/sandbox.db' },
      appId: 'ph-casino',
      appWebName: 'Casino PH',
      trustProxy: false,
      staticDir: 'dist/client',
      upstreamTimeoutMs: 9000,
      upstreamBodyIdleMs: 15_000,
    });
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
      UPSTREAM_BODY_IDLE_MS: '20000',
    });
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      upstreamUrl: 'https://api.example.com/base',
      sandbox: { port: 0, host: '127.0.0.1', dbPath: '/tmp/x.db' },
      appId: 'ph-test',
      appWebName: 'Casino Test',
      trustProxy: true,
      staticDir: '/srv/client',
      upstreamTimeoutMs: 2500,
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
  ])('fails fast on %s=%j, naming the variable', (name, value) => {
    expect(() => parseNodeConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseNodeConfig({ [name]: value })).toThrow(name);
  });
});
