// The jackpot won, counting up for 2 s as a digit strip (count-strip.ts), for the eyes only (the
// wheel's won box gives screen readers the final amount as text): Web Animations of transforms,
// built while the box is unseen with the time they start at (`startAt`, when it shows), so the
// costly part (keyframes, their parsing, their start) lands while the wheel rests; with reduced motion, or without Web
// Animations, the amount at once. A hidden page ends the count, so the amount is there when the
// player comes back. Its own chunk, fetched when the hidden wheel is built (jackpot-wheel.tsx): only
// a jackpot win needs it.
import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { formatMoney } from '../../lib/money';
import { stripColumns, stripKeyframes } from './count-strip';
import styles from './counted-amount.module.css';

export const COUNT_UP_MS = 2_000;

const still = () => (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) || typeof Element.prototype.animate !== 'function';

/**
 * `startAt`: when the count starts, on the document's clock (`performance.now()`), or at once. A
 * box built unseen passes when it will show: its animations wait for that time on the compositor
 * (showing ₱0.00), so the reveal starts none of them (8-13 started in the reveal's frame before).
 */
export function CountedAmount({ amount, startAt }: { amount: number; startAt?: number }) {
  const text = formatMoney(amount);
  const row = useRef<HTMLSpanElement>(null);
  const columns = useMemo(() => stripColumns(text), [text]);
  const counts = !still();
  useLayoutEffect(() => {
    const el = row.current;
    if (!el || !counts) return;
    const cells = [...el.children] as HTMLElement[];
    // Read once, before the first paint (which lays the row out anyway); nothing is read per frame.
    // Layout offsets, not client rects: the won box pops in by a scale, which rects would include;
    // widths as differences of offsets, so their rounding does not add up.
    const lefts = cells.map((cell) => cell.offsetLeft);
    const widths = cells.map((cell, i) => (lefts[i + 1] ?? lefts[i]! + cell.offsetWidth) - lefts[i]!);
    const keyframes = stripKeyframes(columns, amount, COUNT_UP_MS, widths);
    // `both`: the first keyframe (₱0.00) holds until the start time.
    const options: KeyframeAnimationOptions = { duration: COUNT_UP_MS, fill: 'both' };
    const all = [el.animate(keyframes.row, options)];
    keyframes.columns.forEach((track, i) => {
      const cell = cells[i]!;
      if (track.length) all.push(((cell.firstElementChild as HTMLElement | null) ?? cell).animate(track, options));
    });
    if (startAt !== undefined && startAt > performance.now()) all.forEach((animation) => (animation.startTime = startAt));
    const hidden = () => {
      if (document.visibilityState === 'hidden') all.forEach((animation) => animation.finish());
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      all.forEach((animation) => animation.cancel());
    };
    // `startAt` at the build only: the count never restarts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [amount, columns, counts]);
  return (
    // Each column's own character (unseen) gives it its final width; its strip (CSS text) shows the count.
    <span ref={row} class={counts ? styles.countRow : undefined} aria-hidden="true" data-testid="jackpot-won-count">
      {counts
        ? columns.map((column, i) => (
            <span key={i} class={column.kind === 'fixed' ? undefined : styles.column}>
              {column.char}
              {column.kind === 'fixed' ? null : <span class={column.kind === 'digit' ? styles.digits : styles.comma} />}
            </span>
          ))
        : text}
    </span>
  );
}
