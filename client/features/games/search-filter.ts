// The game search of spec section 3: matching and the search page's filter, remembered per device.
import { atom } from 'nanostores';
import type { AppGame } from '../../../contract/games';
import { readJson, writeJson } from '../../lib/storage';
import { integerIds } from '../../stores/games';

const SEARCH_FILTER_KEY = 'search_filter';

/** Lower case, accents removed, spaces collapsed: 'Piñata  Wíld' → 'pinata wild'. */
function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The game search filter of spec section 3 (null / empty = any). */
export interface SearchFilter {
  gameTypeId: number | null;
  gameTagIds: number[];
  gameBrandIds: number[];
}

export const EMPTY_SEARCH_FILTER: SearchFilter = { gameTypeId: null, gameTagIds: [], gameBrandIds: [] };

/** Games whose name contains the query (case- and accent-insensitive) and that pass the filter; tags match any. */
export function searchGames(games: readonly AppGame[], query: string, filter: SearchFilter): AppGame[] {
  const needle = normalizeText(query);
  return games.filter(
    (game) =>
      (filter.gameTypeId === null || game.gameTypeId === filter.gameTypeId) &&
      (!filter.gameBrandIds.length || filter.gameBrandIds.includes(game.gameBrandId)) &&
      (!filter.gameTagIds.length || game.gameTagIds.some((id) => filter.gameTagIds.includes(id))) &&
      (!needle || normalizeText(game.name).includes(needle)),
  );
}

function readSearchFilter(): SearchFilter {
  const saved = readJson<Record<string, unknown>>(SEARCH_FILTER_KEY);
  return {
    gameTypeId: Number.isInteger(saved?.gameTypeId) ? (saved!.gameTypeId as number) : null,
    gameTagIds: integerIds(saved?.gameTagIds),
    gameBrandIds: integerIds(saved?.gameBrandIds),
  };
}

/** The search page's filter, remembered. */
export const $searchFilter = atom<SearchFilter>(readSearchFilter());

/** Changes part of the search filter and remembers it. */
export function setSearchFilter(patch: Partial<SearchFilter>): void {
  $searchFilter.set({ ...$searchFilter.get(), ...patch });
  writeJson(SEARCH_FILTER_KEY, $searchFilter.get());
}
