// Start-up: theme, preLogin and (for Filipino players) the Filipino catalog in parallel; then the
// cover goes and pages render. A network failure leaves a retry screen, never a blank page.
import { call } from '../api/http';
import { atom } from 'nanostores';
import type { CoreResponses } from '../../contract/core';
import { ErrorCode } from '../../contract/call-row';
import { ApiError, isApiCode } from '../api/errors';
import * as coreCalls from '../../contract/core';
import { deviceId, deviceModel, os } from '../lib/device';
import { navigate } from '../lib/navigate';
import { nextTask } from '../lib/next-task';
import { href, routeNameOf } from '../../contract/route-paths';
import { $activityState } from './activities';
import { cachedGameListVersion, setConfig, applyOfflineConfig } from './config';
import { $online, setOnline } from './connection';
import { loadLocaleCatalogs } from './locale';
import { $afterLoginInfo, $isLoggedIn, clearSession, setUser } from './session';
import { $awardFlags } from './awards';
import { loadTheme } from './theme';

export type BootState = 'loading' | 'ready' | 'failed';
export const $bootState = atom<BootState>('loading');

/**
 * Calls preLogin with this device's facts (and the cached game list version, if any); in the
 * Android wrapper also its push token and device facts (the wrapper is detected here, at start-up).
 */
export async function callPreLogin(options: { silentTimeout?: boolean } = {}): Promise<CoreResponses['preLogin']> {
  // Only the wrapper loads the module that asks it (a browser's first paint does not carry it);
  // should that chunk fail to load, start-up goes on without the facts.
  // (A plain look at the global: the bridge's own module stays out of the first paint too.)
  const native = (globalThis as { AndroidBridge?: unknown }).AndroidBridge ? await import('../lib/native-facts').then((m) => m.nativePreLoginFacts(), () => ({})) : {};
  const ask = (gameListVersion?: number) =>
    call(coreCalls.preLogin, { deviceId: deviceId(), os: os(), deviceModel: deviceModel(), gameListVersion, ...native }, { silentTimeout: options.silentTimeout });
  const answer = await ask(cachedGameListVersion());
  if (!answer.gameListDelta) return answer;
  // Only what changed since our list came, merged by a module only this needs. No list to merge
  // into (another tab replaced it), or no module: ask again for the whole list.
  return (await import('./game-list-delta').then((module) => module.withGameList(answer), () => undefined)) ?? ask();
}

async function preLogin(): Promise<CoreResponses['preLogin']> {
  try {
    return await callPreLogin();
  } catch (e) {
    // Our token is no longer valid: forget it (no redirect; the player is simply a guest) and
    // ask again without it, to get the config.
    if (!isApiCode(e, ErrorCode.unauthorized)) throw e;
    clearSession();
    return callPreLogin();
  }
}

/** Applies a preLogin answer: config, user, and the maintenance redirect. */
export function applyPreLogin(answer: CoreResponses['preLogin']): void {
  if (answer.config) setConfig(answer.config);
  // The after-login info loads when the app shows (the route guard listens to it).
  if (answer.user && answer.user.id) setUser(answer.user);
  const onMaintenancePage = routeNameOf(location.pathname) === 'maintenance';
  if (answer.maintenance?.status === 1 && !onMaintenancePage) navigate(href('maintenance'), { replace: true });
  // A reload of the maintenance screen once it is over opens the app.
  else if (answer.maintenance?.status !== 1 && onMaintenancePage) navigate(href('home'), { replace: true });
}

/** Runs the start-up sequence; ends in 'ready' or 'failed'. */
export async function boot(): Promise<BootState> {
  $bootState.set('loading');
  // An invite link may land on any page: its code is kept until the player registers
  // (stores/invite-capture.ts, loaded only for such a link).
  if (/[?&]invite(?:Code)?=/.test(location.search)) import('./invite-capture').then((m) => m.captureInvite(), () => undefined);
  // The call start-up waits on longest goes first. Each call after it starts in a task of its own:
  // a first use of storage, cookies or the URL parser costs tens of milliseconds on a slow phone,
  // and together they made one long task.
  const answer = preLogin();
  answer.catch(() => undefined); // handled below, after the other calls have started
  await nextTask();
  // The built-in look is a fine fallback when the theme cannot load.
  const theme = loadTheme().catch(() => undefined);
  await nextTask();
  const catalogs = loadLocaleCatalogs();
  // Home's first banner is what a first visit waits for longest: its list loads beside preLogin,
  // not after the lobby renders (it answers guests and members; it stays mounted for the popups).
  if (routeNameOf(location.pathname) === 'home') $activityState.listen(() => undefined);
  let releaseMemberData = (): void => undefined;
  try {
    applyPreLogin(await answer);
    // A signed-in player's first screen shows the after-login info and the red dots (the award
    // flags): their calls go now, in a task of their own, rather than from the first render (their
    // two fetches ran in its task, and about 600 ms later in a 4x CPU trace). Held until that
    // render holds them itself.
    if ($isLoggedIn.get()) {
      const held = [$afterLoginInfo.listen(() => undefined), $awardFlags.listen(() => undefined)];
      releaseMemberData = () => setTimeout(() => held.forEach((release) => release()), 0);
      await nextTask();
    }
  } catch (e) {
    await theme;
    // No connection (a reload on the bus): the app opens with the last config and says it is
    // offline, and asks again once the phone is back online.
    const offline = e instanceof ApiError && e.kind === 'network';
    if (!offline || !applyOfflineConfig()) {
      $bootState.set('failed');
      return 'failed';
    }
    setOnline(false);
    const unbind = $online.listen((online) => {
      if (!online) return;
      unbind();
      preLogin().then(applyPreLogin, () => undefined);
    });
  }
  await Promise.all([theme, catalogs]);
  $bootState.set('ready');
  releaseMemberData();
  return 'ready';
}

let pageDrawn: () => void = () => undefined;
/** Settles once the app's first page is drawn (app-frame.tsx): the cover may go then. */
export const firstPageDrawn = new Promise<void>((resolve) => {
  pageDrawn = resolve;
});
/** Says the first page is drawn (app-frame.tsx); later calls do nothing. */
export const markFirstPageDrawn = (): void => pageDrawn();

/** Hides the cover view of index.html (after boot). */
export function hideCover(): void {
  const cover = document.getElementById('cover');
  if (!cover) return;
  cover.classList.add('cover-hidden');
  cover.setAttribute('aria-hidden', 'true');
  setTimeout(() => cover.remove(), 300);
}
