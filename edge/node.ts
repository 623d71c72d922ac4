// Node entry of the edge: reads the environment, starts the sandbox when no upstream is set,
// serves the edge app (edge/runtime-node/node-server.ts: caps, timeouts, JSON logs, graceful
// shutdown on SIGINT/SIGTERM). No request logic here.
// The sandbox is a separate bundle (dist/sandbox/start.mjs), imported by a path computed at run
// time so the edge bundle holds none of it and runs without the SQLite package against a real operator.
import { getConnInfo } from '@hono/node-server/conninfo';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEdgeApp } from './app';
import { createBodyBudget, UPLOAD_SHARE } from './middleware/body-budget';
import { edgeInputFromConfig } from './edge-input';
import { ConfigError, parseNodeConfig, type NodeConfig } from './config';
import { findProjectRoot } from './runtime-node/project-root';
import { brotliStream } from './runtime-node/brotli-stream';
import { isClusterWorker, runClusterPrimary, workerCount } from './runtime-node/cluster';
import { startNodeServer } from './runtime-node/node-server';
import { collectGarbage } from './runtime-node/collect-garbage';
import { connectRedisRateLimitStore } from './runtime-node/redis-rate-limit-store';
import { withMemoryFallback } from './rate-limit/fallback-store';
import { createBeaconQueue, type BeaconQueue } from './routes/beacon-queue';
import { createRefusalLog } from './refusal-log';
import { eventLine, markRefused, nodeErrorLogger, timedFetch } from './runtime-node/request-log';
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

/** Waits until the beacon queue has nothing running or waiting, at most `limitMs`. */
async function beaconsSent(queue: BeaconQueue, limitMs: number, log: (line: string) => void): Promise<void> {
  const until = Date.now() + limitMs;
  const left = () => queue.stats().inFlight + queue.stats().queued;
  while (left() > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  if (left() > 0) log(eventLine('beacons-unsent', { left: left() }));
}

async function main(): Promise<void> {
  const config = readConfig();
  const root = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

  const input = edgeInputFromConfig(config);
  let sandbox: { url: string; close(): Promise<void> } | undefined;
  if (!input.upstreamUrl) {
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
  const upstreamUrl = input.upstreamUrl ?? sandbox!.url;
  const log = (line: string) => console.log(line);

  const workers = workerCount(config.workers);
  if (workers > 1 && !isClusterWorker()) {
    // The workers share this one sandbox (SANDBOX_URL) and the listening port.
    runClusterPrimary({
      count: workers,
      env: sandbox ? { SANDBOX_URL: sandbox.url } : {},
      afterDrain: async () => {
        if (!sandbox) return;
        await sandbox.close();
        log(eventLine('sandbox-closed'));
      },
      log,
      exit: (code) => process.exit(code),
    });
    return;
  }
  // A worker leaves Ctrl-C's SIGINT (sent to the whole group) to its primary, which sends SIGTERM.
  if (isClusterWorker()) process.on('SIGINT', () => undefined);

  let draining = false;
  const { limits } = input;
  const redis = config.rateLimitRedisUrl ? await connectRedisRateLimitStore(config.rateLimitRedisUrl) : undefined;
  // While Redis cannot be reached, each edge keeps the limits in its own memory; told once each way.
  const rateLimitStore =
    redis &&
    withMemoryFallback(redis, {
      maxEntries: limits.rateLimitEntries,
      // ioredis's commandTimeout (500 ms): slow, not gone.
      isSlow: (error) => error instanceof Error && /timed out/i.test(error.message),
      onOutage: (outage) =>
        log(
          outage.event === 'down'
            ? eventLine('rate-limit-store-down', { limits: 'per-edge', error: outage.error instanceof Error ? outage.error.message : String(outage.error) })
            : eventLine('rate-limit-store-up', { limits: 'shared', downMs: outage.downMs }),
        ),
    });
  const refusals = createRefusalLog({ log });
  const beaconQueue = createBeaconQueue({ maxInFlight: limits.beaconInFlight, maxQueued: limits.beaconQueued });
  const app = createEdgeApp({
    ...input,
    upstreamUrl,
    fetch: timedFetch(createUpstreamFetch()),
    // Its own small pool: a beacon flood can never take the sockets player calls need.
    beaconFetch: createUpstreamFetch({ maxSockets: config.beaconInFlight }),
    brotli: brotliStream,
    rateLimitStore,
    beaconQueue,
    bodyBudget: createBodyBudget({ capacity: limits.bodyBudgetBytes, uploadShare: UPLOAD_SHARE, uploadsPerClient: limits.uploadsPerClient, afterBurst: collectGarbage }),
    assets: createStaticFiles(resolve(root, config.staticDir)),
    sandboxUrl: sandbox?.url ?? input.sandboxUrl,
    clientIp: (c) => getConnInfo(c).remote.address,
    logError: nodeErrorLogger(log),
    onRefused: (_c, refusal) => {
      markRefused();
      refusals.count(refusal);
    },
    draining: () => draining,
  });

  const { address } = await startNodeServer({
    fetch: app.fetch,
    config,
    limits,
    onDraining: () => {
      draining = true;
    },
    afterDrain: async () => {
      refusals.stop();
      // Beacons were answered 204 before their forward: send what is queued before exiting.
      await beaconsSent(beaconQueue, config.timeouts.drainMs, log);
      await redis?.close();
      if (!sandbox) return;
      await sandbox.close();
      log(eventLine('sandbox-closed'));
    },
    log,
    exit: (code) => process.exit(code),
    signals: isClusterWorker() ? ['SIGTERM'] : undefined,
  });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const upstream = sandbox || (input.sandboxUrl && !config.upstreamUrl) ? `sandbox ${upstreamUrl}` : upstreamUrl;
  const worker = isClusterWorker() ? ` [worker ${process.pid}]` : '';
  console.log(`[edge] listening on http://${shown}:${address.port} (bound to ${config.host}), upstream: ${upstream}${worker}`);
}

main().catch((error: unknown) => {
  console.error('[edge] failed to start:', error);
  process.exit(1);
});
