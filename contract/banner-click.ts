// What a banner (activity) click does, as data and one pure function (spec section 2, "Banner and
// activity clicks" and "Activity to route map"). The lobby performs the decided action.
import { ClickType, type ActivityInfo } from './activities';
import { safeExternalUrl, safeInternalPath } from './safe-url';
import { href, pageExists } from './route-paths';
import { ActivityId } from './activity-ids';


/**
 * The activity-to-route map: where a clickType 1 banner goes (a themeUrl overrides it). Pages that
 * exist are linked by route name; the spec paths of pages still to come stay as written, and the
 * banner is not shown until their routes join route-paths.ts (bannerClickAction's dead-end rule).
 */
export const ACTIVITY_ROUTES: Readonly<Record<number, string>> = {
  [ActivityId.VIP]: href('vipLevel'),
  // Not in the spec's table (contract addition): the VIP bet rebate's own page.
  [ActivityId.vipRebate]: href('vipRebate'),
  [ActivityId.Bind]: href('authBind'),
  [ActivityId.Agent5]: href('agent'),
  [ActivityId.AccumulatedRecharge]: href('bonusRebate'),
  [ActivityId.Fund]: href('activityBank'),
  [ActivityId.FollowRewards]: href('activityFollow'),
  [ActivityId.FreeSign]: href('activitySignIn'),
  // Not in the spec's map: the free login bonus is a card of the sign-in page.
  [ActivityId.FreeLoginBonus]: href('activitySignIn'),
  [ActivityId.Tasks]: href('bonusTasks'),
  [ActivityId.Tasks1]: href('bonusTasks'),
  [ActivityId.FirstDeposit]: href('activityFirstDeposit'),
  [ActivityId.points]: '/points',
  [ActivityId.SlotsHack]: href('activitySlotsHack'),
  [ActivityId.InviteUserSpin]: href('activitySpin'),
  [ActivityId.Lottery]: '/activity/lottery',
  // Not in the spec's table: the jackpot ranking's page.
  [ActivityId.Rank]: href('rank'),
  [ActivityId.defaultEntry]: '/wallets?name=deposit',
};

/** Click actions that open a modal instead of following the click type. */
export const SPIN_CLICK_ACTION = 20;
export const MODAL_RULES: readonly { match: (activity: ActivityInfo) => boolean; modal: string }[] = [
  // The spin modal is the invite wheel's (modal 'inviteSpin', the same the popup queue opens).
  { match: (activity) => activity.clickAction === SPIN_CLICK_ACTION, modal: 'inviteSpin' },
  { match: (activity) => activity.id === ActivityId.LuckyJackpot, modal: 'jackpot' },
];

export type BannerAction =
  | { kind: 'navigate'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'modal'; name: string }
  | { kind: 'login' }
  | { kind: 'none' }
  /** A target this release does not have (a page not in the route table, a modal not built): not shown. */
  | { kind: 'unavailable' };

interface ClickContext {
  loggedIn: boolean;
  hasModal: (name: string) => boolean;
  /** Whether an in-app path opens a page; default: the route table. */
  hasPage?: (path: string) => boolean;
}

/** A themeUrl or link as an action: a same-origin path navigates, https opens a tab, anything else nothing. */
function linkAction(url: string): BannerAction {
  const path = safeInternalPath(url);
  if (path) return { kind: 'navigate', path };
  return externalAction(url);
}

function externalAction(url: string): BannerAction {
  const safe = safeExternalUrl(url);
  return safe ? { kind: 'external', url: safe } : { kind: 'none' };
}

/**
 * Decides what clicking an activity's banner does. A target the app does not have (a path outside
 * the route table; a modal this release lacks) is 'unavailable',
 * for a guest too (logging in would lead nowhere).
 */
export function bannerClickAction(activity: ActivityInfo, context: ClickContext): BannerAction {
  const action = memberAction(activity, context);
  if (action.kind === 'navigate' && !(context.hasPage ?? pageExists)(action.path)) return { kind: 'unavailable' };
  if (action.kind !== 'unavailable' && !context.loggedIn && activity.unloginShowStatus === 0) return { kind: 'login' };
  return action;
}

/** True when the banner's target does not exist in this release (the carousel leaves it out). */
export const isDeadEnd = (activity: ActivityInfo, hasModal: (name: string) => boolean, hasPage?: (path: string) => boolean): boolean =>
  bannerClickAction(activity, { loggedIn: true, hasModal, hasPage }).kind === 'unavailable';

/**
 * A banner the player has nothing left to do with: "Bind your mobile" once a phone is linked (it
 * would lead to a form that refuses a second one). The sandbox leaves it out of the player's
 * activity state; the app also hides it, for an operator that sends it all the same.
 */
export const isDone = (activity: Pick<ActivityInfo, 'id'>, mobile: string | null | undefined): boolean => activity.id === ActivityId.Bind && !!mobile;

function memberAction(activity: ActivityInfo, context: ClickContext): BannerAction {
  const modalRule = MODAL_RULES.find((rule) => rule.match(activity));
  if (modalRule) return context.hasModal(modalRule.modal) ? { kind: 'modal', name: modalRule.modal } : { kind: 'unavailable' };
  switch (activity.clickType) {
    case ClickType.internal: {
      const themeUrl = activity.themeUrl?.trim();
      if (themeUrl) return linkAction(themeUrl);
      const path = ACTIVITY_ROUTES[activity.id];
      return path ? { kind: 'navigate', path } : { kind: 'none' };
    }
    case ClickType.startGame: {
      if (!Number.isInteger(activity.gameId) || activity.gameId <= 0) return { kind: 'none' };
      return { kind: 'navigate', path: href('gameStart', { query: { gameId: activity.gameId, activityId: activity.id } }) };
    }
    case ClickType.externalLink:
      return externalAction(activity.linkUrl);
    default:
      return { kind: 'none' };
  }
}
