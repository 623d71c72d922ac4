// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SelfLimit } from '../../../../contract/limits';
import { amountProblem, bonusFor, channelsInOrder, chipProblem, chipsOf, dailyLeftOf, defaultChannelId, depositLimitRooms, minimumOf, tightestRoom } from '../../../../client/features/wallet/deposit-rules';
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
    expect(minimumOf(info, gcash)).toBe(1 * PESO);
    expect(minimumOf(tradeInfo({ totalRecharge: 1 }), gcash)).toBe(100 * PESO);
    expect(minimumOf(tradeInfo({ totalRecharge: 1, minRechargeStatus: 0 }), gcash)).toBe(1 * PESO);
  });

  it('keeps the chips at or above the minimum and within the maximum, cheapest first', () => {
    expect(chipsOf(info, gcash).map((i) => i.id)).toEqual([1, 2, 3, 6]);
    expect(chipsOf(info, instapay).map((i) => i.id)).toEqual([3, 6]);
    expect(chipsOf(tradeInfo({ totalRecharge: 5, appRechargeTypeItemMap: { '1': [1, 2, 3, 6, 8] } }), gcash).map((i) => i.id)).toEqual([1, 2, 3, 6]);
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
    expect(amountProblem(info, gcash, 99)).toEqual({ key: 'wallet.amountBelowMinimum', params: { amount: '₱1.00', channel: 'GCash' } });
    expect(amountProblem(tradeInfo({ totalRecharge: 1 }), gcash, 99 * PESO)).toEqual({ key: 'wallet.amountBelowMinimum', params: { amount: '₱100.00', channel: 'GCash' } });
    expect(amountProblem(info, gcash, 50_000 * PESO + 1)).toEqual({ key: 'wallet.amountAboveMaximum', params: { amount: '₱50,000.00', channel: 'GCash' } });
    expect(amountProblem(tradeInfo({ todayRecharge: { '1': 90_000 * PESO } }), gcash, 20_000 * PESO)).toEqual({
      key: 'wallet.amountOverDaily',
      params: { amount: '₱10,000.00', channel: 'GCash' },
    });
  });
});

describe('the bonus of an amount', () => {
  it('is the bonus of the channel’s dearest chip at or below it, typed or tapped, and names the next one up', () => {
    expect(bonusFor(info, gcash, 500 * PESO)).toMatchObject({ bonus: 25 * PESO, tier: { id: 3 } });
    expect(bonusFor(info, gcash, 750 * PESO)).toMatchObject({ bonus: 25 * PESO, next: { id: 6 } });
    expect(bonusFor(info, gcash, 10_000 * PESO)).toMatchObject({ bonus: 1000 * PESO, tier: { id: 6 }, next: undefined });
    expect(bonusFor(info, gcash, 299 * PESO)).toMatchObject({ bonus: 0, tier: { id: 1 }, next: { id: 2, price: 300 * PESO } });
    expect(bonusFor(info, gcash, 50 * PESO)).toMatchObject({ bonus: 0, tier: undefined });
    expect(bonusFor(info, gcash, null)).toMatchObject({ bonus: 0 });
    // Maya has no ₱10,000 chip: its own dearest (₱300) decides.
    expect(bonusFor(info, info.appRechargeTypeMap['2']!, 10_000 * PESO).bonus).toBe(10 * PESO);
  });
});

const limit = (period: SelfLimit['period'], amount: number | null, used: number, kind: SelfLimit['kind'] = 'deposit'): SelfLimit => ({
  kind,
  period,
  amount,
  used,
  left: amount === null ? null : Math.max(0, amount - used),
  resetsAt: { day: 1, week: 7, month: 30 }[period],
  pending: null,
});

describe('what the player’s deposit limit leaves', () => {
  it('lists the deposit periods with a limit, and the tightest binds', () => {
    const limits = [limit('day', null, 0), limit('week', 2_000 * PESO, 1_500 * PESO), limit('month', 5_000 * PESO, 1_500 * PESO), limit('day', 100 * PESO, 0, 'bet')];
    const rooms = depositLimitRooms(limits);
    expect(rooms).toEqual([
      { period: 'week', left: 500 * PESO, resetsAt: 7 },
      { period: 'month', left: 3_500 * PESO, resetsAt: 30 },
    ]);
    expect(tightestRoom(rooms)).toEqual({ period: 'week', left: 500 * PESO, resetsAt: 7 });
    // A tie: the one that resets later binds longer.
    expect(tightestRoom([{ period: 'day', left: 0, resetsAt: 1 }, { period: 'month', left: 0, resetsAt: 30 }])?.period).toBe('month');
    expect(tightestRoom(depositLimitRooms([limit('day', null, 0)]))).toBeNull();
  });

  it('disables the chips and refuses the amounts it forbids, with why', () => {
    const room = { period: 'week' as const, left: 500 * PESO, resetsAt: 7 };
    expect(chipProblem(info, gcash, room, 500 * PESO)).toBeNull();
    expect(chipProblem(info, gcash, room, 10_000 * PESO)).toEqual({ key: 'wallet.chipOverLimit' });
    expect(chipProblem(tradeInfo({ todayRecharge: { '1': 99_700 * PESO } }), gcash, null, 500 * PESO)).toEqual({ key: 'wallet.chipOverDaily' });
    expect(amountProblem(info, gcash, 501 * PESO, room)).toEqual({ key: 'wallet.overLimit.week', params: { amount: '₱500.00' } });
    expect(amountProblem(info, gcash, 500 * PESO, room)).toBeNull();
  });
});
