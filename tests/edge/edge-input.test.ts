import { describe, expect, it } from 'vitest';
import { parseNodeConfig } from '../../edge/config';
import { edgeInputFromConfig, nodeOnlySettings } from '../../edge/edge-input';

describe('edgeInputFromConfig', () => {
  it('uses a running sandbox as the upstream only when no operator API is named', () => {
    expect(edgeInputFromConfig(parseNodeConfig({ SANDBOX_URL: 'http://sandbox:8788' }))).toMatchObject({ upstreamUrl: 'http://sandbox:8788', sandboxUrl: 'http://sandbox:8788' });
    expect(edgeInputFromConfig(parseNodeConfig({ SANDBOX_URL: 'http://sandbox:8788', UPSTREAM_URL: 'https://op.example' })).upstreamUrl).toBe('https://op.example');
    expect(edgeInputFromConfig(parseNodeConfig({})).upstreamUrl).toBeUndefined();
  });

  it('carries the limits and the maintenance interval', () => {
    const input = edgeInputFromConfig(parseNodeConfig({ UPSTREAM_TIMEOUT_MS: '2000', MAINTENANCE_CHECK_MS: '700', BEACON_QUEUE: '9' }));
    expect(input).toMatchObject({ maintenanceTtlMs: 700, limits: { upstreamTimeoutMs: 2000, beaconQueued: 9, jsonDepth: 32 } });
  });
});

describe('nodeOnlySettings', () => {
  it('names the settings only the Node entry carries out', () => {
    expect(nodeOnlySettings(parseNodeConfig({}))).toBeUndefined();
    expect(nodeOnlySettings(parseNodeConfig({ RATE_LIMIT_REDIS_URL: 'redis://r:6379' }))).toContain('RATE_LIMIT_REDIS_URL');
    expect(nodeOnlySettings(parseNodeConfig({ EDGE_WORKERS: 'auto' }))).toContain('EDGE_WORKERS');
  });
});
