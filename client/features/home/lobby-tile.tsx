// A catalogue game as a lobby tile.
import type { AppGame } from '../../api/contract/games';
import { useGameTileProps } from '../../stores/game-tile-props';
import { GameTile } from '../../ui/game-tile';

export function LobbyTile({ game, resourceUrl, from, priority }: { game: AppGame; resourceUrl: string; from: string; priority?: boolean }) {
  return <GameTile {...useGameTileProps(game, resourceUrl, from)} priority={priority} />;
}
