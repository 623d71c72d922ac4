// `useStore` of @nanostores/react 1.1.0 without the `keys`, `deps` and `ssr` options, which the app
// never uses: the package's `keys` branch alone brings nanostores' listenKeys and deep-map path
// helpers (about 0.3 kB brotli) into the first paint, and the bundler cannot drop it.
// vite.config.ts and tsconfig.json resolve '@nanostores/react' to this file, so an import of the
// package gets this hook and its type (an option passed to it fails the typecheck).
import { useCallback, useRef, useState, useSyncExternalStore } from 'preact/compat';
import type { Store, StoreValue } from 'nanostores';

/** The store's value, re-rendering the component when it changes (the package's semantics). */
export function useStore<SomeStore extends Store>(store: SomeStore): StoreValue<SomeStore> {
  const snapshot = useRef<StoreValue<SomeStore> | undefined>(undefined);
  // The first render listens until the subscription below is made (issue 25). `get()` on a store
  // nobody listens to mounts it and lets it go at once: a computed or lazy store is computed and
  // unmounted (nanostores' unmount timer, one a store, each traced on start-up), then mounted and
  // computed again by the subscription. A render never committed keeps its store mounted. The
  // listener is this component's own, so letting it go twice (a new store) is harmless.
  const [release] = useState(() => store.listen(() => undefined));
  snapshot.current = store.get() as StoreValue<SomeStore>;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const emit = (value: unknown) => {
        if (snapshot.current === value) return;
        snapshot.current = value as StoreValue<SomeStore>;
        onChange();
      };
      emit(store.value);
      const stop = store.listen(emit);
      release();
      return stop;
    },
    [store, release],
  );
  return useSyncExternalStore(subscribe, () => snapshot.current as StoreValue<SomeStore>);
}
