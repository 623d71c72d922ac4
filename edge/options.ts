// What the edge app needs from its host, all injected so tests can build it with fakes.
import type { Context } from 'hono';
import { APP_VERSION, CHANNEL } from '../client/api/contract/call-row';

/** A built file, read by the runtime (Node reads dist/client; tests use a map). */
export interface AssetFile {
  body: Uint8Array | ReadableStream<Uint8Array>;
  size: number;
  /** Last modification, ms since the epoch; feeds the ETag of non-hashed files. */
  mtime?: number;
}

/** Reads built files by their path relative to the static root ('index.html', 'assets/x.js.br'). */
export interface AssetReader {
  read(path: string): Promise<AssetFile | null>;
}

export interface EdgeLimits {
  /** Ceiling on any `/app/v1` request body; each call's row sets its own limit under it (64 KiB for JSON). */
  bodyBytes: number;
  /** Largest beacon body. */
  beaconBytes: number;
  /** Upstream answer deadline; below the client's 10 s so the client sees a clean 504. */
  upstreamTimeoutMs: number;
  /** Longest silence inside an upstream answer's body before it is cut and its socket closed. */
  upstreamBodyIdleMs: number;
  /** Deepest JSON nesting a call body may have; checked on the bytes before parsing. */
  jsonDepth: number;
}

/** Origins the social SDKs need, added to the CSP. */
export interface CspAdditions {
  scriptSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
}

export interface EdgeOptions {
  /** Operator API origin (and optional base path), without a trailing slash. */
  upstreamUrl: string;
  appId: string;
  appWebName: string;
  appVersion: string;
  channel: string;
  /**
   * Fetch for upstream calls. It must hand compressed bodies over undecoded: Node's global fetch
   * decodes them while keeping `content-encoding`, so the Node entry passes createUpstreamFetch().
   */
  fetch: typeof globalThis.fetch;
  /** Clock in ms; maintenance caching reads it. */
  now: () => number;
  assets: AssetReader;
  limits: EdgeLimits;
  /** How long an upstream maintenance status is trusted before a background refresh. */
  maintenanceTtlMs: number;
  /** Longest wait for an unknown maintenance status before a page is served anyway. */
  maintenanceWaitMs: number;
  /** Set only when the edge started the sandbox itself: `/sandbox/*` is forwarded there. */
  sandboxUrl?: string;
  /** Trust `x-forwarded-proto`/`-for`/`-host` from a front proxy. */
  trustProxy: boolean;
  /** The socket peer address; the runtime knows it (Node: getConnInfo). */
  clientIp: (c: Context) => string | undefined;
  csp: CspAdditions;
  /** Unexpected errors go here (the Node entry logs them). */
  logError: (error: unknown, c: Context) => void;
}

/** The social SDK origins (Facebook, Google, LINE). */
export const SOCIAL_CSP: CspAdditions = {
  scriptSrc: ['https://connect.facebook.net', 'https://accounts.google.com', 'https://static.line-scdn.net'],
  connectSrc: ['https://*.facebook.com', 'https://accounts.google.com', 'https://access.line.me', 'https://api.line.me'],
  frameSrc: ['https://*.facebook.com', 'https://accounts.google.com', 'https://access.line.me'],
};

export const DEFAULT_LIMITS: EdgeLimits = { bodyBytes: 8 * 1024 * 1024, beaconBytes: 64 * 1024, upstreamTimeoutMs: 9000, upstreamBodyIdleMs: 15_000, jsonDepth: 32 };

/** Fills every option not given with its production default. */
export function withDefaults(
  options: Pick<EdgeOptions, 'upstreamUrl' | 'assets'> & Partial<Omit<EdgeOptions, 'limits'>> & { limits?: Partial<EdgeLimits> },
): EdgeOptions {
  return {
    appId: 'ph-casino',
    appWebName: 'Casino PH',
    appVersion: APP_VERSION,
    channel: CHANNEL,
    fetch: (input, init) => globalThis.fetch(input, init),
    now: () => Date.now(),
    maintenanceTtlMs: 5000,
    maintenanceWaitMs: 200,
    trustProxy: false,
    clientIp: () => undefined,
    csp: SOCIAL_CSP,
    logError: (error) => console.error('[edge]', error),
    ...options,
    upstreamUrl: options.upstreamUrl.replace(/\/+$/, ''),
    limits: { ...DEFAULT_LIMITS, ...options.limits },
  };
}
