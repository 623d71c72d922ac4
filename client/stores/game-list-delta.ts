// Brings the cached game list up to date with preLogin's `gameListDelta` (what changed since the
// version we sent). boot.ts loads it only when a delta arrives: the first paint does not carry it.
import type { CoreResponses } from '../../contract/core';
import { readGameListCache } from './game-list-cache';

type PreLoginAnswer = CoreResponses['preLogin'];

/**
 * The answer with its whole game list: the cached one with the delta applied, or as it is when
 * another tab has cached the new version meanwhile; undefined when the cache holds neither (ask
 * again for the whole list).
 */
export function withGameList(answer: PreLoginAnswer): PreLoginAnswer | undefined {
  const { gameListDelta: delta, ...rest } = answer;
  const cache = readGameListCache();
  if (!delta || !cache) return undefined;
  if (cache.version === answer.config.gameListVersion) return rest;
  if (cache.version !== delta.from) return undefined;
  // A changed game keeps its place and a new one goes last (a Map keeps a key's first position);
  // the order matters to nothing: every view sorts by `sort`, then id (stores/games.ts).
  const merged = new Map([...cache.games, ...delta.upsert].map((game) => [game.id, game]));
  for (const id of delta.remove) merged.delete(id);
  return { ...rest, config: { ...answer.config, appGameList: [...merged.values()] } };
}
