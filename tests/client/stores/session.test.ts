import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallResponse } from '../../../contract/all';
import type { AuthResult } from '../../../contract/auth';
import type { UserInfo } from '../../../contract/session';
import { buildUser } from '../../builders';
import { fakeApi, FakeNetworkError, type FakeApi } from '../fake-api';

const socialLogout = vi.fn(async () => undefined);
vi.mock('../../../client/lib/social/social-login', () => ({ socialLogout }));

const user = (fields: Partial<UserInfo> = {}): UserInfo =>
  buildUser({ id: 7, uuid: 'u7', account: 'player7', nickname: 'Seven', mobile: '', coin: 12345, hasPassword: true, ...fields });

const auth = (fields: Partial<UserInfo> = {}): AuthResult => ({ token: 'tok-7', user: user(fields) });

const afterLogin = { appGameDataUser: { gameLikes: [], gameHistory: [] }, inviteCode: 'INV', aid: 1, activityIds: [8, 47] };
const refreshed = (fields: Partial<CallResponse<'refreshData'>> = {}): CallResponse<'refreshData'> => ({
  coin: 999,
  lottery: 0,
  vip: 2,
  vipExp: 5,
  userLevel: 1,
  bet: 3,
  hasPassword: true,
  ...fields,
});

let api: FakeApi;
/** The calls made, in order. */
const calls = () => api.fetch.mock.calls.map(([url]) => String(url).replace('/app/v1/', ''));

