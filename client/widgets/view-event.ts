// View events (spec section 9): an element logs one event when it is at least 50% visible.
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { trackEvent } from '../stores/event-log';

/** Share of an element that must be visible for a view event. */
export const VIEW_THRESHOLD = 0.5;

/**
 * Calls `onView` once when the element is at least half visible (IntersectionObserver at 0.5).
 * Once per mounted element, so once per element per page view.
 */
export function useSeenOnce<T extends Element>(onView: () => void): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  const latest = useRef(onView);
  latest.current = onView;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= VIEW_THRESHOLD)) {
          observer.disconnect();
          latest.current();
        }
      },
      { threshold: VIEW_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/** A ref that logs `eventName` (game_view, banner_view ...) once when its element is 50% visible. */
export function useViewEvent<T extends Element>(eventName: string, interfaceId: number | string, from: string): RefObject<T | null> {
  return useSeenOnce<T>(() => trackEvent({ eventName, eventInterfaceId: String(interfaceId), eventFrom: from }));
}
