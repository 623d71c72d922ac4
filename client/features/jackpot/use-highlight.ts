// The grid's highlight as Web Animations (issue 23's frame budget): a draw's steps become step-end
// keyframes (jackpot-motion's stepKeyframes), so the browser moves the highlight from cell to cell
// with no script, style or render per 80 ms step. Keyframes are pixel translates, from sizes a
// ResizeObserver reports (no layout read when the draw starts); at rest, and until those sizes are
// known, the highlight sits by a percentage transform that needs no size at all.
import { useEffect, useRef } from 'preact/hooks';
import { scheduleEnd, type Step, stepKeyframes } from './jackpot-motion';

/** Grid position (row, column) of each cell in the order the highlight travels: clockwise from the top left of a 4 × 3 ring. */
export const RING: readonly (readonly [number, number])[] = [
  [0, 0],
  [0, 1],
  [0, 2],
  [0, 3],
  [1, 3],
  [2, 3],
  [2, 2],
  [2, 1],
  [2, 0],
  [1, 0],
];

const place = (cell: number) => RING[cell] ?? RING[0]!;

/** A cell's place at rest: multiples of the highlight's own size plus the grid's gap (no size needed). */
const restingTransform = (cell: number) => {
  const [row, col] = place(cell);
  return `translate(calc(${col} * (100% + var(--gap))), calc(${row} * (100% + var(--gap))))`;
};

interface Sizes {
  /** The grid's content box (its 4 × 3 tracks and gaps) and the highlight's box (one cell). */
  gridWidth: number;
  gridHeight: number;
  cellWidth: number;
  cellHeight: number;
}

/**
 * A cell's place in pixels: one column on is (content width − cell width) / 3 (4 cells and 3 gaps),
 * one row on (content height − cell height) / 2; the percentage form while the sizes are unknown.
 */
export function cellTransform(cell: number, sizes: Sizes | null): string {
  if (!sizes || sizes.cellWidth <= 0) return restingTransform(cell);
  const [row, col] = place(cell);
  return `translate(${(col * (sizes.gridWidth - sizes.cellWidth)) / 3}px, ${(row * (sizes.gridHeight - sizes.cellHeight)) / 2}px)`;
}

interface Playing {
  animation: Animation;
  steps: Step[];
}

/** The highlight: refs for the grid and the highlight, and the moves the draw asks for. */
export function useHighlight() {
  const grid = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLSpanElement>(null);
  const sizes = useRef<Sizes | null>(null);
  const playing = useRef<Playing | null>(null);

  useEffect(() => {
    const gridEl = grid.current;
    const boxEl = box.current;
    if (!gridEl || !boxEl) return;
    let observer: ResizeObserver | undefined;
    if (typeof ResizeObserver === 'function') {
      observer = new ResizeObserver((entries) => {
        const next = { ...(sizes.current ?? { gridWidth: 0, gridHeight: 0, cellWidth: 0, cellHeight: 0 }) };
        for (const entry of entries) {
          const { width, height } = entry.contentRect;
          if (entry.target === gridEl) Object.assign(next, { gridWidth: width, gridHeight: height });
          else Object.assign(next, { cellWidth: width, cellHeight: height });
        }
        sizes.current = next;
        // A rotation mid-draw: the same steps, in the new sizes.
        const now = playing.current;
        if (now) (now.animation.effect as KeyframeEffect | null)?.setKeyframes(stepKeyframes(now.steps, (cell) => cellTransform(cell, next)));
      });
      observer.observe(gridEl);
      observer.observe(boxEl);
    }
    return () => {
      observer?.disconnect();
      playing.current?.animation.cancel();
    };
  }, []);

  /** Puts the highlight on `cell` at rest, ending any animation. */
  const show = (cell: number) => {
    const el = box.current;
    playing.current?.animation.cancel();
    playing.current = null;
    if (el) el.style.transform = restingTransform(cell);
  };

  /**
   * Runs `steps` (a lap when `loop`, repeated until replaced) on the document timeline, continuing
   * the running animation's clock when there is one (so a lap followed by the draw's schedule is
   * one travel). Null where the browser has no Web Animations (then the caller jumps to the end).
   */
  const play = (steps: Step[], loop: boolean): Animation | null => {
    const el = box.current;
    if (!el || typeof el.animate !== 'function') return null;
    const before = playing.current?.animation;
    const animation = el.animate(stepKeyframes(steps, (cell) => cellTransform(cell, sizes.current)), { duration: scheduleEnd(steps), iterations: loop ? Infinity : 1, fill: 'forwards' });
    if (before) {
      if (before.startTime !== null) animation.startTime = before.startTime;
      else animation.currentTime = before.currentTime;
      before.cancel();
    }
    playing.current = { animation, steps };
    return animation;
  };

  /** How far (ms) the running animation is from its start; 0 when none runs. */
  const elapsed = () => Number(playing.current?.animation.currentTime ?? 0);

  return { grid, box, show, play, elapsed };
}
