// Money and day helpers for the sandbox's messages and daily limits.

const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Start of the calendar day in Manila (UTC+8 all year, no daylight saving) holding `now`. */
export const manilaDayStart = (now: number): number => Math.floor((now + MANILA_OFFSET_MS) / DAY_MS) * DAY_MS - MANILA_OFFSET_MS;

/** The Manila calendar date of `now`, as YYYY-MM-DD (a daily reward's period). */
export const manilaDate = (now: number): string => new Date(manilaDayStart(now) + MANILA_OFFSET_MS).toISOString().slice(0, 10);

/** Start of the Manila week (Monday 00:00 in Manila) holding `now`. 1970-01-01 was a Thursday. */
export const manilaWeekStart = (now: number): number => {
  const day = manilaDayStart(now);
  const weekday = (Math.round((day + MANILA_OFFSET_MS) / DAY_MS) + 3) % 7; // 0 = Monday
  return day - weekday * DAY_MS;
};

/** Minor units as pesos for a message: 10000 -> "₱100.00". */
export const peso = (minor: number): string =>
  `₱${(Math.floor(minor) / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
