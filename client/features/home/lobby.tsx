// The game lobby under the home page's first screen (a lazy chunk): banners, search entry,
// members' one-tap cash-in tiles and 'Recent' and 'Favourites' rows, sticky type tabs, brand/platform chips and the
// games of the selected type, rendered incrementally.
import type { ComponentType } from 'preact';
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { useStore } from '@nanostores/react';
import { href } from '../../../contract/route-paths';
import { afterNextPaint } from '../../lib/after-next-paint';
import { $banners, $activityState } from '../../stores/activities';
import { $catalogue, $historyIds, $likedIds, gamesForIds, homeGuideWanted, toggleId, type Catalogue } from '../../stores/games';
import { gamesCatalog } from '../../i18n/games-catalog';
import { tn, withCatalogs } from '../../stores/locale';
import { useT } from '../../widgets/use-t';
import { dropPopup, queuePopup } from '../../stores/modals';
import { watchActivityPopups } from '../../stores/activity-popups';
import { $isLoggedIn, $user } from '../../stores/session';
import { Button } from '../../ui/button';
import { Chips } from '../../ui/chips';
import { EmptyState } from '../../ui/empty-state';
import { SearchIcon } from '../../ui/game-icons';
import { GAME_ART_HEIGHT, GAME_ART_WIDTH } from '../../ui/game-tile';
import { HorizontalRow } from '../../ui/horizontal-row';
import { IncrementalGrid } from '../../ui/incremental-grid';
import { usePainted } from '../../ui/use-painted';
import { Skeleton } from '../../ui/skeleton';
import { CatalogueTile } from '../../widgets/catalogue-tile';
import { BalanceAsOf } from './balance-as-of';
import { BannerCarousel, BannerSkeleton } from './banner-carousel';
import { CashInTiles } from './cash-in-tiles';
import { $lobbyFilter, chipCounts, gamesByType, setLobbyFilter } from './lobby-filter';
import styles from './lobby.module.css';

/** @public The text this chunk shows, added as it loads (withCatalogs reads it; knip cannot see that). */
export const catalogs = [gamesCatalog];

const ROW_LIMIT = 12;

function MemberRows({ catalogue }: { catalogue: Catalogue }) {
  const t = useT();
  const history = gamesForIds(catalogue, useStore($historyIds)).slice(0, ROW_LIMIT);
  const likedIds = useStore($likedIds);
  const liked = gamesForIds(catalogue, likedIds).slice(0, ROW_LIMIT);
  const seeAll = (tab: string) => (
    // A plain link: the router pushes it once (a handler that also navigated made two entries).
    <a class={styles.seeAll} href={href('memberGames', { query: { tab } })}>
      {t('games.seeAll')}
    </a>
  );
  return (
    <>
      {history.length ? (
        <HorizontalRow title={t('games.recent')} action={seeAll('history')}>
          {history.map((game) => (
            <CatalogueTile key={game.id} game={game} resourceUrl={catalogue.resourceUrl} from="home_recent" liked={likedIds.includes(game.id)} />
          ))}
        </HorizontalRow>
      ) : null}
      {liked.length ? (
        <HorizontalRow title={t('games.favourites')} action={seeAll('favourites')}>
          {liked.map((game) => (
            <CatalogueTile key={game.id} game={game} resourceUrl={catalogue.resourceUrl} from="home_favourites" liked />
          ))}
        </HorizontalRow>
      ) : null}
    </>
  );
}

/** Without a phone a forgotten password needs customer service: nudged until one is linked. */
function BindPhoneNudge() {
  const t = useT();
  const user = useStore($user);
  if (!user || user.mobile) return null;
  return (
    <p class={styles.nudge} data-testid="bind-phone-nudge">
      {t('games.bindPhone')} <a href={href('authBind')}>{t('games.bindPhoneAction')}</a>
    </p>
  );
}

