// Pure rules of the per-day report: Manila calendar days (UTC+8 all year, no daylight saving) as
// whole-day indexes, and the full run of days of a range with the empty ones as zeros, so the
// chart's axis has no gaps and the client never sums records itself.
import type { BetDayRow, BetDayTotals } from '../../../contract/records';

const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** Whole Manila days since 1970-01-01 of the instant `ms`. */
export const manilaDayIndex = (ms: number): number => Math.floor((ms + MANILA_OFFSET_MS) / DAY_MS);

/** The index of a `YYYY-MM-DD` Manila day (already validated). */
export const dayIndexOf = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** `YYYY-MM-DD` of a day index. */
export const dayText = (index: number): string => new Date(index * DAY_MS).toISOString().slice(0, 10);

/** The instant Manila's day `index` starts. */
export const dayStart = (index: number): number => index * DAY_MS - MANILA_OFFSET_MS;

/** Every day from `from` to `to` (indexes, both included), oldest first, with the sums of `rows` or zeros, and the totals. */
export function fillDays(from: number, to: number, rows: readonly { dayIndex: number; rounds: number; bet: number; win: number }[]): BetDayTotals & { days: BetDayRow[] } {
  const byIndex = new Map(rows.map((row) => [row.dayIndex, row]));
  const days: BetDayRow[] = [];
  const totals: BetDayTotals = { rounds: 0, bet: 0, win: 0, net: 0 };
  for (let index = from; index <= to; index++) {
    const row = byIndex.get(index);
    const day = { day: dayText(index), rounds: row?.rounds ?? 0, bet: row?.bet ?? 0, win: row?.win ?? 0, net: (row?.win ?? 0) - (row?.bet ?? 0) };
    days.push(day);
    totals.rounds += day.rounds;
    totals.bet += day.bet;
    totals.win += day.win;
  }
  totals.net = totals.win - totals.bet;
  return { ...totals, days };
}
