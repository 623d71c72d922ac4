// preact-iso's `lazy`, but a chunk that fails to load (offline, a stale deploy) renders as a
// component that throws, so the nearest error boundary shows its page instead of hanging; the
// next render after that (the boundary's retry) tries the import again.
import { h, type ComponentType } from 'preact';
import { lazy } from 'preact-iso';

/** Lazily loaded component whose load failure reaches the error boundary. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const make = (): ComponentType<P> =>
    lazy(() =>
      load().catch((error: unknown) => ({
        default: (() => {
          current = make();
          throw error;
        }) as ComponentType<P>,
      })),
    ) as ComponentType<P>;
  let current = make();
  return (props: P) => h(current, props);
}
