// Actions: a mutation for the current key that then refreshes the stores it affects.
import type { ReadableAtom } from 'nanostores';

/** Something an action can refresh (a query, a paged list). */
interface Reloadable {
  reload(): Promise<void>;
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
