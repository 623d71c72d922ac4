import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallResponse } from '../../../contract/all';
import { buildConfig, buildGame, buildUser } from '../../builders';
import { fakeApi, FakeFailure, FakeNetworkError, inTurn, type FakeApi } from '../fake-api';

const config = buildConfig({ v: 3, gameListVersion: 11, h5ClientMode: 1, appGameTypeList: [] });
const theme = { appTheme: { themeName: 'x', themeDomian: '', themeJsonData: '{}' } };
const preLogin = (fields: Partial<CallResponse<'preLogin'>> = {}): CallResponse<'preLogin'> => ({
  maintenance: { status: 0 },
  config,
  appCustomerServiceQueue: [],
  ...fields,
});

let api: FakeApi;
/** The calls made, in order. */
const calls = () => api.fetch.mock.calls.map(([url]) => String(url).replace('/app/v1/', ''));

async function load() {
  vi.resetModules();
  const boot = await import('../../../client/stores/boot');
  const session = await import('../../../client/stores/session');
  const configStore = await import('../../../client/stores/config');
  return { ...boot, ...session, ...configStore };
}

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
  api = fakeApi({ 'anonymous/appTheme': theme });
});
// Caches are written in a task after the config (lib/storage.ts writeJsonSoon): let them land
// before reading them, and before the next test clears storage.
const cachesWritten = () => new Promise((resolve) => setTimeout(resolve, 0));
afterEach(async () => {
  await cachesWritten();
  vi.unstubAllGlobals();
});

