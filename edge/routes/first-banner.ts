// A `Link: <banner>; rel=preload` hint on the shell of `/`: home's first banner is what a first visit
// waits for longest (its LCP), and without the hint it starts only after the JS has run, preLogin
// and the banner list have answered and home has rendered. The edge knows the guest banner list
// from the upstream (`getActivityIds`, kept for `ttlMs` and refreshed in the background), so the
// image loads beside the JS. The shell waits for it only on the first page after start (at most as
// long as for the maintenance status, in parallel with it); a list still unknown gives no hint.
import { EDGE_CALLS, type CallResponse } from '../../client/api/contract/all';
import { API_BASE } from '../../client/api/contract/call-row';
import type { EdgeOptions } from '../options';
import { fetchWithDeadline } from '../upstream';

type BannerOptions = Pick<EdgeOptions, 'fetch' | 'upstreamUrl' | 'appId' | 'appWebName' | 'appVersion' | 'channel' | 'limits' | 'now'>;
type ActivityInfo = CallResponse<typeof EDGE_CALLS.activityState>['activityMap'][string];
/** The parts of the upstream's answer the hint reads, as loose as an answer may come. */
type BannerList = { activityIds?: unknown; activityMap?: Record<string, Pick<ActivityInfo, 'id' | 'banner' | 'sort'> | null> };

// Only a same-origin path or an https URL of plain characters goes into a header: nothing that
// could end the header value or the link (`>`, `,`, `;`, quotes, spaces, control characters).
const SAFE_URL = /^(?:\/(?!\/)|https:\/\/[a-z0-9.-]+(?::\d{1,5})?\/)[\w\-./~%?=&+]*$/i;

/** The first banner as the client shows it (listed, with an image, by sort then id); undefined if none. */
export function firstBannerUrl(state: BannerList | null | undefined): string | undefined {
  const listed = new Set<unknown>(Array.isArray(state?.activityIds) ? state.activityIds : []);
  const activities = Object.values(state?.activityMap ?? {}).filter(
    (activity): activity is Pick<ActivityInfo, 'id' | 'banner' | 'sort'> => !!activity && listed.has(activity.id) && typeof activity.banner === 'string' && activity.banner !== '',
  );
  activities.sort((a, b) => a.sort - b.sort || a.id - b.id);
  const banner = activities[0]?.banner;
  return banner && banner.length <= 512 && SAFE_URL.test(banner) ? banner : undefined;
}

/** The Link header value preloading `url` as the page's most important image. */
export const bannerPreloadLink = (url: string): string => `<${url}>; rel=preload; as=image; fetchpriority=high`;

export interface FirstBannerHint {
  /**
   * The Link value for the shell of `/`, or undefined. May start a refresh handed to `keep`; waits
   * for it (at most `waitMs`) only while nothing is known yet, as the maintenance check does.
   */
  link(keep?: (refresh: Promise<unknown>) => void): Promise<string | undefined>;
}

/** Keeps the guest's first banner, refreshed at most once per `ttlMs`. */
export function createFirstBannerHint(options: BannerOptions, ttlMs: number, waitMs: number): FirstBannerHint {
  let known: { link: string | undefined; at: number } | undefined;
  let inflight: Promise<void> | undefined;

  const refresh = (): Promise<void> => {
    inflight ??= fetchWithDeadline(
      options.fetch,
      `${options.upstreamUrl}${API_BASE}/${EDGE_CALLS.activityState}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ appId: options.appId, channel: options.channel, appVersion: options.appVersion, appWebName: options.appWebName, platform: 1, clientReferrer: '' }),
      },
      options.limits.upstreamTimeoutMs,
    )
      .then(async (response) => {
        if (!response.ok) {
          await response.body?.cancel();
          throw new Error(`getActivityIds answered HTTP ${response.status}`);
        }
        const url = firstBannerUrl((await response.json()) as BannerList);
        known = { link: url && bannerPreloadLink(url), at: options.now() };
      })
      // Down or garbled: no hint for one TTL, so a dead upstream is not asked on every page.
      .catch(() => {
        known = { link: undefined, at: options.now() };
      })
      .finally(() => {
        inflight = undefined;
      });
    return inflight;
  };

  // Read through a function: TypeScript cannot see `refresh` assign `known` while we wait.
  const latest = (): string | undefined => known?.link;

  return {
    async link(keep) {
      if (known && options.now() - known.at < ttlMs) return known.link;
      const refreshing = refresh();
      keep?.(refreshing);
      if (known) return known.link;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const giveUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
      });
      await Promise.race([refreshing, giveUp]).finally(() => clearTimeout(timer));
      return latest();
    },
  };
}
