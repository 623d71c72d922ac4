// Owner of game_list_history: the game list of each recent gameListVersion. config-store.ts
// records the list with every config it stores, in the same transaction, so a version and its
// list never part. preLogin answers a client holding an older version with only what changed.
import type { AppConfig, GameListDelta } from '../../../contract/core';
import { GAME_LIST_DELTA_MAX } from '../../../contract/core.schemas';
import type { AppGame } from '../../../contract/games';
import type { SandboxDb } from '../db-types';

/** Lists kept: the current version's and the 20 before it; a client further behind gets the whole list. */
export const KEPT_GAME_LISTS = 21;

/** Keeps `games` as the list of `version` (replacing an older record of that number) and drops all but the newest kept. */
export function recordGameList(db: SandboxDb, version: number, games: readonly AppGame[], now: number): void {
  db.prepare('INSERT OR REPLACE INTO game_list_history (version, games, created_at) VALUES (?, ?, ?)').run(version, JSON.stringify(games), now);
  db.prepare('DELETE FROM game_list_history WHERE seq <= (SELECT seq FROM game_list_history ORDER BY seq DESC LIMIT 1 OFFSET ?)').run(KEPT_GAME_LISTS);
}

/**
 * What turns `before` into `after`: games new or changed, and the ids of games gone. Games are
 * compared as JSON text; the catalogue's games are built one way, so their keys come in one order
 * (a game whose keys were reordered would only be sent again, never missed).
 */
export function diffGameLists(before: readonly AppGame[], after: readonly AppGame[]): Omit<GameListDelta, 'from'> {
  const old = new Map(before.map((game) => [game.id, JSON.stringify(game)]));
  const ids = new Set(after.map((game) => game.id));
  return {
    upsert: after.filter((game) => old.get(game.id) !== JSON.stringify(game)),
    remove: before.filter((game) => !ids.has(game.id)).map((game) => game.id),
  };
}

// Per current list (a stored config is a new object, so a change starts afresh): after a bump,
// every returning client asks for one of the same few deltas. At most one entry per kept version.
const memo = new WeakMap<readonly AppGame[], Map<number, GameListDelta | null>>();

/**
 * The change from the list of version `from` to the current one, or undefined when `from` is not
 * kept or the change is too large to be worth it (the client then gets the whole list).
 */
export function gameListDelta(db: SandboxDb, from: number, current: Pick<AppConfig, 'appGameList'>): GameListDelta | undefined {
  let deltas = memo.get(current.appGameList);
  if (!deltas) memo.set(current.appGameList, (deltas = new Map()));
  if (!deltas.has(from)) {
    const stored = db.prepare('SELECT games FROM game_list_history WHERE version = ?').pluck().get(from) as string | undefined;
    if (stored === undefined) return undefined;
    deltas.set(from, worthSending(from, diffGameLists(JSON.parse(stored) as AppGame[], current.appGameList), current.appGameList.length));
  }
  return deltas.get(from) ?? undefined;
}

// A delta that sends again much of the list saves little over the list itself.
function worthSending(from: number, change: Omit<GameListDelta, 'from'>, listLength: number): GameListDelta | null {
  const { upsert, remove } = change;
  if (upsert.length > GAME_LIST_DELTA_MAX || remove.length > GAME_LIST_DELTA_MAX || upsert.length * 2 > listLength) return null;
  return { from, upsert, remove };
}
