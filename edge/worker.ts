// Cloudflare Workers entry (workerd): configuration from the Worker's vars (the same names as the
// Node entry's environment variables), static files from the assets binding `ASSETS`, the player's
// address from CF-Connecting-IP. No request logic here. Per-isolate state (rate-limit buckets, the
// maintenance status) lives as long as the isolate; Cloudflare runs many, so set the platform's
// rate limiting rules in front for limits that must hold across them (see README).
import type { ExecutionContext } from 'hono';
import { createEdgeApp } from './app';
import { ConfigError, parseNodeConfig } from './config';
import { edgeInputFromConfig, nodeOnlySettings } from './edge-input';
import { countRefused, withRequestLog } from './logged-fetch';
import { createRefusalLog } from './refusal-log';
import { assetsBindingReader, type AssetsBinding } from './runtime-workerd/assets-binding';

interface WorkerEnv {
  ASSETS: AssetsBinding;
  [name: string]: unknown;
}

/** The vars that are text (bindings like ASSETS are objects). */
function textVars(env: WorkerEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The app for this isolate's vars, built once: its caches and buckets live with the isolate. */
let built: { key: string; fetch: EdgeFetch } | { key: string; error: string } | undefined;

/**
 * workerd's fetch decodes a compressed answer while keeping its Content-Encoding (and length);
 * 'manual' hands the bytes over as sent, so the edge passes them through intact.
 */
const upstreamFetch: typeof fetch = (input, init) => fetch(input, { ...init, encodeResponseBody: 'manual' } as RequestInit);

type EdgeFetch = (request: Request, env: WorkerEnv, ctx: ExecutionContext) => Promise<Response>;

function appFor(env: WorkerEnv): { fetch: EdgeFetch } | { error: string } {
  const vars = textVars(env);
  // Keyed by the vars, not the env object, which the platform need not keep between requests.
  const key = JSON.stringify(vars);
  if (built?.key === key) return built;
  try {
    const config = parseNodeConfig(vars);
    const refused = nodeOnlySettings(config);
    if (refused) throw new ConfigError(refused);
    const input = edgeInputFromConfig(config);
    if (!input.upstreamUrl) throw new ConfigError('UPSTREAM_URL must be set on Workers (the sandbox does not run there)');
    const app = createEdgeApp({
      ...input,
      upstreamUrl: input.upstreamUrl,
      fetch: upstreamFetch,
      assets: assetsBindingReader(env.ASSETS),
      // Set by Cloudflare's front end, never by the client.
      clientIp: (c) => c.req.header('cf-connecting-ip'),
      logError: (error, c) =>
        console.error(JSON.stringify({ event: 'error', method: c.req.method, path: c.req.path, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) })),
      // No timer in an isolate between requests: an interval's lines come with its next refusal.
      onRefused: countRefused(createRefusalLog({ log: (line) => console.log(line), timer: false })),
    });
    built = { key, fetch: withRequestLog(app.fetch, (line) => console.log(line)) };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    built = { key, error: error.message };
  }
  return built;
}

/**
 * Our encoded bodies go out as they are: workerd otherwise encodes a body by its Content-Encoding
 * once more. Every encoded body of the edge is encoded already (a precompressed file, an
 * operator's compressed answer, the edge's own JSON compression).
 */
function sentAsEncoded(response: Response): Response {
  if (!response.headers.has('content-encoding') || !response.body) return response;
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers, encodeBody: 'manual' } as ResponseInit);
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    const edge = appFor(env);
    if ('error' in edge) {
      console.error(`[edge] invalid configuration: ${edge.error}`);
      return Response.json({ code: 503, msg: 'The edge is not configured' }, { status: 503, headers: { 'cache-control': 'no-store' } });
    }
    // A fresh env object per request: the app marks a refused request on it (logged-fetch.ts).
    return sentAsEncoded(await edge.fetch(request, { ...env }, ctx));
  },
};
