// /member/games: the player's favourites and history (members; the route has the login guard).
import { useStore } from '@nanostores/react';
import { useLocation } from 'preact-iso';
import { navigate } from '../../lib/navigate';
import { href } from '../../../contract/route-paths';
import { $catalogue, $historyIds, $likedIds, gamesForIds } from '../../stores/games';
import { gamesCatalog } from '../../i18n/games-catalog';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { IncrementalGrid } from '../../ui/incremental-grid';
import { Page } from '../../ui/page';
import { Tabs } from '../../ui/tabs';
import { CatalogueTile } from '../../widgets/catalogue-tile';
import styles from './games.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [gamesCatalog];

type Tab = 'favourites' | 'history';

export default function MemberGamesPage() {
  const t = useT();
  const { query, path } = useLocation();
  const tab: Tab = query.tab === 'history' ? 'history' : 'favourites';
  const catalogue = useStore($catalogue);
  const likedIds = useStore($likedIds);
  const historyIds = useStore($historyIds);
  const ids = tab === 'history' ? historyIds : likedIds;
  const games = gamesForIds(catalogue, ids);
  return (
    <Page title={t('games.myGames')} back>
      <div class={styles.page}>
        <Tabs
          items={[
            { id: 'favourites', label: t('games.favourites') },
            { id: 'history', label: t('games.history') },
          ]}
          value={tab}
          onChange={(id) => navigate(`${path}?tab=${id}`, { replace: true })}
        />
        {games.length && catalogue ? (
          <IncrementalGrid
            label={t(tab === 'history' ? 'games.history' : 'games.favourites')}
            items={games}
            itemKey={(game) => game.id}
            resetKey={tab}
            // A row first, then a row per painted frame while the grid's end is near the screen.
            firstSlice={3}
            renderItem={(game) => <CatalogueTile game={game} resourceUrl={catalogue.resourceUrl} from={tab === 'history' ? 'member_history' : 'member_favourites'} liked={likedIds.includes(game.id)} />}
          />
        ) : (
          <EmptyState
            message={t(tab === 'history' ? 'games.noHistory' : 'games.noFavourites')}
            action={
              <Button variant="secondary" size="sm" onClick={() => navigate(href('home'))}>
                {t('games.browse')}
              </Button>
            }
          />
        )}
      </div>
    </Page>
  );
}
