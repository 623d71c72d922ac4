// Node entry of the edge: reads the environment, starts the sandbox when no upstream is set,
// serves the edge app (edge/runtime-node/node-server.ts: caps, timeouts, JSON logs, graceful
// shutdown on SIGINT/SIGTERM). No request logic here.
// The sandbox is a separate bundle (dist/sandbox/start.mjs), imported by a path computed at run
// time so the edge bundle holds none of it and runs without better-sqlite3 against a real operator.
import { getConnInfo } from '@hono/node-server/conninfo';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEdgeApp } from './app';
import { DEFAULT_LIMITS, SOCIAL_CSP, withChatWidget } from './options';
import { ConfigError, parseNodeConfig, type NodeConfig } from './config';
import { findProjectRoot } from './runtime-node/project-root';
import { brotliStream } from './runtime-node/brotli-stream';
import { startNodeServer } from './runtime-node/node-server';
import { connectRedisRateLimitStore } from './runtime-node/redis-rate-limit-store';
import { eventLine, nodeErrorLogger, timedFetch } from './runtime-node/request-log';
import { createStaticFiles } from './runtime-node/static-files';
import { createUpstreamFetch } from './runtime-node/upstream-fetch';
import type { startSandbox as StartSandbox } from './sandbox/start';

/** The sandbox entry: the built bundle beside dist/edge/, or the source when run by tsx. */
function sandboxEntry(): string {
  const self = import.meta.url;
  return new URL(self.endsWith('.ts') ? './sandbox/start.ts' : '../sandbox/start.mjs', self).href;
}

async function loadSandbox(): Promise<typeof StartSandbox> {
  const entry = sandboxEntry();
  try {
    return ((await import(entry)) as { startSandbox: typeof StartSandbox }).startSandbox;
  } catch (error) {
    console.error(`[edge] UPSTREAM_URL is unset and the sandbox (${fileURLToPath(entry)}) could not be loaded; build it with \`npm run build\` or set UPSTREAM_URL.`);
    throw error;
  }
}

function readConfig(): NodeConfig {
  try {
    return parseNodeConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[edge] invalid configuration: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const root = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

  let sandbox: { url: string; close(): Promise<void> } | undefined;
  if (!config.upstreamUrl) {
    const startSandbox = await loadSandbox();
    sandbox = await startSandbox({
      port: config.sandbox.port,
      host: config.sandbox.host,
      dbPath: resolve(root, config.sandbox.dbPath),
      withdrawReviewMs: config.sandbox.withdrawReviewMs,
      // Dev endpoints (SMS outbox, maintenance switch) answer on the sandbox's loopback port only.
      dev: true,
      log: (line: string) => console.log(line),
    });
  }
  const upstreamUrl = config.upstreamUrl ?? sandbox!.url;

  let draining = false;
  const log = (line: string) => console.log(line);
  const limits = {
    ...DEFAULT_LIMITS,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    upstreamBodyIdleMs: config.upstreamBodyIdleMs,
    beaconInFlight: config.beaconInFlight,
    beaconQueued: config.beaconQueued,
    rateLimitEntries: config.rateLimitEntries,
  };
  const rateLimitStore = config.rateLimitRedisUrl ? await connectRedisRateLimitStore(config.rateLimitRedisUrl) : undefined;
  const app = createEdgeApp({
    upstreamUrl,
    appId: config.appId,
    appWebName: config.appWebName,
    fetch: timedFetch(createUpstreamFetch()),
    // Its own small pool: a beacon flood can never take the sockets player calls need.
    beaconFetch: createUpstreamFetch({ maxSockets: config.beaconInFlight }),
    brotli: brotliStream,
    rateLimits: config.rateLimits,
    rateLimitStore,
    assets: createStaticFiles(resolve(root, config.staticDir)),
    limits,
    sandboxUrl: sandbox?.url,
    trustProxy: config.trustProxy,
    clientIp: (c) => getConnInfo(c).remote.address,
    logError: nodeErrorLogger(log),
    draining: () => draining,
    csp: withChatWidget(SOCIAL_CSP, config.chatWidgetOrigin),
  });

  const { address } = await startNodeServer({
    fetch: app.fetch,
    config,
    limits,
    onDraining: () => {
      draining = true;
    },
    afterDrain: async () => {
      await rateLimitStore?.close();
      if (!sandbox) return;
      await sandbox.close();
      log(eventLine('sandbox-closed'));
    },
    log,
    exit: (code) => process.exit(code),
  });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const upstream = sandbox ? `sandbox ${sandbox.url}` : upstreamUrl;
  console.log(`[edge] listening on http://${shown}:${address.port} (bound to ${config.host}), upstream: ${upstream}`);
}

main().catch((error: unknown) => {
  console.error('[edge] failed to start:', error);
  process.exit(1);
});
