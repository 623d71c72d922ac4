// Home's first banner is what a first visit waits for longest (its LCP): without the edge it would
// start only after the JS has run, preLogin and the banner list have answered and home has
// rendered. The edge knows the guest banner list from the upstream (`getActivityIds`, kept for
// `ttlMs` and refreshed in the background), so the shell of `/` preloads it (`Link`) and paints it
// in the prerendered frame (shell-banner.ts). The shell waits for the list only on the first page
// after start (at most as long as for the maintenance status, in parallel with it); a list still
// unknown gives neither.
import { EDGE_CALLS, type CallResponse } from '../../contract/all';
import { API_BASE } from '../../contract/call-row';
import { isDeadEnd } from '../../contract/banner-click';
import { hasModal } from '../../contract/modal-names';
import type { EdgeOptions } from '../options';
import { fetchWithDeadline } from '../upstream';

type BannerOptions = Pick<EdgeOptions, 'fetch' | 'upstreamUrl' | 'appId' | 'appWebName' | 'appVersion' | 'channel' | 'limits' | 'now'>;
type ActivityInfo = CallResponse<typeof EDGE_CALLS.activityState>['activityMap'][string];
/** The parts of the upstream's answer the hint reads, as loose as an answer may come. */
type Activity = Pick<ActivityInfo, 'id' | 'banner' | 'sort'> & Partial<ActivityInfo>;
type BannerList = { activityIds?: unknown; activityMap?: Record<string, Activity | null> };

// Only a same-origin path or an https URL of plain characters goes into a header or the shell:
// nothing that could end the header value, the link or an HTML attribute (`>`, `,`, `;`, quotes,
// spaces, control characters, `<`). `&` stays (query strings) and is escaped in the HTML.
const SAFE_URL = /^(?:\/(?!\/)|https:\/\/[a-z0-9.-]+(?::\d{1,5})?\/)[\w\-./~%?=&+]*$/i;

/** The carousel's rule (banner-click.ts): a banner whose target this release lacks is not shown. */
function leadsSomewhere(activity: Activity): boolean {
  try {
    return !isDeadEnd(activity as ActivityInfo, hasModal);
  } catch {
    return false; // a garbled activity (a themeUrl that is no string): the client cannot show it either
  }
}

/**
 * The first banner as the client shows it (listed, with an image, leading somewhere, by sort then
 * id: stores/activities.ts and the carousel); undefined if none.
 */
export function firstBannerUrl(state: BannerList | null | undefined): string | undefined {
  const listed = new Set<unknown>(Array.isArray(state?.activityIds) ? state.activityIds : []);
  const activities = Object.values(state?.activityMap ?? {}).filter(
    (activity): activity is Activity => !!activity && listed.has(activity.id) && typeof activity.banner === 'string' && activity.banner !== '' && leadsSomewhere(activity),
  );
  activities.sort((a, b) => a.sort - b.sort || a.id - b.id);
  const banner = activities[0]?.banner;
  return banner && banner.length <= 512 && SAFE_URL.test(banner) ? banner : undefined;
}

/** The Link header value preloading `url` as the page's most important image. */
export const bannerPreloadLink = (url: string): string => `<${url}>; rel=preload; as=image; fetchpriority=high`;

export interface FirstBannerHint {
  /**
   * The first banner's URL for the shell of `/`, or undefined. May start a refresh handed to
   * `keep`; waits for it (at most `waitMs`) only while nothing is known yet, as the maintenance
   * check does.
   */
  url(keep?: (refresh: Promise<unknown>) => void): Promise<string | undefined>;
}

/** Keeps the guest's first banner, refreshed at most once per `ttlMs`. */
export function createFirstBannerHint(options: BannerOptions, ttlMs: number, waitMs: number): FirstBannerHint {
  let known: { url: string | undefined; at: number } | undefined;
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
        known = { url: firstBannerUrl((await response.json()) as BannerList), at: options.now() };
      })
      // Down or garbled: no hint for one TTL, so a dead upstream is not asked on every page.
      .catch(() => {
        known = { url: undefined, at: options.now() };
      })
      .finally(() => {
        inflight = undefined;
      });
    return inflight;
  };

  // Read through a function: TypeScript cannot see `refresh` assign `known` while we wait.
  const latest = (): string | undefined => known?.url;

  return {
    async url(keep) {
      if (known && options.now() - known.at < ttlMs) return known.url;
      const refreshing = refresh();
      keep?.(refreshing);
      if (known) return known.url;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const giveUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
      });
      await Promise.race([refreshing, giveUp]).finally(() => clearTimeout(timer));
      return latest();
    },
  };
}
