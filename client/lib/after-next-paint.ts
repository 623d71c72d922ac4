// Work a tap asks for, moved out of the tap's own task so the tap's feedback paints first (issue
// 23: the SPIN tap's task at 4x CPU held a frame with the board's render and the highlight's start).

/** How long to wait for a frame before running anyway (a hidden page draws none); Preact waits as long for effects. */
export const NO_FRAME_MS = 100;

/**
 * Runs `work` in a task of its own after the next animation frame, or after 100 ms when no frame
 * comes. `inFrame` runs in that frame, before its style and paint: a change made there shows in
 * the same frame as one made in the tap's task would, without a style pass in the tap's task.
 */
export function afterNextPaint(work: () => void, inFrame?: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(fallback);
    inFrame?.();
    setTimeout(work, 0);
  };
  const fallback = setTimeout(start, NO_FRAME_MS);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(start);
}
