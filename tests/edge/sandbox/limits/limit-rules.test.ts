// The pure self-limit rules: Manila periods, tightening at once, loosening after 24 hours, and the
// ends of breaks and exclusions.
import { describe, expect, it } from 'vitest';
import { LOOSEN_DELAY_MS } from '../../../../contract/limits-enums';
import { applyChange, classifyChange, effectiveLimit, periodEnd, periodStart, restrictionEnd } from '../../../../edge/sandbox/limits/limit-rules';

const HOUR = 3_600_000;
// Wed 14 Jan 2026, 23:30 in Manila (15:30 UTC).
const NOW = Date.UTC(2026, 0, 14, 15, 30);

describe('Manila periods', () => {
  it('a day runs midnight to midnight in Manila, not UTC', () => {
    expect(periodStart('day', NOW)).toBe(Date.UTC(2026, 0, 13, 16));
    expect(periodEnd('day', NOW)).toBe(Date.UTC(2026, 0, 14, 16));
    // 30 minutes later it is Thursday in Manila: a new day.
    expect(periodStart('day', NOW + HOUR / 2)).toBe(Date.UTC(2026, 0, 14, 16));
  });

  it('a week starts on Monday and a month on the 1st', () => {
    expect(periodStart('week', NOW)).toBe(Date.UTC(2026, 0, 11, 16)); // Mon 12 Jan, Manila midnight
    expect(periodEnd('week', NOW)).toBe(Date.UTC(2026, 0, 18, 16));
    expect(periodStart('month', NOW)).toBe(Date.UTC(2025, 11, 31, 16));
    expect(periodEnd('month', NOW)).toBe(Date.UTC(2026, 0, 31, 16));
    // December rolls into the next year.
    expect(periodEnd('month', Date.UTC(2026, 11, 20))).toBe(Date.UTC(2026, 11, 31, 16));
  });
});

describe('changing a limit', () => {
  it('classifies: first limit and lower tighten; higher and removal loosen', () => {
    expect(classifyChange(null, 500)).toBe('tighten');
    expect(classifyChange(1000, 500)).toBe('tighten');
    expect(classifyChange(1000, 2000)).toBe('loosen');
    expect(classifyChange(1000, null)).toBe('loosen');
    expect(classifyChange(1000, 1000)).toBe('same');
    expect(classifyChange(null, null)).toBe('same');
  });

  it('tightening applies at once and cancels a pending loosening', () => {
    const pending = { amount: 1000, pending: { amount: 5000, effectiveAt: NOW + HOUR } };
    expect(applyChange(pending, 800, NOW)).toEqual({ next: { amount: 800, pending: null }, change: 'applied', effectiveAt: NOW });
    expect(applyChange(pending, 1000, NOW)).toEqual({ next: { amount: 1000, pending: null }, change: 'applied', effectiveAt: NOW });
  });

  it('loosening or removing waits 24 hours, then is the limit in force', () => {
    const { next, change, effectiveAt } = applyChange({ amount: 1000, pending: null }, null, NOW);
    expect(change).toBe('scheduled');
    expect(effectiveAt).toBe(NOW + LOOSEN_DELAY_MS);
    expect(next.amount).toBe(1000);
    expect(effectiveLimit(next, NOW + LOOSEN_DELAY_MS - 1).amount).toBe(1000);
    expect(effectiveLimit(next, NOW + LOOSEN_DELAY_MS)).toEqual({ amount: null, pending: null });
  });

  it('asking for the same loosening again does not restart the wait; another amount does', () => {
    const first = applyChange({ amount: 1000, pending: null }, 3000, NOW).next;
    expect(applyChange(first, 3000, NOW + HOUR).effectiveAt).toBe(NOW + LOOSEN_DELAY_MS);
    expect(applyChange(first, 4000, NOW + HOUR).effectiveAt).toBe(NOW + HOUR + LOOSEN_DELAY_MS);
  });
});

describe('breaks and exclusions', () => {
  it('end after 24 hours, 7 or 30 days, or 6, 12 or 60 calendar months', () => {
    expect(restrictionEnd('24h', NOW)).toBe(NOW + 24 * HOUR);
    expect(restrictionEnd('7d', NOW)).toBe(NOW + 7 * 24 * HOUR);
    expect(restrictionEnd('30d', NOW)).toBe(NOW + 30 * 24 * HOUR);
    expect(restrictionEnd('6m', NOW)).toBe(Date.UTC(2026, 6, 14, 15, 30));
    expect(restrictionEnd('1y', NOW)).toBe(Date.UTC(2027, 0, 14, 15, 30));
    expect(restrictionEnd('5y', NOW)).toBe(Date.UTC(2031, 0, 14, 15, 30));
  });
});
