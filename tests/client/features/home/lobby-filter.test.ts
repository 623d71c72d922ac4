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

  it('counts the games of each chip with the choice of the other group applied, as filtering by that chip alone would', async () => {
    const s = await load();
    s.setConfig(testConfig());
    const { games, brands, platforms } = s.$catalogue.get()!;
    const filters = [
      { brandIds: [], platformIds: [] },
      { brandIds: [brands[0]!.id], platformIds: [] },
      { brandIds: [], platformIds: [platforms[0]!.id] },
      { brandIds: brands.map((b) => b.id), platformIds: [platforms.at(-1)!.id] },
    ];
    let seen = 0;
    for (const typeId of [null, ...new Set(games.map((g) => g.gameTypeId))]) {
      const ofType = s.gamesByType(games, typeId, { brandIds: [], platformIds: [] });
      for (const filter of filters) {
        const counts = s.chipCounts(ofType, filter);
        for (const brand of brands) {
          const expected = s.gamesByType(ofType, typeId, { brandIds: [brand.id], platformIds: filter.platformIds }).length;
          expect(counts.brands.get(brand.id) ?? 0, `brand ${brand.id}, type ${typeId}, ${JSON.stringify(filter)}`).toBe(expected);
          seen += expected;
        }
        for (const platform of platforms) {
          const expected = s.gamesByType(ofType, typeId, { brandIds: filter.brandIds, platformIds: [platform.id] }).length;
          expect(counts.platforms.get(platform.id) ?? 0, `platform ${platform.id}, type ${typeId}, ${JSON.stringify(filter)}`).toBe(expected);
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
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
