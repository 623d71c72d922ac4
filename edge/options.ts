// What the edge app needs from its host, all injected so tests can build it with fakes.
import type { BrotliStream } from './compress-json';
import type { Context } from 'hono';
import { DEFAULT_APP_WEB_NAME } from '../contract/app-web-name';
import { APP_VERSION, CHANNEL } from '../contract/call-row';
import { createBodyBudget, UPLOAD_SHARE, type BodyBudget } from './middleware/body-budget';
import { createMemoryRateLimitStore } from './rate-limit/memory-store';
import type { Refusal } from './middleware/rate-limit';
import { DEFAULT_GLOBAL_RATE_LIMITS, DEFAULT_RATE_LIMITS, type RateLimitRules } from './rate-limit/rules';
import type { RateLimitStore } from './rate-limit/store';
import { createBeaconQueue, type BeaconQueue } from './routes/beacon-queue';
import { createPasswordGate, type PasswordGate } from './password-gate';

/** A built file, read by the runtime (Node reads dist/client; tests use a map). */
export interface AssetFile {
  body: Uint8Array | ReadableStream<Uint8Array>;
  size: number;
  /** Last modification, ms since the epoch; feeds the ETag of non-hashed files. */
  mtime?: number;
  /** The host's own validator for the file (the Workers assets binding's ETag), used over `mtime`. */
  etag?: string;
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
  /** Beacon forwards running at once (and the beacon socket pool's size in the Node entry). */
  beaconInFlight: number;
  /** Beacon forwards waiting; beyond this the oldest is dropped. */
  beaconQueued: number;
  /** Most rate-limit buckets the in-memory store keeps (least recently used go first). */
  rateLimitEntries: number;
  /** Longest silence inside an upstream answer's body before it is cut and its socket closed. */
  upstreamBodyIdleMs: number;
  /** Deepest JSON nesting a call body may have; checked on the bytes before parsing. */
  jsonDepth: number;
  /** Upstream calls one client address group may have in flight at once (its share of the socket pool). */
  upstreamShare: number;
  /** Request-body bytes in flight at most (each body reserves its declared length); over it: 503. */
  bodyBudgetBytes: number;
  /** Uploads (multipart calls) running at once per address group; over it: 429. */
  uploadsPerClient: number;
  /** Password checks (PASSWORD_CALLS) upstream at once; the rest wait in the password gate's queue. */
  passwordChecksInFlight: number;
  /** Password checks waiting at most; over it the lowest standing is refused at once (429). */
  passwordChecksQueued: number;
  /** Longest wait for a password check's place, well under `upstreamTimeoutMs`; then 429. */
  passwordCheckWaitMs: number;
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
  /** Fetch for beacon forwards: its own, smaller socket pool, so a flood never starves `fetch`. */
  beaconFetch: typeof globalThis.fetch;
  /** A brotli compressor for JSON answers (the Node entry gives one); without it, gzip only. */
  brotli?: BrotliStream;
  /** The beacon's bounded forward queue; its `stats()` shows what was dropped. */
  beaconQueue: BeaconQueue;
  /** Request bodies in flight (bytes, and uploads per address group); its `stats()` shows refusals. */
  bodyBudget: BodyBudget;
  /** Password checks upstream at once, and the order of those waiting. */
  passwordGate: PasswordGate;
  /** Per-client token buckets, per route class; null turns a class off. */
  rateLimits: RateLimitRules;
  /** Ceilings across every client per route class, one for anonymous requests and one for sessions; null: none. */
  globalRateLimits: RateLimitRules;
  /** Where the buckets live: in memory (default, bounded by `limits.rateLimitEntries`) or shared. */
  rateLimitStore: RateLimitStore;
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
  /** Each request refused by a rate limit or the upstream share (the Node entry counts them into one line per client and interval). */
  onRefused: (c: Context, refusal: Refusal) => void;
  /** True once the host is shutting down gracefully; the health route then answers 503 "draining". */
  draining: () => boolean;
}