describe('boot', () => {
  it('loads theme and preLogin, stores the config and ends ready', async () => {
    api.answer('preLogin', preLogin());
    const s = await load();
    expect(await s.boot()).toBe('ready');
    expect(s.$bootState.get()).toBe('ready');
    expect(s.$config.get()?.v).toBe(3);
    // On home the banner list loads beside preLogin (the first banner is the first visit's LCP).
    expect(calls().sort()).toEqual(['anonymous/appTheme', 'getActivityIds', 'preLogin']);
    expect(api.posted('preLogin')).toHaveLength(1);
    expect(api.posted('preLogin')[0]).toMatchObject({ deviceId: expect.any(String), os: expect.any(String), deviceModel: expect.any(String) });
  });

  it('with the operator’s colours, ends ready only once a frame has restyled the page with them (the pages render in a task of their own)', async () => {
    api.answer('anonymous/appTheme', { appTheme: { ...theme.appTheme, themeJsonData: JSON.stringify({ colors: { bg: '#101010' } }) } });
    api.answer('preLogin', preLogin());
    const s = await load();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    // The hidden page's 100 ms fallback is held back (the next test has it): on a loaded machine it
    // fired before this test's checks and the page read 'ready' without its frame.
    const realSetTimeout = globalThis.setTimeout;
    vi.stubGlobal('setTimeout', ((callback: () => void, ms?: number, ...rest: unknown[]) => (ms === 100 ? 0 : realSetTimeout(callback, ms, ...rest))) as typeof setTimeout);
    const booting = s.boot();
    // The theme is on the page and waits for its frame.
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.documentElement.style.getPropertyValue('--color-bg')).toBe('#101010');
    expect(s.$bootState.get()).toBe('loading');
    frames[0]!(0);
    expect(await booting).toBe('ready');
    document.documentElement.removeAttribute('style');
  });

  it('with the operator’s colours on a hidden page (no frame comes), ends ready after at most 100 ms', async () => {
    api.answer('anonymous/appTheme', { appTheme: { ...theme.appTheme, themeJsonData: JSON.stringify({ colors: { bg: '#101010' } }) } });
    api.answer('preLogin', preLogin());
    const s = await load();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    expect(await s.boot()).toBe('ready');
    expect(document.documentElement.style.getPropertyValue('--color-bg')).toBe('#101010');
    document.documentElement.removeAttribute('style');
  });

  it('sends no push token or device facts in a browser, and the wrapper\'s inside the Android wrapper', async () => {
    api.answer('preLogin', preLogin());
    await (await load()).boot();
    expect(api.posted('preLogin')[0]).not.toHaveProperty('messagingToken');
    expect(api.posted('preLogin')[0]).not.toHaveProperty('phoneinfoJsonModel');
    const w = window as unknown as { AndroidBridge?: unknown };
    w.AndroidBridge = { version: () => 1, messagingToken: () => 'fcm-token-1', deviceInfo: () => '{"appVersion":"2.0.1","appVersionCode":20,"deviceModel":"TECNO KI5"}' };
    try {
      api.answer('preLogin', preLogin());
      await (await load()).boot();
      const sent = api.posted('preLogin')[1];
      expect(sent).toMatchObject({ messagingToken: 'fcm-token-1' });
      expect(JSON.parse(String(sent?.phoneinfoJsonModel))).toEqual({ bridge: 1, appVersion: '2.0.1', appVersionCode: 20, deviceModel: 'TECNO KI5' });
    } finally {
      delete w.AndroidBridge;
    }
  });

  it('asks for no banners on a page without them', async () => {
    api.answer('preLogin', preLogin());
    history.replaceState(null, '', '/wallets');
    await (await load()).boot();
    expect(calls().sort()).toEqual(['anonymous/appTheme', 'preLogin']);
  });

  it('keeps an invite code from the landing page for a later registration', async () => {
    api.answer('preLogin', preLogin());
    history.replaceState(null, '', '/terms-of-use?inviteCode=FRIEND7');
    await (await load()).boot();
    await expect.poll(() => localStorage.getItem('invite_code')).toBe('FRIEND7');
  });

  it('sends the cached gameListVersion on the next start', async () => {
    api.answer('preLogin', preLogin());
    await (await load()).boot();
    await cachesWritten();
    api.fetch.mockClear();
    await (await load()).boot();
    expect(api.posted('preLogin')[0]!.gameListVersion).toBe(11);
  });

  it('a game list delta updates the cached list with no second call', async () => {
    const games = [buildGame({ id: 1, name: 'One' }), buildGame({ id: 2, name: 'Two' })];
    localStorage.setItem('game_list_cache', JSON.stringify({ version: 10, games }));
    const renamed = { ...games[1]!, name: 'Two Deluxe' };
    api.answer('preLogin', preLogin({ config: { ...config, appGameList: [] }, gameListDelta: { from: 10, upsert: [renamed], remove: [1] } }));
    const s = await load();
    expect(await s.boot()).toBe('ready');
    expect(api.posted('preLogin').map((body) => body.gameListVersion)).toEqual([10]);
    expect(s.$config.get()?.appGameList).toEqual([renamed]);
    await cachesWritten();
    expect(JSON.parse(localStorage.getItem('game_list_cache')!)).toEqual({ version: 11, games: [renamed] });
  });

  it('a delta from a list this tab no longer holds (another tab replaced it meanwhile) asks once more for the whole list', async () => {
    localStorage.setItem('game_list_cache', JSON.stringify({ version: 10, games: [buildGame({ id: 1 })] }));
    const whole = [buildGame({ id: 1, name: 'One' }), buildGame({ id: 3, name: 'Three' })];
    api.answer('preLogin', (req) => {
      if (req.gameListVersion === undefined) return preLogin({ config: { ...config, appGameList: whole } });
      localStorage.setItem('game_list_cache', JSON.stringify({ version: 9, games: [] }));
      return preLogin({ config: { ...config, appGameList: [] }, gameListDelta: { from: 10, upsert: [whole[1]!], remove: [] } });
    });
    const s = await load();
    expect(await s.boot()).toBe('ready');
    expect(api.posted('preLogin').map((body) => body.gameListVersion)).toEqual([10, undefined]);
    expect(s.$config.get()?.appGameList).toEqual(whole);
    await cachesWritten();
    expect(JSON.parse(localStorage.getItem('game_list_cache')!).version).toBe(11);
  });

  it('signs the user in from preLogin, then asks the after-login info and the award flags itself, before ready', async () => {
    localStorage.setItem('access_token', 'tok');
    api.answer('preLogin', preLogin({ user: buildUser({ id: 5, nickname: 'Five', coin: 1 }) }));
    api.answer('getAfterLoginInfoWeb', { appGameDataUser: { gameLikes: [], gameHistory: [] }, inviteCode: 'X', aid: 0, activityIds: [4] });
    api.answer('activityGetStatusList', { spin: false, task: false, agent5: false, vip: false, signIn: false, email: true, canReceiveDrawChance: false });
    const s = await load();
    const { $awardFlags } = await import('../../../client/stores/awards');
    // Nothing of the app listens: boot holds them for the first render (which takes them over).
    await s.boot();
    expect(s.$user.get()?.nickname).toBe('Five');
    const member = calls().filter((call) => call !== 'anonymous/appTheme' && call !== 'getActivityIds');
    expect(member[0]).toBe('preLogin');
    expect(member.slice(1).sort()).toEqual(['activityGetStatusList', 'getAfterLoginInfoWeb']);
    await vi.waitFor(() => expect(s.$afterLoginInfo.value?.data?.activityIds).toEqual([4]));
    await vi.waitFor(() => expect($awardFlags.value?.data?.email).toBe(true));
    // The render's own listeners find the data loaded: no second call.
    const stops = [s.$afterLoginInfo.listen(() => undefined), $awardFlags.listen(() => undefined)];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls().filter((call) => call === 'getAfterLoginInfoWeb' || call === 'activityGetStatusList')).toHaveLength(2);
    stops.forEach((stop) => stop());
  });

  it('goes to /maintenance when preLogin reports maintenance', async () => {
    api.answer('preLogin', preLogin({ maintenance: { status: 1 } }));
    const s = await load();
    await s.boot();
    expect(location.pathname).toBe('/maintenance');
  });

  it('a 401 from preLogin clears the session without a redirect, then asks again as a guest', async () => {
    localStorage.setItem('access_token', 'stale');
    localStorage.setItem('user_info', JSON.stringify({ id: 5 }));
    api.answer('preLogin', inTurn<'preLogin'>(new FakeFailure(401, { status: 401 }), preLogin()));
    const s = await load();
    expect(await s.boot()).toBe('ready');
    expect(s.$token.get()).toBeNull();
    expect(s.$user.get()).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(location.pathname).toBe('/');
    expect(api.tokens('preLogin')).toEqual(['Bearer stale', null]);
    expect(s.$config.get()?.v).toBe(3);
    // A guest's start asks nothing of a member's.
    expect(calls()).not.toContain('getAfterLoginInfoWeb');
    expect(calls()).not.toContain('activityGetStatusList');
  });

  it('offline, start-up ends in failed (retry screen) at once, without a request; a retry online succeeds', async () => {
    api.answer('preLogin', preLogin());
    const s = await load();
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      expect(await s.boot()).toBe('failed');
      expect(s.$bootState.get()).toBe('failed');
      expect(api.posted('preLogin')).toHaveLength(0);
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
    }
    expect(await s.boot()).toBe('ready');
  });

  it('a network failure that lasts through the retries ends in failed', { timeout: 15_000 }, async () => {
    api.answer('preLogin', new FakeNetworkError('offline'));
    const s = await load();
    expect(await s.boot()).toBe('failed');
    // The first try and three retries (client/api/retry.ts).
    expect(api.posted('preLogin')).toHaveLength(4);
  });

  it('a theme failure does not block start-up', async () => {
    api.answer('anonymous/appTheme', new FakeNetworkError('offline'));
    api.answer('preLogin', preLogin());
    const s = await load();
    expect(await s.boot()).toBe('ready');
  });
});
