// The deposit rules the form follows (spec sections 4 and 5): which channel is chosen, which amount
// chips are offered, and what a typed amount may be. Pure, so they are tested on their own; the
// server checks the same limits and is the authority.
import { depositMinimum, type DepositTradeInfo, type RechargeItem, type RechargeType } from '../../../contract/wallet';
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

/** Why `amount` (minor units, null when not a number) cannot be deposited through `channel`; null when it can. */
export function amountProblem(info: DepositTradeInfo, channel: RechargeType, amount: number | null): AmountProblem | null {
  if (amount === null || amount <= 0) return { key: 'wallet.amountInvalid' };
  const minimum = minimumOf(info, channel);
  if (amount < minimum) return { key: 'wallet.amountBelowMinimum', params: { amount: formatMoney(minimum), channel: channel.name } };
  if (amount > channel.maxAmount) return { key: 'wallet.amountAboveMaximum', params: { amount: formatMoney(channel.maxAmount), channel: channel.name } };
  const left = dailyLeftOf(info, channel);
  if (amount > left) return { key: 'wallet.amountOverDaily', params: { amount: formatMoney(left), channel: channel.name } };
  return null;
}
