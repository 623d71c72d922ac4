// `useStore` of @nanostores/react 1.1.0 without the `keys`, `deps` and `ssr` options, which the app
// never uses: the package's `keys` branch alone brings nanostores' listenKeys and deep-map path
// helpers (about 0.3 kB brotli) into the first paint, and the bundler cannot drop it.
// vite.config.ts and tsconfig.json resolve '@nanostores/react' to this file, so an import of the
// package gets this hook and its type (an option passed to it fails the typecheck).
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import type { Store, StoreValue } from 'nanostores';

/** The store's value, re-rendering the component when it changes (the package's semantics). */
export function useStore<SomeStore extends Store>(store: SomeStore): StoreValue<SomeStore> {
  // The first render listens until the subscription below is made (issue 25). `get()` on a store
  // nobody listens to mounts it and lets it go at once: a computed or lazy store is computed and
  // unmounted (nanostores' unmount timer, one a store, each traced on start-up), then mounted
  // again by the subscription. The listener is this component's own, so letting it go twice (a
  // new store) is harmless; a render that is never committed keeps its store mounted.
  const [release] = useState(() => store.listen(() => undefined));
  const [, changed] = useState(0);
  const value = store.get() as StoreValue<SomeStore>;
  // Subscribed after the paint (a passive effect), as useSyncExternalStore did: the render's task
  // stays the render's. If the component goes before then, the commit's cleanup lets go of the
  // first listener (a layout effect's cleanup runs at unmount even before the passive effects).
  useLayoutEffect(() => release, [release]);
  useEffect(() => {
    const rerender = () => changed((count) => count + 1);
    const stop = store.listen(rerender);
    release();
    // Changed between the render and now (another component's render or effect set it).
    if (store.value !== value) rerender();
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `value` is the render's, read once at subscription
  }, [store, release]);
  return value;
}
