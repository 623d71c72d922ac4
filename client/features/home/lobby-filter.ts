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
