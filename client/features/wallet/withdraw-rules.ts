// The withdrawal form's checks before it calls (the server repeats them and is the authority).
import type { ExchangeInfo } from '../../../contract/wallet';
import { formatMoney } from '../../lib/money';
import type { AmountProblem } from './deposit-rules';

/** What is left of today's withdrawal limit. */
export const withdrawLeftToday = (info: ExchangeInfo): number => Math.max(0, info.dailyLimit - info.todayWithdrawn);

/** The most the player may ask for now: what can be withdrawn, within the maximum and today's limit. */
export const withdrawCeiling = (info: ExchangeInfo): number => Math.min(info.withdrawable, info.maxAmount, withdrawLeftToday(info));

/** Why `amount` (minor units; null when not a number) cannot be withdrawn now; null when it can. */
export function withdrawProblem(info: ExchangeInfo, amount: number | null): AmountProblem | null {
  if (amount === null || amount <= 0) return { key: 'wallet.amountInvalid' };
  if (amount < info.minAmount) return { key: 'wallet.withdrawBelowMinimum', params: { amount: formatMoney(info.minAmount) } };
  if (amount > info.maxAmount) return { key: 'wallet.withdrawAboveMaximum', params: { amount: formatMoney(info.maxAmount) } };
  const left = withdrawLeftToday(info);
  if (amount > left) return { key: 'wallet.withdrawOverDaily', params: { amount: formatMoney(left) } };
  if (amount > info.withdrawable) return { key: 'wallet.withdrawOverAvailable', params: { amount: formatMoney(info.withdrawable) } };
  return null;
}
