import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallResponse } from '../../../contract/all';
import { buildAuth } from '../../builders';
import { afterLoginInfo, testConfig, testGames } from '../features/games/games-fixture';
import { fakeApi, FakeFailure, type FakeApi } from '../fake-api';

async function load() {
  vi.resetModules();
  const games = await import('../../../client/stores/games');
  const likes = await import('../../../client/stores/game-likes');
  const config = await import('../../../client/stores/config');
  const session = await import('../../../client/stores/session');
  const modals = await import('../../../client/stores/modals');
  const toast = await import('../../../client/stores/toast');
  return { ...games, ...likes, ...config, ...session, ...modals, ...toast };
}

const signInAs = (s: Awaited<ReturnType<typeof load>>, id = 7) =>
  s.signIn(buildAuth({ id, nickname: 'P' }, `tok-${id}`));

let api: FakeApi;

beforeEach(() => {
  localStorage.clear();
  api = fakeApi();
});
// Caches are written in a task after the config (lib/storage.ts writeJsonSoon): let them land
// before reading them, and before the next test clears storage.
const cachesWritten = () => new Promise((resolve) => setTimeout(resolve, 0));
afterEach(async () => {
  await cachesWritten();
  vi.unstubAllGlobals();
});

describe('catalogue', () => {
  it('keeps enabled types and games, sorted by sort', async () => {
    const s = await load();
    s.setConfig(testConfig());
    const catalogue = s.$catalogue.get()!;
    expect(catalogue.types.map((type) => type.name)).toEqual(['Slots', 'Crash']);
    expect(catalogue.brands.map((brand) => brand.name)).toEqual(['Alpha', 'Beta']);
    expect(catalogue.tags.map((tag) => tag.name)).toEqual(['Hot', 'New']);
    expect(catalogue.byId.has(1004)).toBe(false);
    // Fish Hunter's type (Fishing) is disabled.
    expect(catalogue.byId.has(3001)).toBe(false);
    expect(catalogue.games.filter((g) => g.gameTypeId === 1).map((g) => g.id)).toEqual([1001, 1002, 1003]);
  });

  it('builds image URLs from gameResourceUrl and refuses other schemes', async () => {
    const s = await load();
    expect(s.gameImageUrl('games/1.svg', '/sandbox/art/')).toBe('/sandbox/art/games/1.svg');
    expect(s.gameImageUrl('https://cdn.example/x.png', '/sandbox/art/')).toBe('https://cdn.example/x.png');
    expect(s.gameImageUrl('x.png', 'https://cdn.example/')).toBe('https://cdn.example/x.png');
    expect(s.gameImageUrl('javascript:alert(1)', '')).toBe('');
    expect(s.gameImageUrl('x.png', 'http://insecure/')).toBe('');
    expect(s.gameImageUrl('//evil.example/x.png', '')).toBe('');
  });
});

describe('id lists', () => {
  it('integerIds keeps integers only', async () => {
    const s = await load();
    expect(s.integerIds([1, '2', null, 3.5, 4])).toEqual([1, 4]);
    expect(s.integerIds('1,2')).toEqual([]);
  });

  it('toggleId adds and removes', async () => {
    const s = await load();
    expect(s.toggleId([1, 2], 3)).toEqual([1, 2, 3]);
    expect(s.toggleId([1, 2], 1)).toEqual([2]);
  });
});

describe('game list cache by version', () => {
  it('caches the list and uses it when preLogin says gameListUnchanged', async () => {
    let s = await load();
    s.setConfig(testConfig());
    await cachesWritten();
    expect(s.cachedGameListVersion()).toBe(5);
    s = await load();
    s.setConfig(testConfig({ appGameList: [] }));
    expect(s.$catalogue.get()!.games.map((g) => g.id)).toEqual([1001, 2001, 1002, 1003]);
  });

  it('a new version replaces the cache; an empty list for another version is not trusted, nor cached', async () => {
    let s = await load();
    s.setConfig(testConfig());
    await cachesWritten();
    s = await load();
    s.setConfig(testConfig({ gameListVersion: 6, appGameList: [testGames[0]] }));
    await cachesWritten();
    expect(s.cachedGameListVersion()).toBe(6);
    s = await load();
    s.setConfig(testConfig({ gameListVersion: 7, appGameList: [] }));
    await cachesWritten();
    expect(s.$catalogue.get()!.games).toEqual([]);
    // The next start still asks with the version it holds, so it gets a whole list.
    expect(s.cachedGameListVersion()).toBe(6);
  });

  it('boot sends no version when nothing is cached', async () => {
    const s = await load();
    expect(s.cachedGameListVersion()).toBeUndefined();
  });
});

