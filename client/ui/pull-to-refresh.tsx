// Pull to refresh: dragging down from the top of the page past a threshold calls `onRefresh`; the
// caller says when the refresh it started is `refreshing` (its mutation's pending). Touch only (a
// mouse has the page's refresh button); the page does not scroll while pulling.
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import styles from './pull-to-refresh.module.css';

/** How far (px) the finger must travel down before letting go refreshes. */
const THRESHOLD = 64;
const MAX_PULL = 96;

export interface PullToRefreshProps {
  onRefresh: () => void;
  /** The refresh started by a pull is running. */
  refreshing: boolean;
  text: { pull: string; release: string; refreshing: string };
  children: ComponentChildren;
}

export function PullToRefresh({ onRefresh, refreshing, text, children }: PullToRefreshProps) {
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const onTouchStart = (event: TouchEvent) => {
    start.current = window.scrollY <= 0 && !refreshing ? (event.touches[0]?.clientY ?? null) : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (start.current === null) return;
    const distance = (event.touches[0]?.clientY ?? start.current) - start.current;
    setPull(distance > 0 ? Math.min(MAX_PULL, distance / 2 + Math.min(distance, THRESHOLD) / 2) : 0);
  };
  const onTouchEnd = () => {
    const release = pull >= THRESHOLD;
    start.current = null;
    setPull(0);
    if (release) onRefresh();
  };
  const label = refreshing ? text.refreshing : pull >= THRESHOLD ? text.release : pull > 0 ? text.pull : '';
  return (
    <div onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={onTouchEnd}>
      <div class={styles.indicator} style={{ height: refreshing ? 'calc(0.64 * var(--u))' : `${pull}px` }} aria-live="polite">
        {label}
      </div>
      {children}
    </div>
  );
}
