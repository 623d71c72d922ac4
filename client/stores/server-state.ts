// Server state in one primitive: data loaded for a key (the signed-in player, a range, ...), paged
// lists, and actions that change data and then refresh what they touch. Loading starts when a
// store gets its first listener (nanostores onMount), never at import. A key change (a logout,
// another player) resets the store, and an answer for an older key or an older load is dropped.
// A null key means "nothing to load" (a guest for per-user data).
import { atom, onMount, type ReadableAtom } from 'nanostores';

/** What a query holds: the last data, the last error, and whether a load runs. */
export interface Remote<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
}

export interface Query<T> extends ReadableAtom<Remote<T>> {
  /** Loads again for the current key; the data shown stays until the answer comes. */
  reload(): Promise<void>;
  /** Changes the data locally (an optimistic update, or a mutation's own answer). */
  mutate(update: (data: T | undefined) => T | undefined): void;
}

/** Something an action can refresh. */
interface Reloadable {
  reload(): Promise<void>;
}

// The shared lifecycle: `load` starts a load that is current until the next `begin`; `onKey`
// resets on a key change and loads again when someone listens.
function lifecycle<K>($key: ReadableAtom<K | null>, store: ReadableAtom<unknown>, reset: () => void, loadOnMount: () => boolean, load: () => void) {
  let run = 0;
  let mounted = false;
  $key.listen(() => {
    run++;
    reset();
    if (mounted) load();
  });
  onMount(store, () => {
    mounted = true;
    if (loadOnMount()) load();
    return () => {
      mounted = false;
    };
  });
  // Each load takes a ticket; only the newest ticket may write.
  return { begin: () => ++run, current: (ticket: number) => ticket === run };
}

/** Data for the current value of `$key`, loaded by `fetch` on mount and on every key change. */
export function query<K, T>($key: ReadableAtom<K | null>, fetch: (key: K) => Promise<T>): Query<T> {
  const $state = atom<Remote<T>>({ loading: false });
  // Loaded for the current key: a mount needs no load (data written by `mutate` does not count).
  let fetched = false;
  // Internals read `.value`: `.get()` on an unmounted store would mount it and start a load.
  const life = lifecycle(
    $key,
    $state,
    () => {
      fetched = false;
      $state.set({ loading: false });
    },
    () => !fetched && !$state.value.loading,
    () => void reload(),
  );
  const reload = async (): Promise<void> => {
    const ticket = life.begin();
    const key = $key.get();
    if (key === null) return $state.set({ loading: false });
    $state.set({ data: $state.value.data, loading: true });
    try {
      const data = await fetch(key);
      if (!life.current(ticket)) return;
      fetched = true;
      $state.set({ data, loading: false });
    } catch (error) {
      if (life.current(ticket)) $state.set({ data: $state.value.data, error, loading: false });
    }
  };
  const mutate = (update: (data: T | undefined) => T | undefined): void => $state.set({ ...$state.value, data: update($state.value.data) });
  return Object.assign($state, { reload, mutate });
}

/** A paged list: items of the pages loaded so far, in order. */
export interface PagedState<T> {
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
  const life = lifecycle(
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

export interface ActionOptions<A extends unknown[], R> {
  /** Stores to reload after a success. */
  affects?: readonly Reloadable[];
  /** Applies the answer (e.g. into a query's data). */
  done?: (result: R, ...args: A) => void;
  /** Undoes an optimistic change after a failure. */
  failed?: (error: unknown, ...args: A) => void;
}

/**
 * A mutation for the current value of `$key`: runs `run`, then (when the key has not changed
 * meanwhile, so another player never gets this answer) calls `done` or `failed` and reloads the
 * stores it affects. Resolves or rejects like `run`.
 */
export function action<A extends unknown[], R>($key: ReadableAtom<unknown>, run: (...args: A) => Promise<R>, options: ActionOptions<A, R> = {}): (...args: A) => Promise<R> {
  return async (...args) => {
    const key = $key.get();
    try {
      const result = await run(...args);
      if ($key.get() === key) {
        options.done?.(result, ...args);
        for (const store of options.affects ?? []) void store.reload();
      }
      return result;
    } catch (error) {
      if ($key.get() === key) options.failed?.(error, ...args);
      throw error;
    }
  };
}
