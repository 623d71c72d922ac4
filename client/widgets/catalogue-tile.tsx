// A catalogue game as a tile, wherever it appears (lobby, search, member games): the presentational
// GameTile with the events, like heart and play navigation of useGameTileProps.
import { memo } from '../lib/memo';
import type { AppGame } from '../../contract/games';
import { GameTile } from '../ui/game-tile';
import { useGameTileProps } from './use-game-tile-props';

/**
 * A catalogue game's tile; `from` names the place for the event log. Memoised: a grid that grows
 * by a page renders only the new tiles, not every tile again (its own stores still re-render it).
 * `priority`: its picture is the page's largest on the first screen (LazyImage's). `liked`: the
 * grid's reading of the liked games (useLikedIds), so a like re-renders the one tile it changes.
 */
export const CatalogueTile = memo(function CatalogueTile({
  game,
  resourceUrl,
  from,
  liked,
  priority,
}: {
  game: AppGame;
  resourceUrl: string;
  from: string;
  liked: boolean;
  priority?: boolean;
}) {
  return <GameTile {...useGameTileProps(game, resourceUrl, from, liked)} priority={priority} />;
});
