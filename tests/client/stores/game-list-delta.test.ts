import { beforeEach, describe, expect, it } from 'vitest';
import type { CallResponse } from '../../../contract/all';
import type { AppGame } from '../../../contract/games';
import { withGameList } from '../../../client/stores/game-list-delta';
import { buildCatalogue } from '../../../client/stores/games';
import { testConfig, testGames } from '../features/games/games-fixture';

const cache = (version: number, games: AppGame[]) => localStorage.setItem('game_list_cache', JSON.stringify({ version, games }));
const answer = (delta: NonNullable<CallResponse<'preLogin'>['gameListDelta']>, gameListVersion = 6): CallResponse<'preLogin'> => ({
  maintenance: { status: 0 },
  config: testConfig({ gameListVersion, appGameList: [] }),
  appCustomerServiceQueue: [],
  gameListDelta: delta,
});
const [golden, pinata, lucky] = testGames;
const added: AppGame = { ...pinata, id: 1005, name: 'New Slot', sort: 0 };

beforeEach(() => localStorage.clear());

describe('withGameList', () => {
  it('applies the delta to the cached list: changed games in place, removed ones gone, new ones last', () => {
    cache(5, testGames);
    const renamed = { ...lucky, name: 'Lucky Fortune Deluxe' };
    const merged = withGameList(answer({ from: 5, upsert: [added, renamed], remove: [golden.id] }))!;
    expect(merged.gameListDelta).toBeUndefined();
    expect(merged.config.gameListVersion).toBe(6);
    expect(merged.config.appGameList).toEqual([pinata, renamed, ...testGames.slice(3), added]);
    // What the player sees is what the operator's whole list would show.
    const whole = [added, pinata, renamed, ...testGames.slice(3)];
    expect(buildCatalogue(merged.config).games).toEqual(buildCatalogue(testConfig({ appGameList: whole })).games);
    expect(buildCatalogue(merged.config).games.map((g) => g.id)).toEqual([1005, 1001, 2001, 1002]);
  });

  it('refuses a delta from another version than the cached one, or with nothing cached', () => {
    cache(4, testGames);
    expect(withGameList(answer({ from: 5, upsert: [], remove: [] }))).toBeUndefined();
    localStorage.clear();
    expect(withGameList(answer({ from: 5, upsert: [], remove: [] }))).toBeUndefined();
  });

  it('keeps the cache as it is when another tab has already cached the new version', () => {
    cache(6, [added]);
    const merged = withGameList(answer({ from: 5, upsert: [added], remove: [] }))!;
    expect(merged.gameListDelta).toBeUndefined();
    // An empty list: setConfig takes the cached one of that version.
    expect(merged.config.appGameList).toEqual([]);
  });
});
