import { describe, expect, it } from 'vitest';
import { dayIndexOf, dayStart, dayText, fillDays, manilaDayIndex } from '../../../../edge/sandbox/records/report-days';

describe('Manila day bucketing', () => {
  it('a round at 23:59:59.999 Manila (15:59 UTC) is that day; one ms later is the next', () => {
    const midnight = Date.UTC(2026, 2, 15, 16, 0, 0); // 16 March 00:00 in Manila
    expect(dayText(manilaDayIndex(midnight - 1))).toBe('2026-03-15');
    expect(dayText(manilaDayIndex(midnight))).toBe('2026-03-16');
    // 07:59 UTC on the 16th is still the 16th in Manila; the UTC date would agree, the local one need not.
    expect(dayText(manilaDayIndex(Date.UTC(2026, 2, 16, 15, 59)))).toBe('2026-03-16');
  });

  it('a day starts at 16:00 UTC of the day before, and text and index round-trip', () => {
    const index = dayIndexOf('2026-01-01');
    expect(dayStart(index)).toBe(Date.UTC(2025, 11, 31, 16, 0, 0));
    expect(dayText(index)).toBe('2026-01-01');
    expect(dayIndexOf('2024-03-01') - dayIndexOf('2024-02-28')).toBe(2); // leap day counted
  });
});

describe('fillDays', () => {
  it('lists every day of the range oldest first, empty days as zeros, with net and totals', () => {
    const from = dayIndexOf('2026-03-14');
    const rows = [
      { dayIndex: from, rounds: 2, bet: 200, win: 500 },
      { dayIndex: from + 2, rounds: 1, bet: 1000, win: 0 },
    ];
    expect(fillDays(from, from + 3, rows)).toEqual({
      rounds: 3,
      bet: 1200,
      win: 500,
      net: -700,
      days: [
        { day: '2026-03-14', rounds: 2, bet: 200, win: 500, net: 300 },
        { day: '2026-03-15', rounds: 0, bet: 0, win: 0, net: 0 },
        { day: '2026-03-16', rounds: 1, bet: 1000, win: 0, net: -1000 },
        { day: '2026-03-17', rounds: 0, bet: 0, win: 0, net: 0 },
      ],
    });
  });

  it('a range with no rounds is all zeros; rows outside the range are ignored', () => {
    const from = dayIndexOf('2026-03-14');
    const answer = fillDays(from, from, [{ dayIndex: from - 1, rounds: 5, bet: 5, win: 5 }]);
    expect(answer).toEqual({ rounds: 0, bet: 0, win: 0, net: 0, days: [{ day: '2026-03-14', rounds: 0, bet: 0, win: 0, net: 0 }] });
  });
});