function TypeTabs({ catalogue, typeId }: { catalogue: Catalogue; typeId: number | null }) {
  const t = useT();
  // A tap marks its tab at once and swaps the games after that frame is painted: the tap's own
  // task re-renders the tabs only, not a page of tiles (issue 25: at 4x CPU the swap held the tap's
  // paint past 100 ms). The mark holds until the filter has moved off the type it was made on.
  const [tapped, setTapped] = useState<{ from: number | null; to: number } | null>(null);
  const selected = tapped && tapped.from === typeId ? tapped.to : typeId;
  const choose = (id: number) => {
    setTapped({ from: typeId, to: id });
    afterNextPaint(() => setLobbyFilter({ typeId: id }));
  };
  return (
    <div class={styles.typeTabs} role="tablist" aria-label={t('games.types')} data-guide="types">
      {catalogue.types.map((type) => (
        <button
          key={type.id}
          type="button"
          role="tab"
          aria-selected={type.id === selected}
          class={`${styles.typeTab} ${type.id === selected ? styles.typeTabOn : ''}`}
          onClick={() => choose(type.id)}
        >
          {type.name}
        </button>
      ))}
    </div>
  );
}

function GamesSection({ catalogue, onFirstPage }: { catalogue: Catalogue; onFirstPage?: () => void }) {
  const t = useT();
  const filter = useStore($lobbyFilter);
  const likedIds = useStore($likedIds);
  // The first row of tiles comes in a task after the tabs' and chips' first frame (placeholders
  // meanwhile); a later tab or filter change swaps the tiles at once.
  const painted = usePainted();
  // The remembered type, unless it is no longer offered: then the first one.
  const typeId = catalogue.types.some((type) => type.id === filter.typeId) ? filter.typeId : (catalogue.types[0]?.id ?? null);
  const games = useMemo(() => gamesByType(catalogue.games, typeId, filter), [catalogue, typeId, filter]);
  const filtered = filter.brandIds.length > 0 || filter.platformIds.length > 0;
  // Each chip says how many games of this type it would show (with the other group's choice).
  const ofType = useMemo(() => gamesByType(catalogue.games, typeId, { brandIds: [], platformIds: [] }), [catalogue, typeId]);
  const counts = useMemo(() => chipCounts(ofType, filter), [ofType, filter]);
  const brandCount = (id: number) => counts.brands.get(id) ?? 0;
  const platformCount = (id: number) => counts.platforms.get(id) ?? 0;
  const clear = () => setLobbyFilter({ brandIds: [], platformIds: [] });
  const empty = games.length === 0;
  useEffect(() => {
    if (empty) onFirstPage?.();
  }, [empty, onFirstPage]);
  return (
    <section class={styles.games}>
      <div class={styles.sticky}>
        <TypeTabs catalogue={catalogue} typeId={typeId} />
      </div>
      <Chips label={t('games.brands')} items={catalogue.brands.map((b) => ({ id: b.id, label: b.name, count: brandCount(b.id) }))} selected={filter.brandIds} onToggle={(id) => setLobbyFilter({ brandIds: toggleId(filter.brandIds, id) })} />
      {catalogue.platforms.length > 1 ? (
        <Chips
          label={t('games.platforms')}
          items={catalogue.platforms.map((p) => ({ id: p.id, label: p.name, count: platformCount(p.id) }))}
          selected={filter.platformIds}
          onToggle={(id) => setLobbyFilter({ platformIds: toggleId(filter.platformIds, id) })}
        />
      ) : null}
      {/* A remembered filter is never silent: how many games it leaves, and the way out. */}
      {filtered && games.length ? (
        <div class={styles.filterBar} role="status">
          <span>
            {t('games.filtersOn')} · {tn('games.results', games.length)}
          </span>
          <Button variant="link" size="sm" onClick={clear}>
            {t('games.clearFilters')}
          </Button>
        </div>
      ) : null}
      {!painted ? (
        <SkeletonTiles />
      ) : games.length ? (
        <IncrementalGrid
          label={catalogue.types.find((type) => type.id === typeId)?.name}
          items={games}
          itemKey={(game) => game.id}
          resetKey={`${typeId}|${filter.brandIds}|${filter.platformIds}`}
          // Under the card, banner, search and tabs a phone's first screen shows about one row:
          // it renders first, the rest of the page a row per painted frame (short tasks).
          firstSlice={3}
          renderItem={(game) => <CatalogueTile game={game} resourceUrl={catalogue.resourceUrl} from="home" liked={likedIds.includes(game.id)} />}
          onFirstPage={onFirstPage}
        />
      ) : (
        <EmptyState
          message={filtered ? t('games.noResults') : t('games.noGames')}
          action={
            filtered ? (
              <Button variant="secondary" size="sm" onClick={clear}>
                {t('games.clearFilters')}
              </Button>
            ) : undefined
          }
        />
      )}
    </section>
  );
}

