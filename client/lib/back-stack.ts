// Android back closes the open sheet or dialog first, then leaves the page. The one mechanism:
// every dismissable overlay (ui/ BottomSheet and Dialog, the reward card) registers here while it
// is open. The history holds one entry per open overlay on top of the page's own entry (same URL,
// `state` marks its depth), reconciled in a microtask so closing one modal and opening another in
// the same tick (login → register) reuses the entry. A back press lands on a lower depth and closes
// the overlays above it; closing by a button goes back over its entry, so none is left stale; a
// navigation while overlays are open (navigate(), or a link inside one: the click watcher below)
// closes them and replaces their entries with the new page. Loaded lazily (overlay-history.ts),
// which pushes the first overlay's entry itself before this chunk arrives.
import { overlayEntry } from './overlay-entry';

/** The slice of `window` the stack uses (a fake in unit tests). */
export interface BackEnv {
  history: Pick<History, 'state' | 'pushState' | 'replaceState' | 'go'>;
  location: Pick<Location, 'href'>;
  addEventListener: (type: 'popstate', listener: (event: PopStateEvent) => void) => void;
  queueMicrotask: (task: () => void) => void;
  /** Runs `task` in a later task, after every queued microtask. */
  later: (task: () => void) => void;
}

interface Overlay {
  close: () => void;
}

/**
 * The back stack over `env`; the app uses the one over `window` below. `standIn` is the load id of
 * the entry overlay-history.ts pushed for the first overlay before this chunk arrived.
 */
export function createBackStack(env: BackEnv, standIn?: string) {
  // Entries of an earlier page load (a reload with a sheet open) belong to no open overlay.
  const load = standIn ?? Math.random().toString(36).slice(2);
  const stack: Overlay[] = [];
  let goPending = false;
  let syncQueued = false;
  let listening = false;
  let afterGo: (() => void)[] = [];

  const depthOf = (state: unknown): number => {
    if (!state || typeof state !== 'object') return 0;
    const record = state as Partial<ReturnType<typeof overlayEntry>>;
    return record.backStackLoad === load && typeof record.backStackDepth === 'number' ? record.backStackDepth : 0;
  };

  // Makes the history's overlay entries match the open overlays.
  function sync(): void {
    syncQueued = false;
    if (goPending) return;
    const actual = depthOf(env.history.state);
    if (stack.length > actual) {
      for (let depth = actual + 1; depth <= stack.length; depth++) env.history.pushState(overlayEntry(depth, load), '', env.location.href);
    } else if (stack.length < actual) {
      goPending = true;
      env.history.go(stack.length - actual);
      return;
    }
    const waiting = afterGo;
    afterGo = [];
    for (const task of waiting) task();
  }

  function queueSync(): void {
    if (syncQueued) return;
    syncQueued = true;
    env.queueMicrotask(sync);
  }

  function onPopState(): void {
    const landed = depthOf(env.history.state);
    // Our own go() finished: overlays opened meanwhile stay open and get their entries now.
    if (goPending) goPending = false;
    // Back (or forward) to a lower depth closes the overlays above it, top first.
    else while (stack.length > landed) stack.pop()!.close();
    sync();
  }

  function listen(): void {
    if (listening) return;
    listening = true;
    env.addEventListener('popstate', onPopState);
  }

  // The stand-in still on top is the entry of the overlays that register now (their opens were
  // queued while this chunk loaded). Gone, back was pressed (or a link followed) meanwhile, so they
  // close instead. Either way, a later task reconciles: a stand-in no overlay claimed goes.
  let closeOnOpen = false;
  if (standIn !== undefined) {
    listen();
    closeOnOpen = depthOf(env.history.state) === 0;
    env.later(() => {
      closeOnOpen = false;
      queueSync();
    });
  }

  return {
    /** Registers an open overlay; `close` runs when back is pressed over it. Returns its release. */
    open(close: () => void): () => void {
      if (closeOnOpen) {
        close();
        return () => {};
      }
      listen();
      const overlay: Overlay = { close };
      stack.push(overlay);
      queueSync();
      return () => {
        const index = stack.indexOf(overlay);
        if (index < 0) return; // already closed by back
        stack.splice(index, 1);
        queueSync();
      };
    },
    /**
     * Runs `go` (a navigation) once no overlay entry is on top of the history: open overlays close
     * first and their entries are gone back over, so the new page replaces them.
     */
    beforeNavigate(go: () => void): void {
      while (stack.length) stack.pop()!.close();
      if (!goPending && !syncQueued && depthOf(env.history.state) === 0) return go();
      afterGo.push(go);
      if (!goPending) sync();
    },
    /** True while an overlay is open or its entry is still in the history. */
    busy: (): boolean => stack.length > 0 || goPending || depthOf(env.history.state) > 0,
    /** Open overlays (tests). */
    size: (): number => stack.length,
  };
}

export type BackStack = ReturnType<typeof createBackStack>;

let shared: BackStack | undefined;

/** The app's back stack over `window` (created on first use, with the link watcher below). */
export function backStack(standIn?: string): BackStack {
  if (shared) return shared;
  const stack = createBackStack(
    {
      history,
      location,
      addEventListener: (type, listener) => addEventListener(type, listener),
      queueMicrotask: (task) => queueMicrotask(task),
      later: (task) => setTimeout(task),
    },
    standIn,
  );
  document.addEventListener('click', (event) => {
    const path = routedLinkPath(event);
    if (path === null || event.defaultPrevented || !stack.busy()) return;
    // A link inside an open sheet: the router would push over the sheet's entry; this replaces it.
    event.preventDefault();
    event.stopPropagation();
    stack.beforeNavigate(() => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
  });
  shared = stack;
  return stack;
}

/** The in-app path a click on a link routes to (as preact-iso's router decides), else null. */
export function routedLinkPath(event: MouseEvent): string | null {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return null;
  const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && Boolean(node.href));
  const raw = link?.getAttribute('href');
  if (!link || !raw || link.origin !== location.origin || raw.startsWith('#') || !/^(_?self)?$/i.test(link.target) || link.download) return null;
  return link.href.slice(location.origin.length);
}
