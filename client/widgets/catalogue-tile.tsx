// A catalogue game as a tile, wherever it appears (lobby, search, member games): the presentational
// GameTile with the events, like heart and play navigation of useGameTileProps.
import type { AppGame } from '../api/contract';
import { GameTile } from '../ui/game-tile';
import { useGameTileProps } from './use-game-tile-props';

export function CatalogueTile({ game, resourceUrl, from, priority }: { game: AppGame; resourceUrl: string; from: string; priority?: boolean }) {
  return <GameTile {...useGameTileProps(game, resourceUrl, from)} priority={priority} />;
}