/** Two rows of tile-shaped placeholders. */
function SkeletonTiles() {
  return (
    <div class={styles.skeletonGrid} aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <span key={i} style={{ aspectRatio: `${GAME_ART_WIDTH} / ${GAME_ART_HEIGHT}` }}>
          <Skeleton height="100%" radius="calc(0.16 * var(--u))" />
        </span>
      ))}
    </div>
  );
}

/** Queues the home guide once per tutorialVersion; the popup queue shows it when no modal (age notice) is open. */
function useHomeGuide(tutorialVersion: number | undefined) {
  useEffect(() => {
    if (!homeGuideWanted(tutorialVersion)) return;
    queuePopup({ name: 'homeGuide' }, { once: true });
    return () => dropPopup('homeGuide');
  }, [tutorialVersion]);
  // The activity popups queue after the guide (lower priority), while the lobby shows.
  useEffect(() => watchActivityPopups(), []);
}

/** The footer, loaded as a chunk of its own (it is out of view at first). */
function LazyTrustFooter() {
  const [Footer, setFooter] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    withCatalogs(import('../../widgets/trust-footer')).then(
      (module) => live && setFooter(() => module.TrustFooter),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return Footer ? <Footer /> : null;
}

export interface LobbyProps {
  tutorialVersion?: number;
}

/** The player's rows and the games, from the catalogue (placeholders until the config has come). */
function LobbyGames({ loggedIn, onFirstPage }: { loggedIn: boolean; onFirstPage: () => void }) {
  const catalogue = useStore($catalogue);
  if (!catalogue) return <SkeletonTiles />;
  return (
    <>
      {loggedIn ? <MemberRows catalogue={catalogue} /> : null}
      <GamesSection catalogue={catalogue} onFirstPage={onFirstPage} />
    </>
  );
}

/**
 * Banners, search, the player's rows and the games; below them the footer, once the games' first
 * page (or their empty state) is in: shown sooner, it would sit in view and then be pushed down,
 * a layout shift.
 */
export default function Lobby({ tutorialVersion }: LobbyProps) {
  const [settled, setSettled] = useState(false);
  const onFirstPage = useCallback(() => setSettled(true), []);
  const t = useT();
  const loggedIn = useStore($isLoggedIn);
  // Listening loads the activity state (once per session).
  const activityState = useStore($activityState);
  useStore($banners);
  useHomeGuide(tutorialVersion);
  // The player's rows and the games come after the first frame (placeholders meanwhile): the
  // catalogue is built in the task after that frame, and they render in the next.
  const painted = usePainted(() => void $catalogue.get());
  return (
    <>
      <div class={styles.lobby}>
        {loggedIn ? <BalanceAsOf /> : null}
        {/* No banner block when the banners could not load (offline): an empty frame is not a banner. */}
        {activityState.data ? <BannerCarousel /> : activityState.error ? null : <BannerSkeleton />}
        <a class={styles.search} href={href('gameSearch')} data-guide="search">
          <SearchIcon />
          <span>{t('games.searchPlaceholder')}</span>
        </a>
        {loggedIn ? <CashInTiles /> : null}
        {loggedIn ? <BindPhoneNudge /> : null}
        {painted ? <LobbyGames loggedIn={loggedIn} onFirstPage={onFirstPage} /> : <SkeletonTiles />}
      </div>
      {settled ? <LazyTrustFooter /> : null}
    </>
  );
}
