// `useStore` of @nanostores/react 1.1.0 without the `keys`, `deps` and `ssr` options, which the app
// never uses: the package's `keys` branch alone brings nanostores' listenKeys and deep-map path
// helpers (about 0.3 kB brotli) into the first paint, and the bundler cannot drop it.
// vite.config.ts and tsconfig.json resolve '@nanostores/react' to this file, so an import of the
// package gets this hook and its type (an option passed to it fails the typecheck).
import { useCallback, useRef, useSyncExternalStore } from 'preact/compat';
import type { Store, StoreValue } from 'nanostores';

/** The store's value, re-rendering the component when it changes (the package's semantics). */
export function useStore<SomeStore extends Store>(store: SomeStore): StoreValue<SomeStore> {
  const snapshot = useRef<StoreValue<SomeStore> | undefined>(undefined);
  snapshot.current = store.get() as StoreValue<SomeStore>;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const emit = (value: unknown) => {
        if (snapshot.current === value) return;
        snapshot.current = value as StoreValue<SomeStore>;
        onChange();
      };
      emit(store.value);
      return store.listen(emit);
    },
    [store],
  );
  return useSyncExternalStore(subscribe, () => snapshot.current as StoreValue<SomeStore>);
}
