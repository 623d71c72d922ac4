import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../games/games-fixture';
import { fakeApi } from '../../fake-api';

async function load() {
  vi.resetModules();
  const filter = await import('../../../../client/features/home/lobby-filter');
  const games = await import('../../../../client/stores/games');
  const config = await import('../../../../client/stores/config');
  return { ...filter, ...games, ...config };
}

beforeEach(() => {
  localStorage.clear();
  fakeApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('lobby filter', () => {
  it('filters a type by brand and platform (empty = any)', async () => {
    const s = await load();
    s.setConfig(testConfig());
    const games = s.$catalogue.get()!.games;
    expect(s.gamesByType(games, 1, { brandIds: [11], platformIds: [] }).map((g) => g.id)).toEqual([1002]);
    expect(s.gamesByType(games, null, { brandIds: [11], platformIds: [101] }).map((g) => g.id)).toEqual([2001]);
    expect(s.gamesByType(games, 2, { brandIds: [10], platformIds: [] })).toEqual([]);
  });

  it('survives a reload; broken stored values are ignored', async () => {
    let s = await load();
    s.setLobbyFilter({ typeId: 2, brandIds: [11] });
    s = await load();
    expect(s.$lobbyFilter.get()).toEqual({ typeId: 2, brandIds: [11], platformIds: [] });
    localStorage.setItem('lobby_filter', '{"typeId":"x","brandIds":[1,"2",null],"platformIds":7}');
    s = await load();
    expect(s.$lobbyFilter.get()).toEqual({ typeId: null, brandIds: [1], platformIds: [] });
  });
});
