// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { amountProblem, channelsInOrder, chipsOf, dailyLeftOf, defaultChannelId, minimumOf } from '../../../../client/features/wallet/deposit-rules';
import { tradeInfo } from './trade-info';

const PESO = 100;
const info = tradeInfo();
const gcash = info.appRechargeTypeMap['1']!;
const instapay = info.appRechargeTypeMap['4']!;

describe('deposit channels', () => {
  it('are in sort order', () => {
    expect(channelsInOrder(info).map((c) => c.id)).toEqual([4, 1, 2]);
  });

  it('default: the current one if offered, else the last used, else the flagged default, else the first', () => {
    expect(defaultChannelId(info, 2)).toBe(2);
    expect(defaultChannelId(tradeInfo({ lastRechargeTypeId: 2 }), null)).toBe(2);
    expect(defaultChannelId(tradeInfo({ lastRechargeTypeId: 2 }), 9)).toBe(2);
    expect(defaultChannelId(tradeInfo({ lastRechargeTypeId: 9 }), null)).toBe(1);
    const noDefault = tradeInfo();
    noDefault.appRechargeTypeMap['1'] = { ...gcash, isDefault: 0 };
    expect(defaultChannelId(noDefault, null)).toBe(4);
    expect(defaultChannelId(tradeInfo({ appRechargeTypeMap: {} }), 1)).toBeNull();
  });
});

describe('the minimum and the chips', () => {
  it('is minAmount before the first deposit, minAmount2 after it while minRechargeStatus is on', () => {
    expect(minimumOf(info, gcash)).toBe(100 * PESO);
    expect(minimumOf(tradeInfo({ totalRecharge: 1 }), gcash)).toBe(10_000 * PESO);
    expect(minimumOf(tradeInfo({ totalRecharge: 1, minRechargeStatus: 0 }), gcash)).toBe(100 * PESO);
  });

  it('keeps the chips at or above the minimum and within the maximum, cheapest first', () => {
    expect(chipsOf(info, gcash).map((i) => i.id)).toEqual([1, 2, 3, 6]);
    expect(chipsOf(info, instapay).map((i) => i.id)).toEqual([3, 6]);
    expect(chipsOf(tradeInfo({ totalRecharge: 5 }), gcash).map((i) => i.id)).toEqual([6]);
  });

  it('counts what is left of the daily limit', () => {
    expect(dailyLeftOf(tradeInfo({ todayRecharge: { '1': 30_000 * PESO } }), gcash)).toBe(70_000 * PESO);
    expect(dailyLeftOf(tradeInfo({ todayRecharge: { '1': 200_000 * PESO } }), gcash)).toBe(0);
  });
});

describe('a typed amount', () => {
  it('passes within the limits, and says which limit it breaks with the numbers', () => {
    expect(amountProblem(info, gcash, 100 * PESO)).toBeNull();
    expect(amountProblem(info, gcash, null)).toEqual({ key: 'wallet.amountInvalid' });
    expect(amountProblem(info, gcash, 0)).toEqual({ key: 'wallet.amountInvalid' });
    expect(amountProblem(info, gcash, 99 * PESO)).toEqual({ key: 'wallet.amountBelowMinimum', params: { amount: '₱100.00', channel: 'GCash' } });
    expect(amountProblem(tradeInfo({ totalRecharge: 1 }), gcash, 500 * PESO)).toEqual({ key: 'wallet.amountBelowMinimum', params: { amount: '₱10,000.00', channel: 'GCash' } });
    expect(amountProblem(info, gcash, 50_000 * PESO + 1)).toEqual({ key: 'wallet.amountAboveMaximum', params: { amount: '₱50,000.00', channel: 'GCash' } });
    expect(amountProblem(tradeInfo({ todayRecharge: { '1': 90_000 * PESO } }), gcash, 20_000 * PESO)).toEqual({
      key: 'wallet.amountOverDaily',
      params: { amount: '₱10,000.00', channel: 'GCash' },
    });
  });
});
