// What request bodies may hold in memory at once. A flood of large bodies (250 connections with
// 6 MiB each once took the edge from 211 MB to 1.7 GB) is refused before it is read: each body
// reserves its declared length (or its call's limit when it has none) in one global budget and
// gives it back when its call ends, and uploads from one address group run a few at a time.
// Uploads stream through (operator-multipart.ts) and hold a few chunks each, not their size: for
// them the budget bounds how many run at once.
import type { Context } from 'hono';
import { jsonException } from './errors';

/** Part of the budget uploads may hold; the rest stays for JSON calls. */
export const UPLOAD_SHARE = 0.75;

/** Seconds a client is told to wait when the budget or its upload slots are full. */
export const BUSY_RETRY_AFTER_S = 5;

export interface BodyBudgetStats {
  /** Bytes reserved by bodies being read or forwarded now. */
  inFlight: number;
  /** Largest `inFlight` seen since the start. */
  peak: number;
  /** Bodies refused for want of budget since the start. */
  refused: number;
}

export interface BodyBudget {
  /** Reserves `bytes` (uploads only up to `uploadShare` of the whole) or throws a 429 JSON exception (a 503 is maintenance to the app, spec §8); returns the release. */
  reserve(bytes: number, upload: boolean): () => void;
  /** Takes one of `key`'s upload slots or throws a 429 JSON exception; returns the release. */
  uploadSlot(key: string | undefined): () => void;
  stats(): BodyBudgetStats;
}

export interface BodyBudgetOptions {
  /** Bytes of request bodies in flight at most. */
  capacity: number;
  /**
   * Part of `capacity` uploads may use: the rest stays for JSON calls, so a login or a deposit
   * still goes through while uploads fill theirs.
   */
  uploadShare: number;
  /** Uploads running at once per address group (clientKey). */
  uploadsPerClient: number;
  /**
   * Called once the budget has been idle for a second after at least `BURST_BYTES` went through
   * it: the Node entry runs a full garbage collection there, so the memory of a flood comes back.
   */
  afterBurst?: () => void;
}

/** Bytes through the budget after which an idle moment calls `afterBurst`. */
const BURST_BYTES = 32 * 1024 * 1024;
const BURST_QUIET_MS = 1000;

const once = (release: () => void): (() => void) => {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    release();
  };
};

export function createBodyBudget(options: BodyBudgetOptions): BodyBudget {
  let inFlight = 0;
  let peak = 0;
  let refused = 0;
  const uploads = new Map<string, number>();
  const uploadCeiling = Math.floor(options.capacity * options.uploadShare);
  const busy = { 'retry-after': String(BUSY_RETRY_AFTER_S), connection: 'close' };
  let sinceBurst = 0;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const released = (bytes: number) => {
    inFlight -= bytes;
    sinceBurst += bytes;
    if (inFlight > 0 || sinceBurst < BURST_BYTES || !options.afterBurst || quiet) return;
    quiet = setTimeout(() => {
      quiet = undefined;
      if (inFlight > 0) return;
      sinceBurst = 0;
      options.afterBurst?.();
    }, BURST_QUIET_MS);
  };

  return {
    reserve(bytes, upload) {
      if (inFlight + bytes > (upload ? uploadCeiling : options.capacity)) {
        refused += 1;
        throw jsonException(429, 'The server is busy receiving other uploads. Try again in a few seconds.', busy);
      }
      inFlight += bytes;
      peak = Math.max(peak, inFlight);
      return once(() => released(bytes));
    },
    uploadSlot(key) {
      const slot = key ?? '';
      const running = uploads.get(slot) ?? 0;
      if (running >= options.uploadsPerClient) {
        throw jsonException(429, 'Too many uploads at once from your network. Wait for the others to finish.', busy);
      }
      uploads.set(slot, running + 1);
      return once(() => {
        const left = (uploads.get(slot) ?? 1) - 1;
        // Deleted at zero so the map holds only groups with uploads running.
        if (left > 0) uploads.set(slot, left);
        else uploads.delete(slot);
      });
    },
    stats: () => ({ inFlight, peak, refused }),
  };
}

/** True when the request carries a bearer token (checked by the upstream; here only its presence). */
export function hasBearerToken(c: Context): boolean {
  return /^Bearer\s+\S+/i.test(c.req.header('authorization') ?? '');
}

/** The body's declared length when it is a valid one, else undefined (chunked, or garbage left to readLimitedBody). */
export function declaredLength(c: Context): number | undefined {
  const declared = c.req.header('content-length')?.trim();
  return declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : undefined;
}
