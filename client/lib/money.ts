// Money is kept in minor units (hundredths) everywhere; this is the one place that converts.

/**
 * Formats minor units as pesos: divided by 100, floored to two decimals, grouped: ₱1,234.56.
 * Integer arithmetic only: no Intl.NumberFormat, whose first use costs a cheap phone tens of
 * milliseconds of the first paint, and no float rounding.
 */
export function formatMoney(minor: number): string {
  if (!Number.isFinite(minor)) return '₱0.00';
  const cents = Math.floor(minor);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}₱${groupDigits(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** A whole number in groups of three, as en-PH and fil-PH write it (1,250), without Intl (above). */
export function groupDigits(whole: number): string {
  return Math.trunc(whole).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Parses a peso amount typed by a player ("1,234.5") into minor units; null when not a valid amount. */
export function toMinor(amount: string | number): number | null {
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? amount.toFixed(2) : '') : amount.replace(/[,\s₱]/g, '');
  const match = /^(\d{1,13})(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
