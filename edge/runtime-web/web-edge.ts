// What the Bun and Deno entries share: the configuration read the Node way, the built files read
// through node:fs (both runtimes implement it), a request id and one JSON log line per request
// (logged-fetch.ts), refused requests counted instead (refusal-log.ts), and the draining flag for
// the health routes. Each entry adds only its server
// (Bun.serve, Deno.serve) and the upstream fetch that passes compressed answers through intact.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEdgeApp } from '../app';
import { ConfigError, parseNodeConfig, type NodeConfig } from '../config';
import { edgeInputFromConfig, nodeOnlySettings } from '../edge-input';
import { findProjectRoot } from '../runtime-node/project-root';
import { eventLine } from '../log-lines';
import { countRefused, withRequestLog } from '../logged-fetch';
import { createRefusalLog } from '../refusal-log';
import { nodeErrorLogger } from '../runtime-node/request-log';
import { createStaticFiles } from '../runtime-node/static-files';

export interface WebEdge {
  config: NodeConfig;
  /** Answers one request from the client at `ip`. */
  handle(request: Request, ip: string | undefined): Promise<Response>;
  /** From now on /healthz and /readyz answer 503 draining (and the refusals counted so far are written). */
  drain(): void;
  /** The start line, once the server listens on `port`. */
  startLine(port: number): string;
}

/** Builds the edge from `env`; on an invalid or missing setting, says why and exits via `exit(1)`. */
export function createWebEdge(
  env: Record<string, string | undefined>,
  host: { entryUrl: string; exit: (code: number) => never; fetch: typeof fetch },
): WebEdge {
  const { exit } = host;
  const log = (line: string) => console.log(line);
  let config: NodeConfig;
  try {
    config = parseNodeConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`[edge] invalid configuration: ${error.message}`);
    return exit(1);
  }
  const refused = nodeOnlySettings(config);
  if (refused) {
    console.error(`[edge] invalid configuration: ${refused}`);
    return exit(1);
  }
  const input = edgeInputFromConfig(config);
  const upstreamUrl = input.upstreamUrl;
  if (!upstreamUrl) {
    console.error('[edge] UPSTREAM_URL must be set: this entry does not start the sandbox (the Node entry does).');
    return exit(1);
  }
  let draining = false;
  const refusals = createRefusalLog({ log });
  const root = findProjectRoot(dirname(fileURLToPath(host.entryUrl)));
  const app = createEdgeApp({
    ...input,
    upstreamUrl,
    fetch: host.fetch,
    assets: createStaticFiles(resolve(root, config.staticDir)),
    clientIp: (c) => (c.env as { ip?: string } | undefined)?.ip,
    logError: nodeErrorLogger(log),
    onRefused: countRefused(refusals),
    draining: () => draining,
  });

  const logged = withRequestLog(app.fetch, log);
  return {
    config,
    handle: (request, ip) => logged(request, { ip }),
    drain() {
      draining = true;
      log(eventLine('draining'));
      refusals.stop();
    },
    startLine(port) {
      const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
      const upstream = config.upstreamUrl ? upstreamUrl : `sandbox ${upstreamUrl}`;
      return `[edge] listening on http://${shown}:${port} (bound to ${config.host}), upstream: ${upstream}`;
    },
  };
}
