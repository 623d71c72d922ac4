// Activity state: banners, popups and where an activity leads.
import type { ACTIVITIES_SCHEMAS } from './activities.schemas';
import { callFactory, tableOf } from './call-row';

/** Banner click kinds (spec section 2 "Banner and activity clicks"). */
export const ClickType = { internal: 1, startGame: 2, externalLink: 3 } as const;
export type ClickType = (typeof ClickType)[keyof typeof ClickType];

/** One activity of the activity state (`getActivityIds`). */
export interface ActivityInfo {
  /** Activity id from the spec's enumeration (VIP 8, FreeSign 36, LuckyJackpot 47 ...). */
  id: number;
  title: string;
  /** Banner image: a same-origin path or an https URL. */
  banner: string;
  sort: number;
  /** 1: shown as a popup once per session. */
  type: number;
  /** 20 opens the spin modal. */
  clickAction: number;
  clickType: ClickType;
  /** 0: guests are sent to login. */
  unloginShowStatus: 0 | 1;
  /** Overrides the activity-to-route map when set (internal path or https URL). */
  themeUrl: string;
  /** clickType 2: the game to start. */
  gameId: number;
  /** clickType 3: the external link (https only is followed). */
  linkUrl: string;
}

export interface ActivitiesResponses {
  /** Activity state: banners and popups. Answers guests too. */
  getActivityIds: { activityMap: Record<string, ActivityInfo>; activityIds: number[]; hasTurntable: boolean; totalRecharge: number };
}

const call = /*#__PURE__*/ callFactory<typeof ACTIVITIES_SCHEMAS, ActivitiesResponses>();

export const getActivityIds = /*#__PURE__*/ call('getActivityIds', { session: 'optional' });

export const ACTIVITIES_CALLS = /*#__PURE__*/ tableOf(getActivityIds);
