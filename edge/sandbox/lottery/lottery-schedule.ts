// When draws close, as pure functions of the clock: one draw a day at `drawMinute` Manila time,
// named by its Manila date (yyyymmdd), and the numbers a draw or a quick pick takes.
import type { RandomInt } from '../lib/random';
import { manilaDate, manilaDayStart } from '../lib/money-text';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DrawSlot {
  id: number;
  closeAt: number;
}

/** The draw named by the Manila date of `closeAt`. */
export const slotAt = (closeAt: number): DrawSlot => ({ id: Number(manilaDate(closeAt).replaceAll('-', '')), closeAt });

/** The next draw whose sales are still open at `now` (its closing time is after `now`). */
export function nextSlot(now: number, drawMinute: number): DrawSlot {
  const today = manilaDayStart(now) + drawMinute * 60_000;
  return slotAt(now < today ? today : today + DAY_MS);
}

/** The latest draw whose sales closed by `now`. */
export const lastClosedSlot = (now: number, drawMinute: number): DrawSlot => slotAt(nextSlot(now, drawMinute).closeAt - DAY_MS);

/** The slot a day after `slot`. */
export const followingSlot = (slot: DrawSlot): DrawSlot => slotAt(slot.closeAt + DAY_MS);

/** `picks` different numbers from 1 to `pool`, ascending (a partial Fisher-Yates shuffle). */
export function drawNumbers(pool: number, picks: number, random: RandomInt): number[] {
  const deck = Array.from({ length: pool }, (_, i) => i + 1);
  for (let i = 0; i < picks; i++) {
    const j = i + random(pool - i);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck.slice(0, picks).sort((a, b) => a - b);
}

/** How many of `numbers` are among `drawn`. */
export const matchCount = (numbers: readonly number[], drawn: readonly number[]): number => numbers.filter((n) => drawn.includes(n)).length;

/** The player's numbers, ascending, when they are `picks` different numbers from 1 to `pool`; else null. */
export function validPick(numbers: readonly number[], pool: number, picks: number): number[] | null {
  const sorted = [...numbers].sort((a, b) => a - b);
  if (sorted.length !== picks) return null;
  if (sorted.some((n, i) => !Number.isInteger(n) || n < 1 || n > pool || (i > 0 && n === sorted[i - 1]))) return null;
  return sorted;
}
