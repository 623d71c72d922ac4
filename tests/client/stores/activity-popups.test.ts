// The popup queue's rules for activity popups (spec section 4): type 1 only, in sort order, one at
// a time, once per session; notice, first deposit and invite spin each their own modal; the
// download popup skipped in the native wrapper, the installed PWA, iOS Chrome and for guests;
// never over the age notice or a login modal, never on a route that does not allow popups (a game).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivitiesResponses, ActivityInfo } from '../../../contract/activities';
import { activityPopups, popupContext, popupFor, skipDownload, type PopupContext } from '../../../client/stores/activity-popups';
import { $modals, armPopups, clearPopupQueue, closeAllModals, closeModal, openModal, queuePopups, setPopupScope } from '../../../client/stores/modals';

const activity = (id: number, sort: number, fields: Partial<ActivityInfo> = {}): ActivityInfo => ({
  id,
  title: `Activity ${id}`,
  banner: '',
  sort,
  type: 1,
  clickAction: 0,
  clickType: 1,
  unloginShowStatus: 1,
  themeUrl: '',
  gameId: 0,
  linkUrl: '',
  ...fields,
});

const stateOf = (...activities: ActivityInfo[]): ActivitiesResponses['getActivityIds'] => ({
  activityMap: Object.fromEntries(activities.map((a) => [String(a.id), a])),
  activityIds: activities.map((a) => a.id),
  hasTurntable: false,
  totalRecharge: 0,
});

const member: PopupContext = { loggedIn: true, native: false, installedPwa: false, iosChrome: false, totalRecharge: 0 };
const guest: PopupContext = { ...member, loggedIn: false };
const names = () => $modals.get().map((m) => m.name);
const POPUPS = ['notice', 'firstDeposit', 'inviteSpin', 'download', 'activityPopup'] as const;

/** Queues the popups as the watcher does. */
const queueAll = (state: ActivitiesResponses['getActivityIds'], ctx: PopupContext) =>
  queuePopups(activityPopups(state, ctx).map(({ spec, key }, i) => ({ spec, options: { priority: -(i + 1), once: true, key } })));

beforeEach(() => {
  clearPopupQueue();
  setPopupScope([]);
  closeAllModals();
  sessionStorage.clear();
  localStorage.removeItem('popups_seen');
});
afterEach(() => clearPopupQueue());

describe('activityPopups (the rules)', () => {
  it('takes listed type-1 activities in sort order, each to its own modal', () => {
    const state = stateOf(activity(32, 9), activity(20, 3), activity(25, 1), activity(8, 2, { type: 0 }), activity(44, 5), activity(55, 4));
    const popups = activityPopups(state, member);
    expect(popups.map((p) => p.spec.name)).toEqual(['notice', 'inviteSpin', 'activityPopup', 'firstDeposit', 'download']);
    expect(popups.map((p) => p.key)).toEqual(['activity:25', 'activity:20', 'activity:55', 'activity:44', 'activity:32']);
    expect(activityPopups({ ...state, activityIds: [25] }, member).map((p) => p.key)).toEqual(['activity:25']);
  });

  it('skips the download popup in the native wrapper, the installed PWA, iOS Chrome and for guests', () => {
    const download = activity(32, 1);
    expect(popupFor(download, member)).toEqual({ name: 'download' });
    for (const ctx of [{ ...member, native: true }, { ...member, installedPwa: true }, { ...member, iosChrome: true }, guest]) {
      expect(skipDownload(ctx)).toBe(true);
      expect(popupFor(download, ctx)).toBeNull();
    }
  });

  it('reads the device facts only when a rule needs them: never for a guest (the display-mode query can force a style recalculation)', () => {
    const matchMedia = vi.fn(() => ({ matches: true }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const download = activity(32, 1);
      expect(popupFor(download, popupContext(false, 0))).toBeNull();
      expect(matchMedia).not.toHaveBeenCalled();
      // A member in the installed app (standalone display) is asked, and gets no download popup.
      expect(popupFor(download, popupContext(true, 0))).toBeNull();
      expect(matchMedia).toHaveBeenCalledWith('(display-mode: standalone)');
      matchMedia.mockReturnValue({ matches: false });
      expect(popupFor(download, popupContext(true, 0))).toEqual({ name: 'download' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends guests no members-only popup, and the first-deposit offer only to players who have not deposited', () => {
    expect(popupFor(activity(44, 1, { unloginShowStatus: 0 }), guest)).toBeNull();
    expect(popupFor(activity(44, 1), { ...member, totalRecharge: 10_000 })).toBeNull();
    expect(popupFor(activity(39, 1), member)).toEqual({ name: 'firstDeposit', activityId: 39 });
  });
});

describe('the popup queue with activity popups', () => {
  const state = stateOf(activity(25, 1), activity(20, 2), activity(32, 3));

  // A visit: the first screen idle, the activity popups queued as the watcher does.
  let stopArm = () => {};
  beforeEach(() => {
    stopArm = armPopups();
  });
  afterEach(() => stopArm());
  const nextVisit = () => {
    stopArm();
    clearPopupQueue();
    sessionStorage.clear();
    stopArm = armPopups();
  };

  it('shows one per visit in sort order, the next in a later visit; the download prompt waits for a deposit or win', () => {
    setPopupScope(POPUPS);
    queueAll(state, member);
    expect(names()).toEqual(['notice']);
    closeModal('notice');
    expect(names()).toEqual([]);
    nextVisit();
    setPopupScope(POPUPS);
    queueAll(state, member);
    expect(names()).toEqual(['inviteSpin']);
    closeModal('inviteSpin');
    nextVisit();
    setPopupScope(POPUPS);
    queueAll(state, member);
    // The notice again (shown longest ago); the download prompt is not an opening popup.
    expect(names()).toEqual(['notice']);
  });

  it('shows each once per session', () => {
    setPopupScope(POPUPS);
    queueAll(state, member);
    closeModal('notice');
    clearPopupQueue();
    stopArm = armPopups();
    // The activity state loads again (a new page view, a login): nothing shows twice.
    queueAll(state, member);
    expect(names()).toEqual(['inviteSpin']);
    closeModal('inviteSpin');
    clearPopupQueue();
    stopArm = armPopups();
    queueAll(state, member);
    expect(names()).toEqual([]);
  });

  it('never opens over the age notice or a login modal, and waits for them to close', () => {
    setPopupScope(['ageNotice', ...POPUPS]);
    openModal({ name: 'ageNotice' });
    queueAll(state, member);
    expect(names()).toEqual(['ageNotice']);
    openModal({ name: 'login' });
    closeModal('ageNotice');
    expect(names()).toEqual(['login']);
    closeModal('login');
    expect(names()).toEqual(['notice']);
  });

  it('never opens on a route that allows no popups (a game in progress), and waits for home', () => {
    setPopupScope(['ageNotice']);
    queueAll(state, member);
    expect(names()).toEqual([]);
    setPopupScope(POPUPS);
    expect(names()).toEqual(['notice']);
  });
});
