// Whether the player asks for reduced motion, for the draw's tasks (issue 23's frame budget).

let query: MediaQueryList | null = null;
let madeBy: unknown;

/**
 * The media query is made once and its answer read live: making one was about 2 ms of CPU at 4x in
 * the tasks that start the highlight and the wheel. A new `matchMedia` (a test's) makes a new one.
 */
export function reducedMotion(): boolean {
  if (typeof matchMedia !== 'function') return false;
  if (madeBy !== matchMedia) {
    madeBy = matchMedia;
    query = matchMedia('(prefers-reduced-motion: reduce)');
  }
  return query!.matches;
}
