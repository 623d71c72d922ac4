// What the edge keeps from a guest's call to the upstream to put into a page's shell (home's first
// banner, the search page's first tiles): kept for `ttlMs` and refreshed in the background; a page
// waits for it (at most `waitMs`) only while nothing is known yet, as the maintenance check does.
import type { CallName } from '../../contract/all';
import { API_BASE } from '../../contract/call-row';
import type { EdgeOptions } from '../options';
import { fetchWithDeadline } from '../upstream';

type GuestCallOptions = Pick<EdgeOptions, 'fetch' | 'upstreamUrl' | 'appId' | 'appWebName' | 'appVersion' | 'channel' | 'limits'>;

/** The upstream's JSON answer to a guest's `call` (with the app's identity and `extra`); throws unless 2xx. */
export async function guestCall(options: GuestCallOptions, call: CallName, extra: Record<string, unknown> = {}): Promise<unknown> {
  const response = await fetchWithDeadline(
    options.fetch,
    `${options.upstreamUrl}${API_BASE}/${call}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...extra, appId: options.appId, channel: options.channel, appVersion: options.appVersion, appWebName: options.appWebName, platform: 1, clientReferrer: '' }),
    },
    options.limits.upstreamTimeoutMs,
  );
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${call} answered HTTP ${response.status}`);
  }
  return response.json();
}

export interface UpstreamHint<T> {
  /** The value, or undefined; may start a refresh handed to `keep` (the request's waitUntil). */
  value(keep?: (refresh: Promise<unknown>) => void): Promise<T | undefined>;
}

/**
 * Keeps what `load` answers (given the last value), refreshed at most once per `ttlMs`. A failed
 * load gives undefined for one TTL, so a dead upstream is not asked on every page.
 */
export function createUpstreamHint<T>(load: (last: T | undefined) => Promise<T | undefined>, now: () => number, ttlMs: number, waitMs: number): UpstreamHint<T> {
  let known: { value: T | undefined; at: number } | undefined;
  let inflight: Promise<void> | undefined;

  const refresh = (): Promise<void> => {
    inflight ??= load(known?.value)
      .then(
        (value) => {
          known = { value, at: now() };
        },
        () => {
          known = { value: undefined, at: now() };
        },
      )
      .finally(() => {
        inflight = undefined;
      });
    return inflight;
  };

  // Read through a function: TypeScript cannot see `refresh` assign `known` while we wait.
  const latest = (): T | undefined => known?.value;

  return {
    async value(keep) {
      if (known && now() - known.at < ttlMs) return known.value;
      const refreshing = refresh();
      keep?.(refreshing);
      if (known) return known.value;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const giveUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
      });
      await Promise.race([refreshing, giveUp]).finally(() => clearTimeout(timer));
      return latest();
    },
  };
}
