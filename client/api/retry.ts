// Retries of read calls (contract/idempotent-calls.ts) that got no answer worth keeping: no
// network, a 502 (the operator unreachable) or a 429 (too many calls). At most three retries, 500 ms
// doubling up to 15 s, jittered so a crowd of phones does not come back in step. One wait is shared
// by every caller: when the operator struggles, ten pages' calls wait on one clock instead of each
// counting down its own and arriving together, and each failure lengthens that one wait. The wait
// stands still while the phone is offline (a request then cannot succeed) and goes on once it is
// back. Writes are never retried: a lost answer does not mean the payment did not happen.
// A chunk of its own (dist/retry, precached): http.ts loads it at the first failure, so the first
// paint carries none of it.
import { isIdempotent } from '../../contract/idempotent-calls';
import { isRetryable } from './errors';

/** The schedule: retries per call, the first wait, the longest wait. */
export const RETRY_SCHEDULE = { retries: 3, firstMs: 500, capMs: 15_000 } as const;

/**
 * The wait after `failures` failures in a row (0: the first): 500 ms doubling, capped at 15 s,
 * then jittered to between half of it and all of it ("equal jitter": never an instant retry).
 */
export function backoffMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_SCHEDULE.capMs, RETRY_SCHEDULE.firstMs * 2 ** failures);
  return ceiling / 2 + (random() * ceiling) / 2;
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/** Resolves after `ms` of online time: the clock stops on 'offline' and goes on from where it was on 'online'. */
function onlineDelay(ms: number): Promise<void> {
  return new Promise((resolve) => {
    let left = ms;
    let startedAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      if (timer !== undefined) return;
      startedAt = Date.now();
      timer = setTimeout(done, left);
    };
    const pause = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      left = Math.max(0, left - (Date.now() - startedAt));
    };
    function done() {
      removeEventListener('online', run);
      removeEventListener('offline', pause);
      resolve();
    }
    addEventListener('online', run);
    addEventListener('offline', pause);
    if (isOnline()) run();
  });
}

// The shared wait: failures in a row across all callers, and the wait running now (callers that
// fail meanwhile join it rather than starting their own).
let failuresInRow = 0;
let shared: Promise<void> | null = null;

function sharedWait(): Promise<void> {
  shared ??= onlineDelay(backoffMs(failuresInRow++)).then(() => {
    shared = null;
  });
  return shared;
}

/** Forgets the failures in a row (for tests; a success does it too). */
export function resetRetries(): void {
  failuresInRow = 0;
  shared = null;
}

/**
 * Retries `attempt` (one request of call `name`) after `error`, its first failure, when the call
 * only reads and the failure may pass; otherwise throws `error`. Resolves with the first success.
 */
export async function retryRead<T>(name: string, attempt: () => Promise<T>, error: unknown, signal?: AbortSignal): Promise<T> {
  if (!isIdempotent(name)) throw error;
  for (let retry = 0; isRetryable(error) && retry < RETRY_SCHEDULE.retries; retry++) {
    await sharedWait();
    if (signal?.aborted) break;
    try {
      const result = await attempt();
      failuresInRow = 0;
      return result;
    } catch (e) {
      error = e;
    }
  }
  throw error;
}
