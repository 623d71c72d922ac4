// A catalogue game as a tile on the games pages: view and click events, like heart, tap to start.
import { useStore } from '@nanostores/react';
import type { AppGame } from '../../api/contract';
import { navigate } from '../../lib/navigate';
import { trackEvent } from '../../stores/event-log';
import { $likedIds, gameImageUrl, gameStartPath, toggleLike } from '../../stores/games';
import { useT } from '../../stores/locale';
import { useViewEvent } from '../../stores/view-event';
import { GameTile } from '../../ui/game-tile';

export function CatalogueTile({ game, resourceUrl, from }: { game: AppGame; resourceUrl: string; from: string }) {
  const t = useT();
  const liked = useStore($likedIds).includes(game.id);
  const ref = useViewEvent<HTMLDivElement>('game_view', game.id, from);
  return (
    <GameTile
      tileRef={ref}
      name={game.name}
      imageUrl={gameImageUrl(game.img, resourceUrl)}
      tryLabel={game.tryIt === 1 ? t('games.try') : undefined}
      like={{ liked, label: t(liked ? 'games.unlike' : 'games.like', { name: game.name }), onToggle: () => void toggleLike(game.id) }}
      onOpen={() => {
        trackEvent({ eventName: 'game_click', eventInterfaceId: String(game.id), eventFrom: from });
        navigate(gameStartPath(game.id));
      }}
    />
  );
}
