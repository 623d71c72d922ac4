// @vitest-environment node
// Issue 26: one time zone. A time near midnight reads as Manila's clock and day in both languages,
// whatever zone the phone is set to (the test runs in UTC, 8 hours behind Manila).
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from '../../../client/lib/date-time';

// 17:30 UTC on 26 Nov is 1:30 AM on 27 Nov in Manila.
const LATE = Date.UTC(2026, 10, 26, 17, 30);

describe('Manila time', () => {
  it('formats a date and time on Manila’s clock', () => {
    expect(formatDateTime(LATE, 'en')).toBe('Nov 27, 2026, 1:30 AM');
    expect(formatDateTime(LATE, 'fil')).toBe('Nob 27, 2026, 1:30 AM');
  });

  it('formats the Manila calendar day', () => {
    expect(formatDay(LATE, 'en')).toBe('Nov 27');
    expect(formatDay(LATE, 'fil')).toBe('Nob 27');
  });
});
