// Watching elements come into view with one IntersectionObserver per kind of watch for the whole
// page, not one per element: a lobby's tiles each want their picture when near the screen
// (useNearViewport) and a view event when half seen (widgets/view-event.ts), and an observer per
// tile cost its construction in the render's task and its own intersection pass in every frame
// (issue 25's trace). One module, so the pictures' chunk carries it and no chunk of its own is
// fetched for it.
import { useEffect, useState } from 'preact/hooks';
import type { RefObject } from 'preact';

export interface WatchKind {
  /** The observer's options; one observer per kind. */
  options: IntersectionObserverInit;
  /** Whether an entry is the moment the watch is for; the element is then dropped and `onSeen` runs. */
  seen: (entry: IntersectionObserverEntry) => boolean;
}

interface Shared {
  observer: IntersectionObserver;
  /** The global it was made from: a replaced global (tests stub it) gets a new observer. */
  made: typeof IntersectionObserver;
  callbacks: Map<Element, () => void>;
}

const observers = new Map<WatchKind, Shared>();

function sharedFor(kind: WatchKind): Shared {
  const current = observers.get(kind);
  if (current && current.made === IntersectionObserver) return current;
  current?.observer.disconnect();
  const callbacks = new Map<Element, () => void>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!kind.seen(entry)) continue;
      const onSeen = callbacks.get(entry.target);
      stop(kind, entry.target);
      onSeen?.();
    }
  }, kind.options);
  const shared = { observer, made: IntersectionObserver, callbacks };
  observers.set(kind, shared);
  return shared;
}

function stop(kind: WatchKind, element: Element): void {
  const shared = observers.get(kind);
  if (!shared?.callbacks.delete(element)) return;
  shared.observer.unobserve(element);
  // A page with nothing left to watch keeps no observer.
  if (shared.callbacks.size === 0) {
    shared.observer.disconnect();
    observers.delete(kind);
  }
}

/**
 * Calls `onSeen` once, when an entry of `element` is what `kind` waits for. Returns the way to stop
 * watching (an unmounted element). Without IntersectionObserver, never calls.
 */
export function watchOnce(kind: WatchKind, element: Element, onSeen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const shared = sharedFor(kind);
  shared.callbacks.set(element, onSeen);
  shared.observer.observe(element);
  return () => stop(kind, element);
}

/** How far below the screen an image starts loading: a quarter screen, so scrolling rarely waits. */
export const NEAR_MARGIN = '0px 0px 25% 0px';

/** Near: within a quarter screen below the viewport (one observer for every image of the page). */
const NEAR: WatchKind = { options: { rootMargin: NEAR_MARGIN }, seen: (entry) => entry.isIntersecting };

/**
 * True once the element has come within a quarter screen of the viewport, and from then on.
 * Chrome's native `loading="lazy"` starts 1,250-2,500 px away: on a first visit it downloads and
 * paints five screens of artwork a player has not scrolled to. `eager` is true from the start.
 */
export function useNearViewport(ref: RefObject<Element | null>, eager = false): boolean {
  const [near, setNear] = useState(eager || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return watchOnce(NEAR, element, () => setNear(true));
  }, [near, ref]);
  return near;
}
