// The jackpot won, counting up for 2 s as a digit strip (count-strip.ts), for the eyes only (the
// wheel's won box gives screen readers the final amount as text): Web Animations of transforms,
// built while the box is unseen with the time they start at (`startAt`, when it shows), so the
// costly part (the columns, keyframes, their parsing) lands while the wheel rests; with reduced
// motion, or without Web Animations, the amount at once. A hidden page ends the count, so the
// amount is there when the player comes back. Its own chunk, fetched when the hidden wheel is
// built (jackpot-wheel.tsx): only a jackpot win needs it.
import { memo } from '../../lib/memo';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { formatMoney } from '../../lib/money';
import { columnTrack, FRAME_MS, rowTrack, stripColumns, type StripPlan, stripPlan } from './count-strip';
import styles from './counted-amount.module.css';

export const COUNT_UP_MS = 2_000;

const still = () => (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) || typeof Element.prototype.animate !== 'function';

/**
 * `startAt`: when the count starts, on the document's clock (`performance.now()`), or at once. A
 * box built unseen passes when it will show: its animations wait for that time on the compositor
 * (showing ₱0.00), so the reveal starts none of them. The build is spread over tasks a frame apart
 * (issue 23: it was one task of 92-150 ms of CPU at 4x): the amount as text (with the box), then
 * the columns (their characters only); after the frame that lays them out, their widths (no forced
 * layout) and the count's plan; the row's slide; then each strip: shown (a frame lays out its
 * eleven lines, not the columns' frame all of them: that frame was 20-30 ms of CPU at 4x, issue
 * 23), then animated (its keyframes, their parsing by `animate`). Every strip
 * shares one start time, so one made late still shows the same moment of the count. Memoised: the
 * box's reveal does not re-render it.
 */
export const CountedAmount = memo(function CountedAmount({ amount, startAt }: { amount: number; startAt?: number }) {
  const text = formatMoney(amount);
  const row = useRef<HTMLSpanElement>(null);
  const columns = useMemo(() => stripColumns(text), [text]);
  // Asked once (a media query a render was 2 ms of CPU at 4x).
  const [counts] = useState(() => !still());
  // The columns, after the box's first paint (Preact runs effects then).
  const [split, setSplit] = useState(false);
  useEffect(() => setSplit(counts), [counts]);
  useEffect(() => {
    const el = row.current;
    if (!el || !split) return;
    const cells = [...el.children] as HTMLElement[];
    // `both`: the first keyframe (₱0.00) holds until the start time.
    const options: KeyframeAnimationOptions = { duration: COUNT_UP_MS, fill: 'both' };
    const all: Animation[] = [];
    const hidden = () => document.visibilityState === 'hidden';
    let plan: StripPlan;
    let start: number;
    /** Animates `target` by `track`; false when there is nothing to animate (the point after the digits). */
    const play = (target: Element, track: Keyframe[]) => {
      if (!track.length) return false;
      const animation = target.animate(track, options);
      animation.startTime = start;
      all.push(animation);
      if (hidden()) animation.finish();
      return true;
    };
    const steps = [
      () => {
        // Layout offsets, not client rects: the won box pops in by a scale, which rects would
        // include; widths as differences of offsets, so their rounding does not add up.
        const lefts = cells.map((cell) => cell.offsetLeft);
        plan = stripPlan(columns, amount, COUNT_UP_MS, cells.map((cell, i) => (lefts[i + 1] ?? lefts[i]! + cell.offsetWidth) - lefts[i]!));
        start = Math.max(startAt ?? 0, performance.now());
        return true;
      },
      () => play(el, rowTrack(plan)),
      ...cells.flatMap((cell, i) => {
        const strip = cell.firstElementChild as HTMLElement | null;
        // A strip is shown a step before its animation is made: one frame lays out its lines, the
        // next starts its animation (each was 2-5 ms of CPU at 4x, with a frame's own cost of 8-10).
        const show = () => {
          if (strip) strip.hidden = false;
          return !!strip;
        };
        return [show, () => play(strip ?? cell, columnTrack(plan, columns, i))];
      }),
    ];
    let next = 0;
    let timer: ReturnType<typeof setTimeout>;
    // A step that made nothing goes on at once, and so does a hidden page (nothing to see).
    const step = () => {
      let made;
      do made = steps[next]!();
      while (++next < steps.length && (!made || hidden()));
      if (next < steps.length) timer = setTimeout(step, FRAME_MS);
    };
    step();
    const ended = () => {
      if (hidden()) all.forEach((animation) => animation.finish());
    };
    document.addEventListener('visibilitychange', ended);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', ended);
      all.forEach((animation) => animation.cancel());
    };
    // `startAt` at the build only: the count never restarts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [amount, columns, split]);
  return (
    // Each column's own character (unseen) gives it its final width; its strip (CSS text) shows the
    // count, hidden until its step (Preact never renders it again: the step's `hidden` stays).
    <span ref={row} class={split ? styles.countRow : undefined} aria-hidden="true" data-testid="jackpot-won-count">
      {split
        ? columns.map((column, i) => (
            <span key={i} class={column.kind === 'fixed' ? undefined : styles.column}>
              {column.char}
              {column.kind === 'fixed' ? null : <span class={column.kind === 'digit' ? styles.digits : styles.comma} hidden />}
            </span>
          ))
        : text}
    </span>
  );
});
