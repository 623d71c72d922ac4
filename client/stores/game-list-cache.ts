// The game catalogue kept in localStorage by gameListVersion. preLogin sends the cached version;
// when the operator answers `gameListUnchanged` (and an empty appGameList), the cached list is
// used (a `gameListDelta` is merged before, by game-list-delta.ts). Kept apart from
// stores/games.ts because the config store (first paint) needs it.
import type { AppGame } from '../../contract/games';
import { readStorage, writeJsonSoon } from '../lib/storage';

const GAME_LIST_KEY = 'game_list_cache';
type GameListCache = { version: number; games: AppGame[] };

/**
 * The last text parsed and what it gave. A start reads the cache twice (its version for preLogin,
 * then its games for the config), and parsing a whole catalogue is tens of milliseconds at 4x CPU:
 * the same text (another tab may have written a new one) is parsed once.
 */
let parsed: { text: string; cache: GameListCache | null } | undefined;

function parse(text: string): GameListCache | null {
  try {
    const cache = JSON.parse(text) as Partial<GameListCache> | null;
    return cache && typeof cache.version === 'number' && Array.isArray(cache.games) ? (cache as GameListCache) : null;
  } catch {
    return null;
  }
}

/** The cached game list and its version; null when nothing (valid) is cached. Callers must not change it. */
export function readGameListCache(): GameListCache | null {
  const text = readStorage(GAME_LIST_KEY);
  if (text === null) return null;
  if (parsed?.text !== text) parsed = { text, cache: parse(text) };
  return parsed.cache;
}

/** The version of the cached game list, sent with preLogin; undefined when nothing is cached. */
export function cachedGameListVersion(): number | undefined {
  return readGameListCache()?.version;
}

/**
 * The game list to use for a fresh config: when the answer's is empty (the operator said
 * `gameListUnchanged`, or this is the offline config), the cached one if it is of that version;
 * else the answer's list, which is cached for next time. An empty list is never cached: a cache
 * gone missing costs one whole list at the next start, not an empty lobby until the next change.
 */
export function resolveGameList(version: number, answerList: AppGame[] | undefined): AppGame[] {
  if (!answerList?.length) {
    const cache = readGameListCache();
    return cache?.version === version ? cache.games : [];
  }
  writeJsonSoon(GAME_LIST_KEY, { version, games: answerList } satisfies GameListCache);
  return answerList;
}
