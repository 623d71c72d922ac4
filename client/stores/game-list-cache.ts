// The game catalogue kept in localStorage by gameListVersion. preLogin sends the cached version;
// when the operator answers `gameListUnchanged` (and an empty appGameList), the cached list is
// used. Kept apart from stores/games.ts because the config store (first paint) needs it.
import type { AppGame } from '../api/contract/games';
import { readJson, writeJson } from '../lib/storage';

const GAME_LIST_KEY = 'game_list_cache';
type GameListCache = { version: number; games: AppGame[] };

function readCache(): GameListCache | null {
  const cache = readJson<GameListCache>(GAME_LIST_KEY);
  return cache && typeof cache.version === 'number' && Array.isArray(cache.games) ? cache : null;
}

/** The version of the cached game list, sent with preLogin; undefined when nothing is cached. */
export function cachedGameListVersion(): number | undefined {
  return readCache()?.version;
}

/**
 * The game list to use for a fresh config: the cached one when the operator said it is unchanged
 * (and the cache holds that version), else the answer's list, which is cached for next time.
 */
export function resolveGameList(version: number, answerList: AppGame[] | undefined, unchanged: boolean): AppGame[] {
  const cache = readCache();
  if ((unchanged || !answerList?.length) && cache?.version === version) return cache.games;
  const games = answerList ?? [];
  writeJson(GAME_LIST_KEY, { version, games } satisfies GameListCache);
  return games;
}
