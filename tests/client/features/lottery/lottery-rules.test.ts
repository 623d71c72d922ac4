// The lottery pages' rules: the countdown by the server's clock, picking numbers, names, and the
// chance of each prize from the configured numbers.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOTTERY_CONFIG } from '../../../../contract/lottery';
import { countdownParts, couponName, drawClock, luckyPick, oneIn, paidPrizes, productName, remainingMs, togglePick } from '../../../../client/features/lottery/lottery-rules';

describe('lottery rules', () => {
  it('counts down by the server’s clock, whatever the phone’s says', () => {
    // The server said 10:00:00 when the phone read 99,000; the draw closes at 10:00:05 server time.
    expect(remainingMs(15_000, 10_000, 99_000, 99_000)).toBe(5_000);
    expect(remainingMs(15_000, 10_000, 99_000, 101_500)).toBe(2_500);
    expect(remainingMs(15_000, 10_000, 99_000, 200_000)).toBe(0);
    expect(countdownParts(5 * 3_600_000 + 4 * 60_000 + 9_000)).toEqual({ h: '05', m: '04', s: '09' });
    expect(countdownParts(26 * 3_600_000)).toEqual({ h: '26', m: '00', s: '00' });
    // A part of a second left still shows a second.
    expect(countdownParts(1)).toEqual({ h: '00', m: '00', s: '01' });
    expect(countdownParts(0)).toEqual({ h: '00', m: '00', s: '00' });
  });

  it('picks up to the ticket’s numbers, ascending, and unpicks', () => {
    expect(togglePick([], 7, 3)).toEqual([7]);
    expect(togglePick([7], 2, 3)).toEqual([2, 7]);
    expect(togglePick([2, 7, 9], 4, 3)).toEqual([2, 7, 9]);
    expect(togglePick([2, 7, 9], 7, 3)).toEqual([2, 9]);
  });

  it('makes a lucky pick of different numbers in range', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 200; i++) {
      const pick = luckyPick(20, 3, random);
      expect(pick).toHaveLength(3);
      expect(new Set(pick).size).toBe(3);
      expect(pick.every((n) => n >= 1 && n <= 20)).toBe(true);
      expect([...pick].sort((a, b) => a - b)).toEqual(pick);
    }
  });

  it('names ticket types and coupons', () => {
    const [pick, quick, five] = DEFAULT_LOTTERY_CONFIG.products;
    expect(productName(pick!, 3)).toEqual({ key: 'lottery.product.pick', params: { picks: 3 } });
    expect(productName(quick!, 3)).toEqual({ key: 'lottery.product.quick' });
    expect(productName(five!, 3)).toEqual({ key: 'lottery.product.quickMany', params: { lines: 5 } });
    expect(couponName(110001)).toEqual({ key: 'lottery.coupon' });
    expect(couponName(110003)).toEqual({ key: 'lottery.couponKind', params: { n: 3 } });
    expect(drawClock(21 * 60)).toBe('21:00');
    expect(drawClock(9 * 60 + 5)).toBe('09:05');
  });

  it('gives each prize’s chance from the numbers (3 of 20)', () => {
    expect(oneIn(20, 3, 3)).toBe(1140);
    expect(oneIn(20, 3, 2)).toBe(22);
    expect(oneIn(20, 3, 1)).toBe(3);
    expect(oneIn(4, 2, 2)).toBe(6);
    expect(oneIn(20, 3, 4)).toBe(0);
    expect(paidPrizes(DEFAULT_LOTTERY_CONFIG).map((p) => p.matches)).toEqual([3, 2, 1]);
    expect(paidPrizes({ prizes: [{ matches: 0, coin: 0, propId: 0, count: 0 }, { matches: 1, coin: 5, propId: 0, count: 0 }] }).map((p) => p.matches)).toEqual([1]);
  });
});
