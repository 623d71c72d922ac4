// Paged lists on the server-state lifecycle: pages appended, loading more, the end, an error with
// retry, and a reset on key change (see server-state.ts).
import { atom, type ReadableAtom } from 'nanostores';
import { keyedLifecycle } from './server-state';

/** A paged list: items of the pages loaded so far, in order. */
interface PagedState<T> {
  items: T[];
  /** Pages loaded (0: none yet). */
  page: number;
  /** 'error': the first page failed (see `error`). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  error?: unknown;
  /** The next page is loading; the items shown stay. */
  loadingMore: boolean;
  /** The next page failed; the items shown stay and `loadMore` tries it again. */
  moreError?: unknown;
  /** Every item is loaded ('No more'). */
  done: boolean;
}

export interface PagedList<T> extends ReadableAtom<PagedState<T>> {
  /** Loads the first page again (the list is emptied first). */
  reload(): Promise<void>;
  /** Appends the next page; no-op while loading, after an error of the first page, or when done. */
  loadMore(): Promise<void>;
}

/** One page of a paged list; `done` when it is the last. */
export interface Page<T> {
  items: T[];
  done: boolean;
}

const emptyPages = <T>(): PagedState<T> => ({ items: [], page: 0, status: 'idle', loadingMore: false, done: false });

/**
 * A paged list for the current value of `$key`: the first page loads on every mount (a list is
 * fresh each time it is shown) and on key changes. `id` drops items already shown, which a page
 * boundary shifted by new items would repeat.
 */
export function pagedList<K, T>($key: ReadableAtom<K | null>, fetchPage: (key: K, page: number) => Promise<Page<T>>, id?: (item: T) => unknown): PagedList<T> {
  const $state = atom<PagedState<T>>(emptyPages());
  const life = keyedLifecycle(
    $key,
    $state,
    () => $state.set(emptyPages()),
    () => true,
    () => void reload(),
  );
  const next = async (state: PagedState<T>): Promise<void> => {
    const ticket = life.begin();
    const key = $key.get();
    if (key === null) return $state.set(emptyPages());
    const first = state.page === 0;
    $state.set(first ? { ...emptyPages(), status: 'loading' } : { ...state, loadingMore: true, moreError: undefined });
    try {
      const { items, done } = await fetchPage(key, state.page + 1);
      if (!life.current(ticket)) return;
      const seen = new Set(id ? state.items.map(id) : []);
      $state.set({ ...state, items: [...state.items, ...(id ? items.filter((item) => !seen.has(id(item))) : items)], page: state.page + 1, status: 'ready', loadingMore: false, moreError: undefined, done });
    } catch (error) {
      if (life.current(ticket)) $state.set(first ? { ...emptyPages(), status: 'error', error } : { ...state, loadingMore: false, moreError: error });
    }
  };
  const reload = (): Promise<void> => next(emptyPages());
  const loadMore = (): Promise<void> => {
    const state = $state.value;
    return state.status !== 'ready' || state.loadingMore || state.done ? Promise.resolve() : next(state);
  };
  return Object.assign($state, { reload, loadMore });
}
