// A catalogue game as a tile, wherever it appears (lobby, search, member games): the presentational
// GameTile with the events, like heart and play navigation of useGameTileProps.
import type { AppGame } from '../api/contract/games';
import { GameTile } from '../ui/game-tile';
import { useGameTileProps } from './use-game-tile-props';

/** A catalogue game's tile; `from` names the place for the event log, `priority` loads its art first. */
export function CatalogueTile({ game, resourceUrl, from, priority }: { game: AppGame; resourceUrl: string; from: string; priority?: boolean }) {
  return <GameTile {...useGameTileProps(game, resourceUrl, from)} priority={priority} />;
}
