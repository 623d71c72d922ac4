// Prop ids by the ranges of spec §3: each range's edges belong to it, the gaps between belong to none.
import { describe, expect, it } from 'vitest';
import { jackpotTier, propKind } from '../../contract/props';

describe('propKind', () => {
  it.each([
    [1001, 'generalCoupon'],
    [1099, 'generalCoupon'],
    [1201, 'fixedCoupon'],
    [1299, 'fixedCoupon'],
    [1301, 'giveCoupon'],
    [1399, 'giveCoupon'],
    [2001, 'coin'],
    [2002, 'points'],
    [4001, 'liveness'],
    [60001, 'diamond'],
    [100001, 'diamondCoupon'],
    [100005, 'diamondCoupon'],
    [110001, 'lotteryCoupon'],
    [110005, 'lotteryCoupon'],
    [50000, 'jackpot'],
    [50005, 'jackpot'],
    [40001, 'newYear'],
    [40004, 'newYear'],
    [80001, 'lottery'],
    [80003, 'lottery'],
  ])('%i is a %s', (id, kind) => expect(propKind(id)).toBe(kind));

  it.each([1000, 1100, 1200, 1300, 1400, 2000, 2003, 4000, 4002, 40005, 49999, 50006, 60000, 80004, 100000, 100006, 110006, 0, -1])('%i is unknown', (id) => expect(propKind(id)).toBe('unknown'));

  it('names the four jackpot tiers and no other id', () => {
    expect([50001, 50002, 50003, 50004].map(jackpotTier)).toEqual(['mega', 'major', 'minor', 'mini']);
    expect([50000, 50005, 2001].map(jackpotTier)).toEqual([null, null, null]);
  });
});
