import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import styles from './incremental-grid.module.css';

export interface IncrementalGridProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ComponentChildren;
  itemKey: (item: T) => string | number;
  /** The first page: `onFirstPage` waits for it; without `firstSlice`, the first render and each step. */
  pageSize?: number;
  /** A change (another tab, filter or query) starts again from the first slice. */
  resetKey?: string;
  /**
   * Items of the first render and of each step after it, when smaller than a page (a row of the
   * first screen's tiles): one short task per painted frame on a slow phone instead of a long one.
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
 * A grid that renders its items a step at a time, only as far as the screen needs: while the
 * sentinel after the last rendered item is within half a screen of the viewport (an
 * IntersectionObserver), it adds a step after each painted frame. A long catalogue never renders
 * hundreds of tiles at once, and a first screen builds the rows it shows and half a screen more,
 * not a whole page of tiles nobody sees yet.
 */
export function IncrementalGrid<T>({ items, renderItem, itemKey, pageSize = INCREMENT_SIZE, resetKey = '', label, firstSlice = pageSize, onFirstPage }: IncrementalGridProps<T>) {
  const step = Math.min(firstSlice, pageSize);
  // The count belongs to a reset key. A new key (another tab) starts from the first slice in the
  // very render that shows the new items: reset in an effect, the first render after a tab switch
  // built the old count of new tiles (a whole page) only to drop all but the first slice (the tab
  // switch took 1.6 s at 4x CPU instead of 0.7 s).
  const [shown, setShown] = useState({ key: resetKey, count: step });
  const count = shown.key === resetKey ? shown.count : step;
  const sentinel = useRef<HTMLDivElement>(null);
  // The observer's last report: is the sentinel within range?
  const [near, setNear] = useState(false);
  const more = count < items.length;
  const firstPageIn = count >= Math.min(pageSize, items.length);

  useEffect(() => {
    if (firstPageIn) onFirstPage?.();
  }, [firstPageIn, onFirstPage]);

  useEffect(() => {
    const element = sentinel.current;
    if (!more || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => setNear(entries.at(-1)!.isIntersecting), { rootMargin: '0px 0px 50% 0px' });
    observer.observe(element);
    return () => {
      observer.disconnect();
      setNear(false);
    };
  }, [more]);

  useEffect(() => {
    if (!near || !more) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame is painted, then as a task of its own: one step more per frame while
    // the sentinel stays in range (its observer reports when it leaves).
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown({ key: resetKey, count: Math.min(items.length, count + step) }), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [near, more, count, step, resetKey, items.length]);

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