/** `csp` plus the chat widget's https origin (script, its API and its frames), when one is set. */
export function withChatWidget(csp: CspAdditions, origin: string | undefined): CspAdditions {
  if (!origin) return csp;
  return { scriptSrc: [...csp.scriptSrc, origin], connectSrc: [...csp.connectSrc, origin], frameSrc: [...csp.frameSrc, origin] };
}

/** The social SDK origins (Facebook, Google, LINE). */
export const SOCIAL_CSP: CspAdditions = {
  scriptSrc: ['https://connect.facebook.net', 'https://accounts.google.com', 'https://static.line-scdn.net'],
  connectSrc: ['https://*.facebook.com', 'https://accounts.google.com', 'https://access.line.me', 'https://api.line.me'],
  frameSrc: ['https://*.facebook.com', 'https://accounts.google.com', 'https://access.line.me'],
};

export const DEFAULT_LIMITS: EdgeLimits = {
  bodyBytes: 8 * 1024 * 1024,
  beaconBytes: 64 * 1024,
  upstreamTimeoutMs: 9000,
  beaconInFlight: 4,
  beaconQueued: 256,
  rateLimitEntries: 100_000,
  upstreamBodyIdleMs: 15_000,
  jsonDepth: 32,
  // An eighth of the Node entry's 256-socket pool: a carrier NAT's players still get plenty (a call
  // holds its place for milliseconds), and a stalling client leaves the rest to others.
  upstreamShare: 32,
  // About a dozen 6 MiB uploads at once; three quarters for uploads (body-budget.ts).
  bodyBudgetBytes: 96 * 1024 * 1024,
  uploadsPerClient: 2,
  // The sandbox hashes two at once and serves waiting addresses longest-waiting first: four in
  // flight, three of them never a suspect's, keep it busy while a real login finds a hasher free
  // (attack scenario 9: with eight, any of them a suspect's, 3.4 s against 0.5 s idle).
  passwordChecksInFlight: 4,
  passwordChecksQueued: 64,
  passwordCheckWaitMs: 3000,
};

/** Options every host must give; the rest default to production values (limits one by one). */
export type EdgeInput = Pick<EdgeOptions, 'upstreamUrl' | 'assets'> & Partial<Omit<EdgeOptions, 'limits'>> & { limits?: Partial<EdgeLimits> };

/** Fills every option not given with its production default. */
export function withDefaults(options: EdgeInput): EdgeOptions {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const fetch: typeof globalThis.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return {
    appId: 'ph-casino',
    appWebName: DEFAULT_APP_WEB_NAME,
    appVersion: APP_VERSION,
    channel: CHANNEL,
    fetch,
    beaconFetch: fetch,
    rateLimits: DEFAULT_RATE_LIMITS,
    globalRateLimits: DEFAULT_GLOBAL_RATE_LIMITS,
    now: () => Date.now(),
    maintenanceTtlMs: 5000,
    maintenanceWaitMs: 200,
    trustProxy: false,
    clientIp: () => undefined,
    csp: SOCIAL_CSP,
    logError: (error) => console.error('[edge]', error),
    onRefused: () => undefined,
    draining: () => false,
    ...options,
    upstreamUrl: options.upstreamUrl.replace(/\/+$/, ''),
    limits,
    // Built here only when not given, so each app gets its own.
    beaconQueue: options.beaconQueue ?? createBeaconQueue({ maxInFlight: limits.beaconInFlight, maxQueued: limits.beaconQueued }),
    bodyBudget: options.bodyBudget ?? createBodyBudget({ capacity: limits.bodyBudgetBytes, uploadShare: UPLOAD_SHARE, uploadsPerClient: limits.uploadsPerClient }),
    passwordGate:
      options.passwordGate ??
      createPasswordGate({ inFlight: limits.passwordChecksInFlight, queued: limits.passwordChecksQueued, waitMs: limits.passwordCheckWaitMs }),
    rateLimitStore: options.rateLimitStore ?? createMemoryRateLimitStore({ maxEntries: limits.rateLimitEntries }),
  };
}
