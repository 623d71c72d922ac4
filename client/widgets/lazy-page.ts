// preact-iso's `lazy` for pages and modals: the module declares its text catalogs (`catalogs`), added
// before its first render (in Filipino, once that text has loaded). A chunk that fails to load is
// handled: after a deploy (a newer build is live) the page reloads onto it; otherwise (offline) it
// renders as a component that throws, so the nearest error boundary shows its page instead of
// hanging, and the boundary's retry tries the import again.
import { h, type ComponentType, type FunctionComponent } from 'preact';
import { lazy } from 'preact-iso';
import { reloadIfNewerBuild } from '../lib/build-check';
import { withCatalogs, type WithCatalogs } from '../stores/locale';

/** Lazily loaded component whose load failure reaches the error boundary. */
export function lazyPage<P extends object>(load: () => Promise<WithCatalogs & { default: ComponentType<P> }>): FunctionComponent<P> {
  const make = (): ComponentType<P> =>
    lazy(() =>
      withCatalogs(load()).catch(async (error: unknown) => {
        // Reloading: keep the current screen until the new page replaces it.
        // Offline the server cannot be asked (and is not: no request while offline).
        if (navigator.onLine && (await reloadIfNewerBuild())) return new Promise<never>(() => undefined);
        return {
          default: (() => {
            current = make();
            throw error;
          }) as ComponentType<P>,
        };
      }),
    ) as ComponentType<P>;
  let current = make();
  return (props: P) => h(current, props);
}
