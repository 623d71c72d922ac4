// The back stack (back-stack.ts) is its own chunk, loaded with the first sheet or dialog that
// opens: the first paint does not carry it. Until it arrives, the stand-in entry pushed here (the
// first overlay's entry, in the stack's format) keeps a back press on the page; the stack adopts it.
import type { BackStack } from './back-stack';
import { overlayEntry } from './overlay-entry';

let loaded: BackStack | null = null;
let loading: Promise<BackStack> | null = null;

/** The back stack, loading it on first use. */
export function withBackStack(): Promise<BackStack> {
  if (!loading) {
    const load = Math.random().toString(36).slice(2);
    history.pushState(overlayEntry(1, load), '', location.href);
    loading = import('./back-stack').then((module) => (loaded = module.backStack(load)));
  }
  return loading;
}

/**
 * Runs `go` (a navigation) once no overlay entry is on top of the history: at once when no overlay
 * has opened, else through the stack (waiting for it while its chunk loads, over the stand-in).
 */
export function afterOverlays(go: () => void): void {
  if (loaded) loaded.beforeNavigate(go);
  // A chunk that failed to load (offline) must not hold the navigation back.
  else if (loading) loading.then((stack) => stack.beforeNavigate(go), go);
  else go();
}
