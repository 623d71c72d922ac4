// Home's first banner is what a first visit waits for longest (its LCP): without the edge it would
// start only after the JS has run, preLogin and the banner list have answered and home has
// rendered. The edge knows the guest banner list from the upstream (`getActivityIds`, kept for
// `ttlMs` and refreshed in the background), so the shell of `/` preloads it (`Link`) and paints it
// in the prerendered frame (shell-banner.ts). The shell waits for the list only on the first page
// after start (at most as long as for the maintenance status, in parallel with it); a list still
// unknown gives neither.
import { EDGE_CALLS, type CallResponse } from '../../contract/all';
import { isDeadEnd } from '../../contract/banner-click';
import { hasModal } from '../../contract/modal-names';
import type { EdgeOptions } from '../options';
import { createUpstreamHint, guestCall } from './upstream-hint';

type BannerOptions = Pick<EdgeOptions, 'fetch' | 'upstreamUrl' | 'appId' | 'appWebName' | 'appVersion' | 'channel' | 'limits' | 'now'>;
type ActivityInfo = CallResponse<typeof EDGE_CALLS.activityState>['activityMap'][string];
/** The parts of the upstream's answer the hint reads, as loose as an answer may come. */
type Activity = Pick<ActivityInfo, 'id' | 'banner' | 'sort'> & Partial<ActivityInfo>;
type BannerList = { activityIds?: unknown; activityMap?: Record<string, Activity | null> };

// Only a same-origin path or an https URL of plain characters goes into a header or the shell:
// nothing that could end the header value, the link or an HTML attribute (`>`, `,`, `;`, quotes,
// spaces, control characters, `<`). `&` stays (query strings) and is escaped in the HTML.
export const SAFE_URL = /^(?:\/(?!\/)|https:\/\/[a-z0-9.-]+(?::\d{1,5})?\/)[\w\-./~%?=&+]*$/i;

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

/** The Link header value preloading `url` as the page's most important image (home's banner, the search page's first tiles). */
export const imagePreloadLink = (url: string): string => `<${url}>; rel=preload; as=image; fetchpriority=high`;

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
  const hint = createUpstreamHint(async () => firstBannerUrl((await guestCall(options, EDGE_CALLS.activityState)) as BannerList), options.now, ttlMs, waitMs);
  return { url: (keep) => hint.value(keep) };
}
