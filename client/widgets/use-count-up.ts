// A number that counts up to its target (the claim moment: the award grows into place), easing out,
// by animation frames; the target at once when the player asks for reduced motion. Each frame
// writes the element's text itself, with no re-render: on a cheap phone at 4x CPU a re-render a
// frame took longer than the frame (issue 23's 60 fps budget).
import { useEffect, useRef } from 'preact/hooks';

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The count-up's value `elapsed` ms in: from 0 to `target` over `ms`, easing out (an integer: minor units). */
export const countUpValue = (target: number, elapsed: number, ms: number): number => Math.round(target * (1 - (1 - Math.min(1, Math.max(0, elapsed / ms))) ** 3));

/**
 * Counts the text of the element given `ref` up from `text(0)` to `text(target)` over `ms`.
 * `first` is what the element shows before the first frame (render it as the element's text).
 */
export function useCountUp<E extends HTMLElement>(target: number, ms: number, text: (value: number) => string): { ref: { current: E | null }; first: string } {
  const ref = useRef<E>(null);
  const still = reducedMotion() || typeof requestAnimationFrame !== 'function';
  useEffect(() => {
    if (still) return;
    let frame = 0;
    let start: number | undefined;
    let shown = '';
    const step = (now: number) => {
      start ??= now;
      const next = text(countUpValue(target, now - start, ms));
      // The same text again (the last frames, a small amount): no write, so no style or layout.
      if (ref.current && next !== shown) ref.current.textContent = shown = next;
      if (now - start < ms) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
    // `text` is a formatter: a new function each render must not restart the count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, ms, still]);
  return { ref, first: text(still ? target : 0) };
}
