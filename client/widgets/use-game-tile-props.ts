// What a catalogue game tile shows and does, wherever it appears (lobby, search, member games):
// view and click events, the like heart, tap to play, 'Try' for demo play. A guest's tap opens the
// login sheet saying why ("Log in to play"), which lands in the game after logging in or signing up.
import { useStore } from '@nanostores/react';
import type { AppGame } from '../../contract/games';
import { navigate } from '../lib/navigate';
import type { GameTileProps } from '../ui/game-tile';
import { $dataSaver } from '../stores/data-saver';
import { trackEvent } from '../stores/event-log';
import { toggleLike } from '../stores/game-likes';
import { gameImageUrl, gameStartPath } from '../stores/games';
import { useT } from './use-t';
import { openModal } from '../stores/modals';
import { $isLoggedIn } from '../stores/session';
import { useViewEvent } from './view-event';

/**
 * Props of `GameTile` for `game`; `from` names the place for the event log. `liked` comes from the
 * grid, which reads the liked games once: a store read in each tile made a subscription per tile,
 * re-rendered every tile on a like, and in the first render (before any subscription) mounted and
 * let go of the store once per tile, a timer each.
 */
export function useGameTileProps(game: AppGame, resourceUrl: string, from: string, liked: boolean): GameTileProps {
  const t = useT();
  // Data saver: no picture downloads; the tile shows the game's name on its placeholder.
  const dataSaver = useStore($dataSaver);
  const tileRef = useViewEvent<HTMLDivElement>('game_view', game.id, from);
  const open = (tryIt: boolean) => {
    trackEvent({ eventName: tryIt ? 'game_try_click' : 'game_click', eventInterfaceId: String(game.id), eventFrom: from });
    const path = gameStartPath(game.id, { tryIt });
    if ($isLoggedIn.get()) navigate(path);
    else openModal({ name: 'login', reason: 'play', redirect: path });
  };
  return {
    tileRef,
    name: game.name,
    imageUrl: dataSaver ? '' : gameImageUrl(game.img, resourceUrl),
    tryIt: game.tryIt === 1 ? { label: t('games.try'), ariaLabel: t('games.tryAria', { name: game.name }), onTry: () => open(true) } : undefined,
    like: { liked, label: t(liked ? 'games.unlike' : 'games.like', { name: game.name }), onToggle: () => void toggleLike(game.id) },
    onOpen: () => open(false),
  };
}
