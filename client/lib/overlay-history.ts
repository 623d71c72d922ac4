// The back stack (back-stack.ts) is its own chunk, loaded with the first sheet or dialog that
// opens: the first paint does not carry it, and until it loads no overlay has a history entry.
import type { BackStack } from './back-stack';

let loaded: BackStack | null = null;
let loading: Promise<BackStack> | null = null;

/** The back stack, loading it on first use. */
export function withBackStack(): Promise<BackStack> {
  loading ??= import('./back-stack').then((module) => (loaded = module.backStack()));
  return loading;
}

/** The back stack when it has loaded (an overlay has opened), else null. */
export const loadedBackStack = (): BackStack | null => loaded;
