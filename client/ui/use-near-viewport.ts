import { useEffect, useState } from 'preact/hooks';
import type { RefObject } from 'preact';

// One observer for every image on the page (a lobby has dozens), not one each.
const callbacks = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;
let observerClass: typeof IntersectionObserver | undefined;
let watched = 0;

/** How far below the screen an image starts loading: a quarter screen, so scrolling rarely waits. */
export const NEAR_MARGIN = '0px 0px 25% 0px';

function shared(): IntersectionObserver {
  // A new one if the global was replaced (tests stub it).
  if (observer && observerClass === IntersectionObserver) return observer;
  observerClass = IntersectionObserver;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer!.unobserve(entry.target);
        callbacks.get(entry.target)?.();
        callbacks.delete(entry.target);
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  return observer;
}

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
    callbacks.set(element, () => setNear(true));
    shared().observe(element);
    watched++;
    return () => {
      callbacks.delete(element);
      observer?.unobserve(element);
      watched--;
      // A page without pictures keeps no observer.
      if (watched === 0) {
        observer?.disconnect();
        observer = undefined;
      }
    };
  }, [near, ref]);
  return near;
}
