import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import styles from './incremental-grid.module.css';

export interface IncrementalGridProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ComponentChildren;
  itemKey: (item: T) => string | number;
  /** Items rendered at first and added each time the end comes near. */
  pageSize?: number;
  /** A change (another tab, filter or query) starts again from the first page. */
  resetKey?: string;
  /**
   * Items of the first render when it is smaller than a page (the first screen's tiles); the rest
   * of the page follows as many more per frame once the browser has painted, so one long task on a
   * slow phone becomes several short ones.
   */
  firstSlice?: number;
  label?: string;
  /**
   * Called once the first page is rendered: what sits under a grid still growing slice by slice
   * would be in view and then pushed down (a layout shift), so it waits for this.
   */
  onFirstPage?: () => void;
}

export const INCREMENT_SIZE = 24;

/**
 * A grid that renders its items a page at a time: a sentinel after the last rendered item asks
 * for the next page when it comes within half a screen of the viewport (IntersectionObserver), so a
 * long catalogue never renders hundreds of tiles at once.
 */
export function IncrementalGrid<T>({ items, renderItem, itemKey, pageSize = INCREMENT_SIZE, resetKey = '', label, firstSlice = pageSize, onFirstPage }: IncrementalGridProps<T>) {
  const first = Math.min(firstSlice, pageSize);
  // The count belongs to a reset key. A new key (another tab) starts from the first slice in the
  // very render that shows the new items: reset in an effect, the first render after a tab switch
  // built the old count of new tiles (a whole page) only to drop all but the first slice (the tab
  // switch took 1.6 s at 4x CPU instead of 0.7 s).
  const [shown, setShown] = useState({ key: resetKey, count: first });
  const count = shown.key === resetKey ? shown.count : first;
  const setCount = useCallback(
    (next: (n: number) => number) => setShown((state) => ({ key: resetKey, count: next(state.key === resetKey ? state.count : first) })),
    [resetKey, first],
  );
  const sentinel = useRef<HTMLDivElement>(null);
  const more = count < items.length;
  const sliced = count < pageSize && more;

  useEffect(() => {
    if (!sliced) onFirstPage?.();
  }, [sliced, onFirstPage]);

  useEffect(() => {
    if (!sliced) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame is painted, then as a task of its own: one slice more per frame.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setCount((n) => Math.max(n, Math.min(pageSize, count + first))), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // setCount changes with resetKey: a timer of the last tab's would grow a key no longer shown.
  }, [sliced, pageSize, count, first, setCount]);

  useEffect(() => {
    const element = sentinel.current;
    if (!more || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setCount(() => items.length);
      return;
    }
    // The page after the one this sentinel ends (the first slice's sentinel asks for the first
    // page's end): a report that arrives after the grid has grown already adds nothing twice.
    const next = count < pageSize ? pageSize : count + pageSize;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setCount((n) => Math.max(n, next));
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // A new observer per page: it reports again if the sentinel is still in range after growing.
  }, [more, count, items.length, pageSize, setCount]);

  return (
    <>
      <div class={styles.grid} role="list" aria-label={label}>
        {items.slice(0, count).map((item, index) => (
          <div role="listitem" class={styles.item} key={itemKey(item)}>
            {renderItem(item, index)}
          </div>
        ))}
      </div>
      {more ? <div ref={sentinel} class={styles.sentinel} aria-hidden="true" data-testid="grid-sentinel" /> : null}
    </>
  );
}
