// /game/search: instant search over the local catalogue (debounced, no request), with the spec's
// filter (type, tags, brands), remembered between visits, and results rendered incrementally.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useStore } from '@nanostores/react';
import { $catalogue, $likedIds, toggleId } from '../../stores/games';
import { gamesCatalog } from '../../i18n/games-catalog';
import { tn } from '../../stores/locale';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';
import { Chips } from '../../ui/chips';
import { EmptyState } from '../../ui/empty-state';
import { CloseIcon } from '../../ui/icons';
import { SearchIcon } from '../../ui/game-icons';
import { IncrementalGrid } from '../../ui/incremental-grid';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { CatalogueTile } from '../../widgets/catalogue-tile';
import styles from './games.module.css';
import { $searchFilter, EMPTY_SEARCH_FILTER, searchGames, setSearchFilter } from './search-filter';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [gamesCatalog];

/** Typing settles for this long before the results change. */
export const SEARCH_DEBOUNCE_MS = 150;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export default function SearchPage() {
  const t = useT();
  const catalogue = useStore($catalogue);
  const filter = useStore($searchFilter);
  const likedIds = useStore($likedIds);
  const [query, setQuery] = useState('');
  const settledQuery = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const results = useMemo(() => (catalogue ? searchGames(catalogue.games, settledQuery, filter) : []), [catalogue, settledQuery, filter]);
  const filtered = filter.gameTypeId !== null || filter.gameTagIds.length > 0 || filter.gameBrandIds.length > 0;

  return (
    <Page title={t('games.searchTitle')} back>
      <div class={styles.page}>
        <form class={styles.searchBox} role="search" onSubmit={(event) => event.preventDefault()}>
          <SearchIcon />
          <input
            ref={input}
            class={styles.searchInput}
            type="search"
            enterKeyHint="search"
            maxLength={50}
            placeholder={t('games.searchPlaceholder')}
            aria-label={t('games.searchLabel')}
            value={query}
            onInput={(event) => setQuery(event.currentTarget.value)}
          />
          {query ? (
            <button type="button" class={styles.clear} aria-label={t('games.clearSearch')} onClick={() => setQuery('')}>
              <CloseIcon />
            </button>
          ) : null}
        </form>
        {catalogue ? (
          <>
            <div class={styles.filters}>
              <Chips
                label={t('games.types')}
                items={catalogue.types.map((type) => ({ id: type.id, label: type.name }))}
                selected={filter.gameTypeId === null ? [] : [filter.gameTypeId]}
                onToggle={(id) => setSearchFilter({ gameTypeId: filter.gameTypeId === id ? null : id })}
              />
              <Chips label={t('games.tags')} items={catalogue.tags.map((tag) => ({ id: tag.id, label: tag.name }))} selected={filter.gameTagIds} onToggle={(id) => setSearchFilter({ gameTagIds: toggleId(filter.gameTagIds, id) })} />
              <Chips
                label={t('games.brands')}
                items={catalogue.brands.map((brand) => ({ id: brand.id, label: brand.name }))}
                selected={filter.gameBrandIds}
                onToggle={(id) => setSearchFilter({ gameBrandIds: toggleId(filter.gameBrandIds, id) })}
              />
            </div>
            <p class={styles.count} aria-live="polite">
              {tn('games.results', results.length)}
            </p>
            {results.length ? (
              <IncrementalGrid
                label={t('games.searchTitle')}
                items={results}
                itemKey={(game) => game.id}
                resetKey={`${settledQuery}|${filter.gameTypeId}|${filter.gameTagIds}|${filter.gameBrandIds}`}
                // A row first, then a row per painted frame while the grid's end is near the screen.
                firstSlice={3}
                // The first row's pictures are the page's largest on its first screen (its LCP): asked
                // for with the render, not a frame later when their boxes are seen near the screen.
                renderItem={(game, index) => <CatalogueTile game={game} resourceUrl={catalogue.resourceUrl} from="search" priority={index < 3} liked={likedIds.includes(game.id)} />}
              />
            ) : (
              <EmptyState
                message={t('games.noResults')}
                action={
                  filtered ? (
                    <Button variant="secondary" size="sm" onClick={() => setSearchFilter(EMPTY_SEARCH_FILTER)}>
                      {t('games.clearFilters')}
                    </Button>
                  ) : undefined
                }
              />
            )}
          </>
        ) : (
          <Spinner />
        )}
      </div>
    </Page>
  );
}
