import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedGameListVersion, readGameListCache, resolveGameList } from '../../../client/stores/game-list-cache';

const KEY = 'game_list_cache';
const game = (id: number) => ({ id, name: `Game ${id}` }) as never;

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('game list cache', () => {
  it('a start reads it twice (version, then games) and parses it once', () => {
    localStorage.setItem(KEY, JSON.stringify({ version: 7, games: [game(1), game(2)] }));
    const parse = vi.spyOn(JSON, 'parse');
    expect(cachedGameListVersion()).toBe(7);
    expect(resolveGameList(7, [])).toHaveLength(2);
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('a new text (another tab wrote it) is parsed again; an invalid one reads as nothing', () => {
    localStorage.setItem(KEY, JSON.stringify({ version: 7, games: [game(1)] }));
    expect(readGameListCache()?.version).toBe(7);
    localStorage.setItem(KEY, JSON.stringify({ version: 8, games: [game(1), game(3)] }));
    expect(readGameListCache()?.games.map((g) => g.id)).toEqual([1, 3]);
    localStorage.setItem(KEY, '{"version":');
    expect(readGameListCache()).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ version: 'x', games: [] }));
    expect(readGameListCache()).toBeNull();
    localStorage.removeItem(KEY);
    expect(cachedGameListVersion()).toBeUndefined();
  });
});