describe('favourites', () => {
  it('come from the after-login info; a like shows at once and takes the answer', async () => {
    const s = await load();
    api.answer('getAfterLoginInfoWeb', afterLoginInfo({ gameLikes: [1002], gameHistory: [1003, 1001] }));
    signInAs(s);
    await vi.waitFor(() => expect(s.$likedIds.get()).toEqual([1002]));
    expect(s.$historyIds.get()).toEqual([1003, 1001]);
    let answer!: (answer: CallResponse<'gameLike'> | FakeFailure) => void;
    api.answer('gameLike', () => new Promise((resolve) => (answer = resolve)));
    const done = s.toggleLike(1001);
    expect(s.$likedIds.get()).toEqual([1001, 1002]);
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer({ gameLikeIds: [1001, 1002] });
    await done;
    expect(api.posted('gameLike')).toEqual([{ gameId: 1001, like: 1 }]);
    expect(s.$likedIds.get()).toEqual([1001, 1002]);
  });

  it('rolls back and shows a toast when gameLike fails', async () => {
    const s = await load();
    api.answer('getAfterLoginInfoWeb', afterLoginInfo({ gameLikes: [1002], gameHistory: [] }));
    signInAs(s);
    await vi.waitFor(() => expect(s.$likedIds.get()).toEqual([1002]));
    api.answer('gameLike', new FakeFailure(500, { msg: 'boom' }));
    await s.toggleLike(1002);
    expect(api.posted('gameLike')).toEqual([{ gameId: 1002, like: 0 }]);
    expect(s.$likedIds.get()).toEqual([1002]);
    expect(s.$toasts.get().map((toast) => toast.kind)).toEqual(['error']);
  });

  it('an answer that arrives after a logout changes nothing and shows no toast', async () => {
    const s = await load();
    api.answer('getAfterLoginInfoWeb', afterLoginInfo({ gameLikes: [], gameHistory: [] }));
    signInAs(s);
    const stop = s.$likedIds.listen(() => undefined);
    await vi.waitFor(() => expect(api.posted('getAfterLoginInfoWeb')).toHaveLength(1));
    let answer!: (answer: CallResponse<'gameLike'> | FakeFailure) => void;
    api.answer('gameLike', () => new Promise((resolve) => (answer = resolve)));
    const done = s.toggleLike(1001);
    await vi.waitFor(() => expect(answer).toBeDefined());
    s.clearSession();
    answer(new FakeFailure(500, { msg: 'late' }));
    await done;
    expect(s.$likedIds.get()).toEqual([]);
    expect(s.$toasts.get()).toEqual([]);
    stop();
  });

  it('guests get the login modal and no call', async () => {
    const s = await load();
    await s.toggleLike(1001);
    expect(s.$modals.get().map((m) => m.name)).toEqual(['login']);
    expect(api.posted('gameLike')).toEqual([]);
  });
});

describe('history and logout', () => {
  it('setGameHistory keeps the given order (newest first); logout clears likes and history', async () => {
    const s = await load();
    api.answer('getAfterLoginInfoWeb', afterLoginInfo({ gameLikes: [1001], gameHistory: [] }));
    signInAs(s);
    await vi.waitFor(() => expect(s.$likedIds.get()).toEqual([1001]));
    s.setGameHistory([2001, 1001, 1003]);
    expect(s.gamesForIds(null, [1])).toEqual([]);
    s.setConfig(testConfig());
    expect(s.gamesForIds(s.$catalogue.get(), s.$historyIds.get()).map((g) => g.id)).toEqual([2001, 1001, 1003]);
    expect(s.gamesForIds(s.$catalogue.get(), [1004, 9999, 1002]).map((g) => g.id)).toEqual([1002]);
    s.clearSession();
    expect(s.$historyIds.get()).toEqual([]);
    expect(s.$likedIds.get()).toEqual([]);
  });

  it('game start path carries the game, try and activity', async () => {
    const s = await load();
    expect(s.gameStartPath(1001)).toBe('/game/start?gameId=1001');
    expect(s.gameStartPath(1001, { tryIt: true, activityId: 8 })).toBe('/game/start?gameId=1001&tryIt=1&activityId=8');
  });

  it('home guide is wanted once per tutorial version', async () => {
    const s = await load();
    expect(s.homeGuideWanted(1)).toBe(true);
    s.markHomeGuideSeen(1);
    expect(s.homeGuideWanted(1)).toBe(false);
    expect(s.homeGuideWanted(2)).toBe(true);
  });
});