// Fresh module state per test: the session reads localStorage when it loads.
async function load() {
  vi.resetModules();
  const session = await import('../../../client/stores/session');
  const activities = await import('../../../client/stores/activities');
  return { ...session, ...activities };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
  socialLogout.mockClear();
  api = fakeApi({ getAfterLoginInfoWeb: afterLogin, logout: {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session store', () => {
  it('signIn persists the token and user and loads the after-login info (the app listens)', async () => {
    const s = await load();
    // RouteView listens to the activity ids all the time.
    const stop = s.$activityIds.listen(() => undefined);
    s.signIn(auth());
    expect(localStorage.getItem('access_token')).toBe('tok-7');
    expect(s.$token.get()).toBe('tok-7');
    expect(s.$user.get()?.id).toBe(7);
    expect(s.$isLoggedIn.get()).toBe(true);
    await settle();
    expect(calls()).toContain('getAfterLoginInfoWeb');
    expect(s.$activityIds.get()).toEqual([8, 47]);
    expect(s.$activityIds.get()).toContain(47);
    stop();
  });

  it('restores the session from localStorage on load', async () => {
    const first = await load();
    first.signIn(auth());
    const second = await load();
    expect(second.$token.get()).toBe('tok-7');
    expect(second.$user.get()?.nickname).toBe('Seven');
  });

  it('a user with id 0 is not logged in', async () => {
    const s = await load();
    s.signIn(auth({ id: 0 }));
    expect(s.$isLoggedIn.get()).toBe(false);
  });

  it("signOut('user') logs out server side, clears token, user and per-user stores, leaves the provider, goes home", async () => {
    const s = await load();
    const stop = s.$activityIds.listen(() => undefined);
    s.signIn(auth(), { provider: 5 });
    await settle();
    expect(s.$activityIds.get()).toEqual([8, 47]);
    history.replaceState(null, '', '/member');
    await s.signOut('user');
    expect(calls()).toContain('logout');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user_info')).toBeNull();
    expect(s.$token.get()).toBeNull();
    expect(s.$user.get()).toBeNull();
    expect(s.$isLoggedIn.get()).toBe(false);
    expect(s.$afterLoginInfo.get().data).toBeUndefined();
    expect(s.$activityIds.get()).toBeNull();
    await settle();
    expect(socialLogout).toHaveBeenCalledWith(5);
    // The player asked to leave: home, not the login form (docs/decisions.md).
    expect(location.pathname + location.search).toBe('/');
    stop();
  });

  it('closes the old session\'s sheets and dialogs', async () => {
    const s = await load();
    const { $modals, openModal } = await import('../../../client/stores/modals');
    s.signIn(auth());
    openModal({ name: 'bankruptcy' });
    await s.signOut('unauthorized');
    expect($modals.get()).toEqual([]);
  });

  it('a session that ended by itself lands on login, on the account tab when an account name was remembered (never a password)', async () => {
    const s = await load();
    s.signIn(auth(), { rememberAccount: 'player7' });
    await s.signOut('unauthorized');
    expect(s.rememberedAccount()).toBe('player7');
    expect(location.pathname + location.search).toBe('/auth/login?type=account');
    expect(JSON.stringify({ ...localStorage })).not.toContain('password');
  });

  it("signOut('unauthorized') does not call logout and skips the provider when there was none", async () => {
    const s = await load();
    s.signIn(auth());
    await settle();
    api.fetch.mockClear();
    await s.signOut('unauthorized');
    expect(calls()).not.toContain('logout');
    expect(s.$token.get()).toBeNull();
    await settle();
    expect(socialLogout).not.toHaveBeenCalled();
  });

  it('a logout failure still ends the session locally', async () => {
    const s = await load();
    s.signIn(auth());
    await settle();
    api.answer('logout', new FakeNetworkError('offline'));
    await s.signOut('user');
    expect(s.$token.get()).toBeNull();
  });

  it('token removal in another tab signs this tab out', async () => {
    const s = await load();
    s.signIn(auth());
    await settle();
    const stop = s.watchOtherTabs();
    // The other tab removed it; this tab only hears the event.
    localStorage.removeItem('access_token');
    dispatchEvent(new StorageEvent('storage', { key: 'access_token', oldValue: 'tok-7', newValue: null }));
    await settle();
    stop();
    expect(s.$token.get()).toBeNull();
    expect(s.$user.get()).toBeNull();
    expect(location.pathname).toBe('/auth/login');
  });

  it('ignores storage events for other keys', async () => {
    const s = await load();
    s.signIn(auth());
    const stop = s.watchOtherTabs();
    dispatchEvent(new StorageEvent('storage', { key: 'locale', newValue: null }));
    await settle();
    stop();
    expect(s.$token.get()).toBe('tok-7');
  });

  it('refreshBalance merges refreshData into the user', async () => {
    const s = await load();
    api.answer('refreshData', refreshed({ hasPassword: false }));
    s.signIn(auth());
    await s.refreshBalance();
    expect(s.$user.get()).toMatchObject({ coin: 999, vip: 2, hasPassword: false, nickname: 'Seven' });
  });

  it('keeps the time the balance was read with the saved record: a new balance moves it, other fields and a logout do not keep it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(1_000_000);
      const s = await load();
      s.signIn(auth());
      expect(s.$balanceAt.get()).toBe(1_000_000);
      vi.setSystemTime(2_000_000);
      s.patchUser({ nickname: 'Renamed' });
      expect(s.$balanceAt.get()).toBe(1_000_000);
      s.patchUser({ coin: 500 });
      expect(s.$balanceAt.get()).toBe(2_000_000);
      // A restart (offline) reads both back.
      const again = await load();
      expect([again.$user.get()?.coin, again.$balanceAt.get()]).toEqual([500, 2_000_000]);
      again.clearSession();
      expect(localStorage.getItem('balance_at')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("a refreshData answer arriving after another player signed in is dropped", async () => {
    const s = await load();
    s.signIn(auth());
    let answer!: (payload: CallResponse<'refreshData'>) => void;
    api.answer('refreshData', () => new Promise((resolve) => (answer = resolve)));
    const refreshing = s.refreshBalance();
    // The mutation's module loads with the first refresh; then the request goes.
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(s.$balanceRefreshing.get()).toBe(true);
    s.clearSession();
    s.signIn({ token: 'tok-8', user: user({ id: 8, coin: 50 }) });
    answer(refreshed());
    await refreshing;
    expect(s.$user.get()).toMatchObject({ id: 8, coin: 50 });
    expect(s.$balanceRefreshing.get()).toBe(false);
  });

  it('after-login info arriving after a logout is dropped', async () => {
    const s = await load();
    const stop = s.$activityIds.listen(() => undefined);
    s.signIn(auth());
    expect(calls()).toContain('getAfterLoginInfoWeb');
    await s.signOut('unauthorized');
    await settle();
    expect(s.$activityIds.get()).toBeNull();
    stop();
  });
});
