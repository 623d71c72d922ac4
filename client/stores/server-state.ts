// Server state in one primitive: data loaded for a key (the signed-in player, a range, ...).
// Paged lists (server-state-paged.ts), mutations (server-state-mutation.ts) and polling
// (server-state-poll.ts) sit beside it, in their own modules so that a first-paint chunk carries
// only what it uses. Loading starts when a store gets its first listener (nanostores onMount),
// never at import. A key change (a logout, another player) resets the store, and an answer for an
// older key or an older load is dropped. A null key means "nothing to load" (a guest for per-user
// data).
import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { ApiError } from '../api/errors';

/** What a query holds: the last data, the last error, and whether a load runs. */
interface Remote<T> {
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

/**
 * The lifecycle shared by queries and paged lists: resets on a key change (and loads again when
 * someone listens), loads on mount when `loadOnMount` says so; `begin` hands out a ticket that
 * stays `current` until the next load or key change.
 */
export function keyedLifecycle<K>($key: ReadableAtom<K | null>, store: ReadableAtom<unknown>, reset: () => void, loadOnMount: () => boolean, load: () => void) {
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
  const life = keyedLifecycle(
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
      if (life.current(ticket)) {
        $state.set({ data: $state.value.data, error, loading: false });
        // Failed for want of a connection: load again by itself once the phone is back online
        // (unless a newer load or a key change came first).
        if ((error as ApiError).kind == 'network') addEventListener('online', () => void (life.current(ticket) && reload()), { once: true });
      }
    }
  };
  const mutate = (update: (data: T | undefined) => T | undefined): void => $state.set({ ...$state.value, data: update($state.value.data) });
  return Object.assign($state, { reload, mutate });
}
