// Pure rules of the self-limits: Manila periods, and whether a change tightens (at once) or
// loosens (after LOOSEN_DELAY_MS). No database here, so the rules are tested on their own.
import { LOOSEN_DELAY_MS, type LimitPeriod, type RestrictionDuration } from '../../../contract/limits-enums';

const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Manila wall-clock fields of `ms` (UTC+8 all year, no daylight saving). */
function manila(ms: number): Date {
  return new Date(ms + MANILA_OFFSET_MS);
}

/** The instant of Manila midnight on the given Manila calendar date. */
const manilaMidnight = (year: number, month: number, day: number): number => Date.UTC(year, month, day) - MANILA_OFFSET_MS;

/** Start of the Manila day, week (from Monday) or month holding `now`. */
export function periodStart(period: LimitPeriod, now: number): number {
  const d = manila(now);
  const [year, month, day] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
  if (period === 'day') return manilaMidnight(year, month, day);
  if (period === 'month') return manilaMidnight(year, month, 1);
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  return manilaMidnight(year, month, day - sinceMonday);
}

/** Start of the next period: when usage starts again from 0. */
export function periodEnd(period: LimitPeriod, now: number): number {
  const start = manila(periodStart(period, now));
  const [year, month, day] = [start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()];
  if (period === 'day') return manilaMidnight(year, month, day + 1);
  if (period === 'week') return manilaMidnight(year, month, day + 7);
  return manilaMidnight(year, month + 1, 1);
}

export type LimitChange = 'tighten' | 'loosen' | 'same';

/** A lower limit, or a first limit, tightens; a higher one or a removal loosens. null = no limit. */
export function classifyChange(current: number | null, requested: number | null): LimitChange {
  if (requested === current) return 'same';
  if (requested === null) return 'loosen';
  if (current === null || requested < current) return 'tighten';
  return 'loosen';
}

export interface StoredLimit {
  amount: number | null;
  pending: { amount: number | null; effectiveAt: number } | null;
}

/** The limit in force at `now`: a pending loosening whose time has come has replaced the amount. */
export function effectiveLimit(limit: StoredLimit, now: number): StoredLimit {
  if (limit.pending && limit.pending.effectiveAt <= now) return { amount: limit.pending.amount, pending: null };
  return limit;
}

/**
 * The limit after a player asks for `requested` at `now`: tightening replaces the amount and drops
 * any pending loosening; loosening is scheduled LOOSEN_DELAY_MS ahead (asking again restarts the wait
 * only when the amount asked for changes).
 */
export function applyChange(stored: StoredLimit, requested: number | null, now: number): { next: StoredLimit; change: 'applied' | 'scheduled' | 'unchanged'; effectiveAt: number } {
  const current = effectiveLimit(stored, now);
  const change = classifyChange(current.amount, requested);
  if (change === 'tighten') return { next: { amount: requested, pending: null }, change: 'applied', effectiveAt: now };
  if (change === 'same') return { next: { amount: current.amount, pending: null }, change: current.pending ? 'applied' : 'unchanged', effectiveAt: now };
  if (current.pending && current.pending.amount === requested) return { next: current, change: 'scheduled', effectiveAt: current.pending.effectiveAt };
  const effectiveAt = now + LOOSEN_DELAY_MS;
  return { next: { amount: current.amount, pending: { amount: requested, effectiveAt } }, change: 'scheduled', effectiveAt };
}

/** When a break or exclusion of `duration` started at `now` ends (calendar months and years in Manila). */
export function restrictionEnd(duration: RestrictionDuration, now: number): number {
  if (duration === '24h') return now + DAY_MS;
  if (duration === '7d') return now + 7 * DAY_MS;
  if (duration === '30d') return now + 30 * DAY_MS;
  const d = manila(now);
  const months = duration === '6m' ? 6 : duration === '1y' ? 12 : 60;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()) - MANILA_OFFSET_MS;
}
