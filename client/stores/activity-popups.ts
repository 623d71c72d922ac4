// The automatic activity popups (spec section 4): activities of type 1 show once per session, in
// sort order, one at a time, through the popup queue (stores/modals.ts), which never opens one
// over another modal (the age notice, a login modal) or on a route that does not allow it (a
// game in progress). Notice (25), first deposit (44, 39) and invite spin (20) each open their own
// modal; the download popup (32) is skipped in the native wrapper, the installed PWA, iOS Chrome
// and for guests, by the one detection of lib/app-shell.ts that /download follows too. Pure rules first, then the watcher that queues them.
import type { ActivitiesResponses, ActivityInfo } from '../../contract/activities';
import { inWrapper, isInstalledPwa, isIosChrome } from '../lib/app-shell';
import { $activityState } from './activities';
import { dropPopup, queuePopups, type ModalSpec } from './modals';
import { $isLoggedIn } from './session';

/** Activity ids with popups of their own (spec section 3). */
export const PopupActivity = { inviteUserSpin: 20, notice: 25, download: 32, firstCharge: 39, firstDeposit: 44 } as const;

/** Type 1: shown as a popup. */
const POPUP_TYPE = 1;

/** What the rules need to know about the player and the device. */
export interface PopupContext {
  loggedIn: boolean;
  native: boolean;
  installedPwa: boolean;
  iosChrome: boolean;
  /** Deposited so far (minor units): the first-deposit offer is for players who have not. */
  totalRecharge: number;
}

/** True when the download popup must not show (spec section 4). The player first: the device facts are read only if needed. */
export const skipDownload = (ctx: PopupContext): boolean => !ctx.loggedIn || ctx.native || ctx.iosChrome || ctx.installedPwa;

/** The modal an activity pops up as, or null when it does not pop up for this player. */
export function popupFor(activity: ActivityInfo, ctx: PopupContext): ModalSpec | null {
  if (activity.type !== POPUP_TYPE) return null;
  // A members-only activity would only send a guest to login.
  if (activity.unloginShowStatus === 0 && !ctx.loggedIn) return null;
  switch (activity.id) {
    case PopupActivity.notice:
      return { name: 'notice', activityId: activity.id };
    case PopupActivity.firstDeposit:
    case PopupActivity.firstCharge:
      return ctx.totalRecharge > 0 ? null : { name: 'firstDeposit', activityId: activity.id };
    case PopupActivity.inviteUserSpin:
      return { name: 'inviteSpin', activityId: activity.id };
    case PopupActivity.download:
      return skipDownload(ctx) ? null : { name: 'download' };
    default:
      return { name: 'activityPopup', activityId: activity.id };
  }
}

/** The popups of an activity state, in sort order (then id), each with its once-per-session key. */
export function activityPopups(state: ActivitiesResponses['getActivityIds'], ctx: PopupContext): { spec: ModalSpec; key: string }[] {
  const listed = new Set(state.activityIds ?? []);
  return Object.values(state.activityMap ?? {})
    .filter((activity) => listed.has(activity.id))
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .flatMap((activity) => {
      const spec = popupFor(activity, ctx);
      return spec ? [{ spec, key: `activity:${activity.id}` }] : [];
    });
}

/**
 * The rules' context, its device facts read only when a rule asks: the display-mode query can
 * force a style recalculation, and a guest's popups never need it.
 */
export function popupContext(loggedIn: boolean, totalRecharge: number): PopupContext {
  return {
    loggedIn,
    totalRecharge,
    get native() {
      return inWrapper();
    },
    get installedPwa() {
      return isInstalledPwa();
    },
    get iosChrome() {
      return isIosChrome();
    },
  };
}

/**
 * Queues the activity popups whenever the activity state arrives (again after a login or logout):
 * below the home guide, first in sort order first, once per session. Returns the stop function,
 * which takes the waiting ones out of the queue.
 */
export function watchActivityPopups(): () => void {
  let queued: string[] = [];
  const drop = () => {
    queued.forEach(dropPopup);
    queued = [];
  };
  const queue = () => {
    const state = $activityState.get().data;
    drop();
    if (!state) return;
    const popups = activityPopups(state, popupContext($isLoggedIn.get(), state.totalRecharge ?? 0));
    queuePopups(popups.map(({ spec, key }, index) => ({ spec, options: { priority: -(index + 1), once: true, key } })));
    queued = popups.map((popup) => popup.key);
  };
  const stop = $activityState.subscribe(queue);
  return () => {
    stop();
    drop();
  };
}
