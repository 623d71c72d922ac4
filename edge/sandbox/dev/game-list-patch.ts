// What `POST /sandbox/dev/games` may do to the catalogue: add or change games (a known id takes
// the given fields over its stored ones; a new id needs them all) and remove games by id. Each
// game is checked whole after the merge, against the config's types, brands, platforms and tags,
// so the list never holds a game the app cannot show. Changed games keep their place in the list;
// new ones go last (the app orders by `sort`, then id).
import * as v from 'valibot';
import type { AppConfig } from '../../../contract/core';
import type { AppGame } from '../../../contract/games';
import { gameId } from '../../../contract/fields.schemas';
import { appGame } from '../../../contract/games.schemas';
import { HttpFailure } from '../handler';

/** Most games one call may add, change or remove. */
const MAX_GAMES = 500;

/** Largest body the endpoint reads (500 full games fit). */
export const GAME_LIST_PATCH_MAX_BYTES = 256 * 1024;

const unique = (ids: number[]) => new Set(ids).size === ids.length;

export const gameListPatchSchema = v.pipe(
  v.strictObject({
    upsert: v.optional(v.pipe(v.array(v.strictObject({ ...v.partial(appGame).entries, id: gameId })), v.maxLength(MAX_GAMES)), []),
    remove: v.optional(v.pipe(v.array(gameId), v.maxLength(MAX_GAMES)), []),
  }),
  v.check((patch) => patch.upsert.length + patch.remove.length > 0, 'nothing to change'),
  v.check((patch) => unique([...patch.upsert.map((game) => game.id), ...patch.remove]), 'a game id may appear once'),
);

type GameListPatch = v.InferOutput<typeof gameListPatchSchema>;

/** The config fields the patch changes: the new list and the next gameListVersion. Throws a 400 or 404 naming what is wrong. */
export function patchGameList(config: AppConfig, patch: GameListPatch): Pick<AppConfig, 'appGameList' | 'gameListVersion'> {
  const games = new Map(config.appGameList.map((game) => [game.id, game]));
  for (const id of patch.remove) if (!games.delete(id)) throw new HttpFailure(404, 'No such game', { id });
  const known = {
    gameTypeId: new Set(config.appGameTypeList.map((type) => type.id)),
    gameBrandId: new Set(config.appGameBrandList.map((brand) => brand.id)),
    gamePlatformId: new Set(config.appGamePlatformList.map((platform) => platform.id)),
  };
  const tags = new Set(config.appGameTagList.map((tag) => tag.id));
  patch.upsert.forEach((change, index) => {
    const result = v.safeParse(appGame, { ...games.get(change.id), ...change });
    const invalid = (field: string) => new HttpFailure(400, `Invalid value for upsert.${index}.${field}`, { field: `upsert.${index}.${field}` });
    if (!result.success) throw invalid(v.getDotPath(result.issues[0]) ?? 'game');
    const game: AppGame = result.output;
    for (const field of ['gameTypeId', 'gameBrandId', 'gamePlatformId'] as const) if (!known[field].has(game[field])) throw invalid(field);
    if (!game.gameTagIds.every((tag) => tags.has(tag))) throw invalid('gameTagIds');
    games.set(game.id, game);
  });
  return { appGameList: [...games.values()], gameListVersion: config.gameListVersion + 1 };
}
