// The app options every runtime entry derives from the configuration in the same way, so an edge
// configured by the same variables behaves the same on Node, workerd, Bun and Deno.
import type { NodeConfig } from './config';
import { EDGE_ENV } from './config-schema';
import { DEFAULT_LIMITS, SOCIAL_CSP, withChatWidget, type EdgeInput, type EdgeLimits } from './options';

type ConfigPart = Pick<
  NodeConfig,
  'upstreamUrl' | 'sandboxUrl' | 'appId' | 'appWebName' | 'trustProxy' | 'upstreamTimeoutMs' | 'upstreamBodyIdleMs' | 'beaconInFlight' | 'beaconQueued' | 'rateLimitEntries' | 'rateLimits' | 'globalRateLimits' | 'upstreamShare' | 'maintenanceCheckMs' | 'chatWidgetOrigin'
>;

/**
 * Settings only the Node entry carries out (a Redis store, cluster workers); another runtime
 * refuses to start with them rather than run without what the operator asked for.
 */
export function nodeOnlySettings(config: Pick<NodeConfig, 'rateLimitRedisUrl' | 'workers'> & Partial<Pick<NodeConfig, 'uploadPace'>>): string | undefined {
  if (config.rateLimitRedisUrl) return 'RATE_LIMIT_REDIS_URL is carried out by the Node entry only';
  if (config.uploadPace !== undefined && config.uploadPace !== EDGE_ENV.UPLOAD_BODY_PACE.default) return 'UPLOAD_BODY_PACE is carried out by the Node entry only';
  if (config.workers !== 1) return 'EDGE_WORKERS is carried out by the Node entry only (run one process per core instead)';
  return undefined;
}

/** The configured limits over the defaults. */
export function limitsFromConfig(config: ConfigPart): EdgeLimits {
  return {
    ...DEFAULT_LIMITS,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    upstreamBodyIdleMs: config.upstreamBodyIdleMs,
    beaconInFlight: config.beaconInFlight,
    beaconQueued: config.beaconQueued,
    rateLimitEntries: config.rateLimitEntries,
    upstreamShare: config.upstreamShare,
  };
}

/** The options given by configuration; the entry adds what only its runtime knows (fetch, files, client address). */
export function edgeInputFromConfig(config: ConfigPart): Omit<EdgeInput, 'upstreamUrl' | 'assets'> & { upstreamUrl?: string; limits: EdgeLimits } {
  return {
    // A sandbox running elsewhere (SANDBOX_URL) is the upstream when no operator API is named.
    upstreamUrl: config.upstreamUrl ?? config.sandboxUrl,
    sandboxUrl: config.sandboxUrl,
    appId: config.appId,
    appWebName: config.appWebName,
    trustProxy: config.trustProxy,
    rateLimits: config.rateLimits,
    globalRateLimits: config.globalRateLimits,
    maintenanceTtlMs: config.maintenanceCheckMs,
    limits: limitsFromConfig(config),
    csp: withChatWidget(SOCIAL_CSP, config.chatWidgetOrigin),
  };
}
