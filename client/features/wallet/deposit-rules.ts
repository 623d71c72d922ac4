// The deposit rules the form follows (spec sections 4 and 5): which channel is chosen, which amount
// chips are offered, and what a typed amount may be. Pure, so they are tested on their own; the
// server checks the same limits and is the authority.
import { depositBonusTier, depositMinimum, type DepositTradeInfo, type RechargeItem, type RechargeType } from '../../../contract/wallet';
import type { SelfLimit } from '../../../contract/limits';
import type { LimitPeriod } from '../../../contract/limits-enums';
import { formatMoney } from '../../lib/money';
import type { TranslationKey } from '../../stores/locale';

/** The channels in their sort order (ties by id). */
export function channelsInOrder(info: DepositTradeInfo): RechargeType[] {
  return Object.values(info.appRechargeTypeMap).sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** The channel to show: the current one if still offered, else the last used, else the default, else the first. */
export function defaultChannelId(info: DepositTradeInfo, current: number | null): number | null {
  const channels = channelsInOrder(info);
  const offered = (id: number | null) => id !== null && channels.some((channel) => channel.id === id);
  if (offered(current)) return current;
  if (offered(info.lastRechargeTypeId)) return info.lastRechargeTypeId;
  return (channels.find((channel) => channel.isDefault === 1) ?? channels[0])?.id ?? null;
}

/** The smallest amount this player may deposit through `channel`. */
export const minimumOf = (info: DepositTradeInfo, channel: RechargeType): number => depositMinimum(channel, info.totalRecharge, info.minRechargeStatus);

/** What is left of the channel's daily limit today. */
export const dailyLeftOf = (info: DepositTradeInfo, channel: RechargeType): number => Math.max(0, channel.dailyLimit - (info.todayRecharge[String(channel.id)] ?? 0));

/** The channel's amount chips at or above the minimum (and within the maximum), cheapest first. */
export function chipsOf(info: DepositTradeInfo, channel: RechargeType): RechargeItem[] {
  const minimum = minimumOf(info, channel);
  return (info.appRechargeTypeItemMap[String(channel.id)] ?? [])
    .map((id) => info.appRechargeItemMap[String(id)])
    .filter((item): item is RechargeItem => item !== undefined && item.price >= minimum && item.price <= channel.maxAmount)
    .sort((a, b) => a.price - b.price);
}

export interface AmountProblem {
  key: TranslationKey;
  params?: Record<string, string>;
}

/** What one of the player's own deposit limits leaves in its current period (minor units). */
export interface LimitRoom {
  period: LimitPeriod;
  left: number;
  resetsAt: number;
}

/** What the player's deposit limits leave, day, week, month (only the periods with a limit). */
export function depositLimitRooms(limits: readonly SelfLimit[]): LimitRoom[] {
  return limits.filter((limit) => limit.kind === 'deposit' && limit.left !== null).map((limit) => ({ period: limit.period, left: Math.max(0, limit.left ?? 0), resetsAt: limit.resetsAt }));
}

/** The limit that binds first: the least left (the longer period on a tie, it resets later); null without limits. */
export function tightestRoom(rooms: readonly LimitRoom[]): LimitRoom | null {
  return rooms.reduce<LimitRoom | null>((best, room) => (best === null || room.left < best.left || (room.left === best.left && room.resetsAt > best.resetsAt) ? room : best), null);
}

/** The bonus a deposit of `amount` through `channel` earns, and the chip (tier) it reaches; the server decides the same way. */
export function bonusFor(info: DepositTradeInfo, channel: RechargeType, amount: number | null): { bonus: number; tier: RechargeItem | undefined; next: RechargeItem | undefined } {
  if (amount === null || amount <= 0) return { bonus: 0, tier: undefined, next: undefined };
  const tier = depositBonusTier(info, channel.id, amount);
  // The cheapest chip above the amount that pays more: what a little more would earn.
  const next = chipsOf(info, channel).find((item) => item.price > amount && item.bonus > (tier?.bonus ?? 0));
  return { bonus: tier?.bonus ?? 0, tier, next };
}

export interface AmountProblem {
  key: TranslationKey;
  params?: Record<string, string>;
}

/** Why a chip cannot be picked now (the channel's daily allowance or the player's own limit); null when it can. */
export function chipProblem(info: DepositTradeInfo, channel: RechargeType, room: LimitRoom | null, price: number): AmountProblem | null {
  if (room && price > room.left) return { key: 'wallet.chipOverLimit' };
  if (price > dailyLeftOf(info, channel)) return { key: 'wallet.chipOverDaily' };
  return null;
}

/** Why `amount` (minor units, null when not a number) cannot be deposited through `channel` within the player's `room`; null when it can. */
export function amountProblem(info: DepositTradeInfo, channel: RechargeType, amount: number | null, room: LimitRoom | null = null): AmountProblem | null {
  if (amount === null || amount <= 0) return { key: 'wallet.amountInvalid' };
  const minimum = minimumOf(info, channel);
  if (amount < minimum) return { key: 'wallet.amountBelowMinimum', params: { amount: formatMoney(minimum), channel: channel.name } };
  if (amount > channel.maxAmount) return { key: 'wallet.amountAboveMaximum', params: { amount: formatMoney(channel.maxAmount), channel: channel.name } };
  if (room && amount > room.left) return { key: `wallet.overLimit.${room.period}`, params: { amount: formatMoney(room.left) } };
  const left = dailyLeftOf(info, channel);
  if (amount > left) return { key: 'wallet.amountOverDaily', params: { amount: formatMoney(left), channel: channel.name } };
  return null;
}
