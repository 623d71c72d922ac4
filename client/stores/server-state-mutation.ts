// Mutations: a change on the server (save, claim, delete) with its state in one store: `pending`,
// the last `error`, the last result (`data`) and the `requestId` of the request. Beside queries
// (server-state.ts) in their own module, so that a first-paint chunk carries only what it uses.
//
// - A double tap is one request: `run` with the same argument (compared field by field) while
//   the previous run is pending returns its promise. Another argument runs at once; the state
//   follows the newest run, and every run still settles for its caller and applies its hooks.
// - The request id follows the argument: a run with the same argument as the previous one (a
//   retry after an error, a repeat after a success) reuses its id, so a call that sends it (e.g.
//   `requestId` in the body) makes the change once; another argument, `reset()` or a key change
//   starts a new id. `sameRequest` decides otherwise (a form whose retry re-prepares its photos).
// - Per key, like queries: a key change (a logout, another player) resets the store, and the
//   answer of a run started for the old key touches nothing (no state, hook or refresh).
// - After a success: `done`, then the state, then the queries and paged lists of `refreshes`
//   reload. After a failure: `failed` (e.g. to undo an optimistic change), then the state.
// - `reset()` clears the error and the result (a form opened again starts clean) and starts a new
//   request id; a run in flight is kept: still pending, a double tap still joins it, and its
//   answer still lands.
import { atom, type ReadableAtom } from 'nanostores';

/** What a mutation holds: `data` stays from the last success; `error` from the last failure until the next run. */
export interface MutationState<A, R> {
  pending: boolean;
  error?: unknown;
  data?: R;
  requestId?: string;
  /** The newest run's argument (which row's button spins). */
  arg?: A;
}

/** What the send function gets beside its argument. */
export interface RunContext {
  /** The request's idempotency key: send it when the call takes one. */
  requestId: string;
}

export interface MutationOptions<A, R> {
  /** Queries and paged lists to reload after a success. */
  refreshes?: readonly { reload(): Promise<unknown> }[];
  /** Applies the answer (e.g. into a query's data), before the state and the refreshes. */
  done?: (result: R, arg: A) => void;
  /** Undoes an optimistic change after a failure. */
  failed?: (error: unknown, arg: A) => void;
  /** Whether `next` repeats `previous` (same request: same id, one request while pending); default: equal fields. */
  sameRequest?: (previous: A, next: A) => boolean;
}

export interface Mutation<A, R> extends ReadableAtom<MutationState<A, R>> {
  /** Sends the change; resolves with the answer, rejects with the error (also in the state). */
  run(arg: A): Promise<R>;
  /** Clears the error and the result; the next run is a new request (a run in flight is kept). */
  reset(): void;
}

// Plain objects and arrays compare field by field (one level); anything else (a File) by identity.
const same = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) ||
  (!!a &&
    !!b &&
    (a as object).constructor == (b as object).constructor &&
    ((a as object).constructor == Object || Array.isArray(a)) &&
    Object.keys(a).length == Object.keys(b).length &&
    Object.keys(a).every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])));

/**
 * A mutation for the current value of `$key` (null: not per player), sending with `send`. The
 * argument is one value (an object for several fields; none for `void`).
 */
export function mutation<A = void, R = unknown>(
  $key: ReadableAtom<unknown> | null,
  send: (arg: A, context: RunContext) => Promise<R>,
  { refreshes = [], done, failed, sameRequest = same }: MutationOptions<A, R> = {},
): Mutation<A, R> {
  const $state = atom<MutationState<A, R>>({ pending: false });
  // The newest request: its argument, id, and promise while in flight. Only it writes the state.
  let last: { arg: A; requestId: string; promise?: Promise<R> } | undefined;
  // A key change starts a new era: answers of an older one touch nothing.
  let era = 0;
  const set = (state: MutationState<A, R>): void => $state.set(state);
  const forget = (): void => {
    last = undefined;
    set({ pending: false });
  };
  $key?.listen(() => {
    era++;
    forget();
  });
  const run = (arg: A): Promise<R> => {
    // randomUUID needs a secure context (a phone on the dev server's LAN address has none).
    if (!last || !sameRequest(last.arg, arg)) last = { arg, requestId: crypto.randomUUID?.() ?? String(Math.random()).slice(2) };
    else if (last.promise) return last.promise;
    const request = last;
    const mine = era;
    const end = (next: Partial<MutationState<A, R>>): void => {
      request.promise = undefined;
      if (mine == era && last == request) set({ ...$state.value, pending: false, ...next });
    };
    set({ pending: true, data: $state.value.data, requestId: request.requestId, arg });
    // A send that throws at once fails like one that rejects.
    return (request.promise = new Promise<R>((resolve) => resolve(send(arg, request))).then(
      (data) => {
        if (mine == era) {
          done?.(data, arg);
          end({ data });
          for (const store of refreshes) void store.reload();
        }
        return data;
      },
      (error: unknown) => {
        if (mine == era) failed?.(error, arg);
        end({ error });
        throw error;
      },
    ));
  };
  // A run in flight stays (pending, and its answer lands): the player sees what the server does.
  const reset = (): void => (last?.promise ? set({ pending: true, requestId: last.requestId, arg: last.arg }) : forget());
  return Object.assign($state, { run, reset });
}
