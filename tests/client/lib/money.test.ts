// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMoney, toMinor } from '../../../client/lib/money';

describe('formatMoney', () => {
  it('divides minor units by 100 with two decimals, grouping and the peso sign', () => {
    expect(formatMoney(0)).toBe('₱0.00');
    expect(formatMoney(5)).toBe('₱0.05');
    expect(formatMoney(123456)).toBe('₱1,234.56');
    expect(formatMoney(123456789012)).toBe('₱1,234,567,890.12');
  });

  it('floors fractions of a minor unit instead of rounding up', () => {
    expect(formatMoney(199.99)).toBe('₱1.99');
    expect(formatMoney(100.5)).toBe('₱1.00');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatMoney(-1050)).toBe('-₱10.50');
  });

  it('shows zero for non-numbers', () => {
    expect(formatMoney(Number.NaN)).toBe('₱0.00');
  });
});

describe('toMinor', () => {
  it('parses typed amounts into integer minor units without float error', () => {
    expect(toMinor('100')).toBe(10000);
    expect(toMinor('1,234.5')).toBe(123450);
    expect(toMinor('0.07')).toBe(7);
    expect(toMinor('₱ 19.99')).toBe(1999);
    expect(toMinor(0.29)).toBe(29);
  });

  it('rejects anything that is not a plain non-negative amount', () => {
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '.5', 'NaN']) expect(toMinor(bad)).toBeNull();
    expect(toMinor(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
