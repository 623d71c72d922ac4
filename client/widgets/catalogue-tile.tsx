// A catalogue game as a tile on the games pages.
import type { AppGame } from '../../api/contract';
import { useGameTileProps } from '../../stores/game-tile-props';
import { GameTile } from '../../ui/game-tile';

export function CatalogueTile({ game, resourceUrl, from }: { game: AppGame; resourceUrl: string; from: string }) {
  return <GameTile {...useGameTileProps(game, resourceUrl, from)} />;
}
