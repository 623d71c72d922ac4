import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from './games-fixture';
import { fakeApi } from '../../fake-api';

async function load() {
  vi.resetModules();
  const search = await import('../../../../client/features/games/search-filter');
  const games = await import('../../../../client/stores/games');
  const config = await import('../../../../client/stores/config');
  return { ...search, ...games, ...config };
}

beforeEach(() => {
  localStorage.clear();
  fakeApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('search', () => {
  it('matches names ignoring case and accents, with type, tag (any) and brand filters', async () => {
    const s = await load();
    s.setConfig(testConfig());
    const games = s.$catalogue.get()!.games;
    const ids = (query: string, filter = s.EMPTY_SEARCH_FILTER) => s.searchGames(games, query, filter).map((g) => g.id);
    expect(ids('PINATA')).toEqual([1001]);
    expect(ids('piñata fi')).toEqual([1001]);
    expect(ids('  lucky   fortune ')).toEqual([1002]);
    expect(ids('', { gameTypeId: 2, gameTagIds: [], gameBrandIds: [] })).toEqual([2001]);
    expect(ids('', { gameTypeId: null, gameTagIds: [8, 99], gameBrandIds: [] })).toEqual([1001]);
    expect(ids('', { gameTypeId: 1, gameTagIds: [7], gameBrandIds: [10] })).toEqual([1001, 1003]);
    expect(ids('dragon', { gameTypeId: 2, gameTagIds: [], gameBrandIds: [] })).toEqual([]);
    expect(ids('disabled')).toEqual([]);
  });
});

describe('search filter', () => {
  it('survives a reload; broken stored values are ignored', async () => {
    let s = await load();
    s.setSearchFilter({ gameTagIds: [7] });
    s = await load();
    expect(s.$searchFilter.get()).toEqual({ gameTypeId: null, gameTagIds: [7], gameBrandIds: [] });
    localStorage.setItem('search_filter', '{"gameTypeId":"x","gameTagIds":[1,"2",null]}');
    s = await load();
    expect(s.$searchFilter.get()).toEqual({ gameTypeId: null, gameTagIds: [1], gameBrandIds: [] });
  });
});
