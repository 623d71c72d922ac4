// The jackpot's animations as pure functions of time (spec §4 "Jackpot draw", §9): the grid's
// highlight steps at 80 ms, slows by 20 ms a step after 3 s and stops on the winning cell once a
// step takes more than 300 ms; the wheel turns 5 full turns plus its sector in 4-6 s. The
// components only turn these into Web Animations, so what a player sees is what the tests check.

export const STEP_MS = 80;
export const SLOW_AFTER_MS = 3_000;
export const SLOWDOWN_MS = 20;
export const STOP_ABOVE_MS = 300;

/** The highlight moves to `cell` at `at` ms after the draw began. */
export interface Step {
  at: number;
  cell: number;
}

/** One lap of the ring from cell `from` at 80 ms a step (the highlight while the answer is on its way), back to `from`. */
export const lapSteps = (from: number, cells: number): Step[] => Array.from({ length: cells + 1 }, (_, i) => ({ at: i * STEP_MS, cell: (from + i) % cells }));

/**
 * Every step of a draw from cell `from` to the winning cell `win` of a grid of `cells` (in the order
 * the highlight travels). Steps take 80 ms until `slowFrom` (3 s, or later when the result came
 * later), then each takes 20 ms more than the one before; the last step lands on `win` and is the
 * first there to take more than 300 ms.
 */
export function drawSchedule(from: number, win: number, cells: number, slowFrom = SLOW_AFTER_MS): Step[] {
  const steps: Step[] = [{ at: 0, cell: from }];
  let at = 0;
  let interval = STEP_MS;
  let cell = from;
  for (;;) {
    if (at >= slowFrom) interval += SLOWDOWN_MS;
    at += interval;
    cell = (cell + 1) % cells;
    steps.push({ at, cell });
    if (interval > STOP_ABOVE_MS && cell === win) return steps;
  }
}

/** The cell the schedule lights `elapsed` ms into the draw (the last step once it is over). */
export function cellAt(steps: readonly Step[], elapsed: number): number {
  let low = 0;
  let high = steps.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (steps[mid]!.at <= elapsed) low = mid;
    else high = mid - 1;
  }
  return steps[low]!.cell;
}

/**
 * Steps as Web Animations keyframes (offsets by time, over `scheduleEnd(steps)` ms): each holds its
 * cell until the next (step-end), so the highlight jumps as the schedule says and the browser runs
 * it with no script per step. `transformOf` places a cell.
 */
export function stepKeyframes(steps: readonly Step[], transformOf: (cell: number) => string): Keyframe[] {
  const end = scheduleEnd(steps);
  return steps.map((step) => ({ offset: end > 0 ? step.at / end : 0, transform: transformOf(step.cell), easing: 'step-end' }));
}

/** When the schedule ends (ms after the draw began). */
export const scheduleEnd = (steps: readonly Step[]): number => steps[steps.length - 1]!.at;

/** The wheel's sectors clockwise from the pointer at the top (spec: Mini, Mega, Minor, Major). */
export const WHEEL_SECTORS = [50004, 50001, 50003, 50002] as const;
export const WHEEL_TURNS_DEG = 5 * 360;
export const WHEEL_MIN_MS = 4_000;
export const WHEEL_MAX_MS = 6_000;
/** The wheel closes this long after it stops. */
export const WHEEL_CLOSE_MS = 2_000;

/** The angle (degrees, clockwise) that brings the tier's sector under the pointer after 5 full turns. */
export function wheelTarget(propId: number): number {
  const index = Math.max(0, WHEEL_SECTORS.indexOf(propId as (typeof WHEEL_SECTORS)[number]));
  return WHEEL_TURNS_DEG + ((360 - index * 90) % 360);
}

/** How long the wheel turns, from a number in [0, 1): 4 to 6 s. */
export const wheelDuration = (unit: number): number => Math.round(WHEEL_MIN_MS + Math.min(0.999_999, Math.max(0, unit)) * (WHEEL_MAX_MS - WHEEL_MIN_MS));

/**
 * How the wheel eases onto its target: fast at first, slowing to a stop (ease-out cubic, 1 - (1 - p)³,
 * as a CSS timing function: the compositor runs it, with no main-thread work per frame).
 */
export const WHEEL_EASING = 'cubic-bezier(0.33, 1, 0.68, 1)';

/** The wheel's turn from rest to `target` degrees, as Web Animations keyframes. */
export const wheelKeyframes = (target: number): Keyframe[] => [{ transform: 'rotate(0deg)' }, { transform: `rotate(${target}deg)` }];
