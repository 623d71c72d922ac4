// The lobby's filter (selected type, brand and platform chips), remembered per device.
import { atom } from 'nanostores';
import type { AppGame } from '../../../contract/games';
import { readJson, writeJson } from '../../lib/storage';
import { integerIds } from '../../stores/games';

const LOBBY_FILTER_KEY = 'lobby_filter';

export interface LobbyFilter {
  brandIds: number[];
  platformIds: number[];
}

/** Games of a type (all types when typeId is null), narrowed by brands and platforms (empty = any). */
export function gamesByType(games: readonly AppGame[], typeId: number | null, filter: LobbyFilter): AppGame[] {
  return games.filter(
    (game) =>
      (typeId === null || game.gameTypeId === typeId) &&
      (!filter.brandIds.length || filter.brandIds.includes(game.gameBrandId)) &&
      (!filter.platformIds.length || filter.platformIds.includes(game.gamePlatformId)),
  );
}

/**
 * How many games each brand chip and each platform chip stands for among `ofType` (one type's
 * games), each with the other group's choice applied: what gamesByType would leave if that chip
 * alone were on in its group. One pass over the games, where a filter per chip made one pass and
 * one new list per chip (the lobby's first render spent most of a frame's time on them).
 */
export function chipCounts(ofType: readonly AppGame[], filter: LobbyFilter): { brands: Map<number, number>; platforms: Map<number, number> } {
  const brands = new Map<number, number>();
  const platforms = new Map<number, number>();
  for (const game of ofType) {
    if (!filter.platformIds.length || filter.platformIds.includes(game.gamePlatformId)) brands.set(game.gameBrandId, (brands.get(game.gameBrandId) ?? 0) + 1);
    if (!filter.brandIds.length || filter.brandIds.includes(game.gameBrandId)) platforms.set(game.gamePlatformId, (platforms.get(game.gamePlatformId) ?? 0) + 1);
  }
  return { brands, platforms };
}

function readLobbyFilter(): LobbyFilter & { typeId: number | null } {
  const saved = readJson<Record<string, unknown>>(LOBBY_FILTER_KEY);
  return {
    typeId: Number.isInteger(saved?.typeId) ? (saved!.typeId as number) : null,
    brandIds: integerIds(saved?.brandIds),
    platformIds: integerIds(saved?.platformIds),
  };
}

/** The lobby's selected type (null: the first type) and brand/platform chips, remembered. */
export const $lobbyFilter = atom(readLobbyFilter());

/** Changes part of the lobby filter and remembers it. */
export function setLobbyFilter(patch: Partial<LobbyFilter & { typeId: number | null }>): void {
  $lobbyFilter.set({ ...$lobbyFilter.get(), ...patch });
  writeJson(LOBBY_FILTER_KEY, $lobbyFilter.get());
}
