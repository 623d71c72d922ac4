// Games by id from the live config (the stored catalogue), indexed once per config version.
import type { AppConfig } from '../../../contract/core';
import type { AppGame } from '../../../contract/games';

const indexes = new WeakMap<AppConfig, Map<number, AppGame>>();

/** The game `id` of `config`'s catalogue, or undefined. */
export function findGame(config: AppConfig, id: number): AppGame | undefined {
  let index = indexes.get(config);
  if (!index) {
    index = new Map(config.appGameList.map((game) => [game.id, game]));
    indexes.set(config, index);
  }
  return index.get(id);
}
