// View events (spec section 9): an element logs one event when it is at least 50% visible.
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { trackEvent } from '../stores/event-log';
import { watchOnce, type WatchKind } from '../ui/viewport-watch';

/** Share of an element that must be visible for a view event. */
export const VIEW_THRESHOLD = 0.5;

/** At least half visible (one observer for every element of the page that logs a view). */
const HALF_SEEN: WatchKind = { options: { threshold: VIEW_THRESHOLD }, seen: (entry) => entry.isIntersecting && entry.intersectionRatio >= VIEW_THRESHOLD };

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
    if (!element) return;
    return watchOnce(HALF_SEEN, element, () => latest.current());
  }, []);
  return ref;
}

/** A ref that logs `eventName` (game_view, banner_view ...) once when its element is 50% visible. */
export function useViewEvent<T extends Element>(eventName: string, interfaceId: number | string, from: string): RefObject<T | null> {
  return useSeenOnce<T>(() => trackEvent({ eventName, eventInterfaceId: String(interfaceId), eventFrom: from }));
}
