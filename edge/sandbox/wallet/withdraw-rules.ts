// What can be withdrawn and why not the rest, and placing a request. Rules a Philippine operator
// applies: bonus money (bonus ledger) stays in the balance until its turnover is bet, free bonuses
// wait outside it for the first deposit; more than ₱50,000
// withdrawn in all needs a verified identity (KYC, issue 8); the bank config's minimum, maximum
// and daily limit. Used by getExchange and exchange, and by the payout of a self-excluded player
// (limits), which has no session but a single-use ticket.
import type { AppConfig } from '../../../contract/core';
import { WalletErrorCode, type ExchangeInfo, type WithdrawHold } from '../../../contract/wallet';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import { isKycApproved } from '../kyc/service';
import { bonusSummary } from '../bonus/service';
import { manilaDayStart, peso } from '../lib/money-text';
import { findUserById } from '../users/service';
import { bankNames, findAccount, listAccounts } from './receiving-accounts';
import { findWithdrawalByRequest, insertWithdrawal, publicRequest, withdrawalTotals } from './withdrawals';

/** Withdrawals beyond this total need KYC. */
export const KYC_THRESHOLD = 50_000 * 100;

/** The database, the moment and the config a withdrawal is judged by. */
export interface WithdrawAt {
  db: SandboxDb;
  now: number;
  config: AppConfig;
}

export function exchangeInfo({ db, now, config }: WithdrawAt, userId: number): ExchangeInfo {
  const user = findUserById(db, userId);
  const coin = user?.coin ?? 0;
  const holds: WithdrawHold[] = [];
  const bonus = bonusSummary(db, userId);
  const locked = bonus.locked;
  if (bonus.turnoverLeft > 0) holds.push({ reason: 'turnover', locked, required: bonus.required, done: bonus.done });
  if (bonus.pending > 0) holds.push({ reason: 'pending', amount: bonus.pending });
  const totals = withdrawalTotals(db, userId, manilaDayStart(now));
  const verified = isKycApproved(db, userId, now);
  if (!verified && totals.total >= KYC_THRESHOLD) holds.push({ reason: 'kyc', threshold: KYC_THRESHOLD, withdrawn: totals.total });
  const kycRoom = verified ? Infinity : Math.max(0, KYC_THRESHOLD - totals.total);
  return {
    coin,
    withdrawable: Math.max(0, Math.min(coin - locked, kycRoom)),
    holds,
    minAmount: config.bankConfig.withdrawMin,
    maxAmount: config.bankConfig.withdrawMax,
    dailyLimit: config.bankConfig.withdrawDailyLimit,
    todayWithdrawn: totals.sinceTotal,
    pending: totals.pending,
    hasPassword: Boolean(user?.password_hash),
    accounts: listAccounts(db, userId, bankNames(config)),
    kycThreshold: KYC_THRESHOLD,
    kycVerified: verified,
  };
}

/** "GCash ••••4567": the bank and the last four digits. */
const accountLabel = (bankName: string, accountNo: string) => `${bankName} ••••${accountNo.slice(-4)}`;

/** Checks and places a withdrawal; call it inside an immediate transaction. */
export function placeWithdrawal(at: WithdrawAt, userId: number, req: { accountId: number; amount: number; requestId: string }) {
  const { db, now, config } = at;
  // Checked again inside the transaction: a twin request may have landed while the hash ran.
  const twin = findWithdrawalByRequest(db, userId, req.requestId);
  if (twin) return { request: publicRequest(twin), coin: findUserById(db, userId)?.coin ?? 0 };
  const account = findAccount(db, userId, req.accountId, bankNames(config));
  if (!account) throw new CallFailure(WalletErrorCode.accountNotFound, 'No such receiving account');
  const info = exchangeInfo(at, userId);
  if (req.amount < info.minAmount) throw new CallFailure(WalletErrorCode.belowMinimum, `The smallest withdrawal is ${peso(info.minAmount)}`, { minAmount: info.minAmount });
  if (req.amount > info.maxAmount) throw new CallFailure(WalletErrorCode.aboveMaximum, `The largest withdrawal is ${peso(info.maxAmount)}`, { maxAmount: info.maxAmount });
  const left = Math.max(0, info.dailyLimit - info.todayWithdrawn);
  if (req.amount > left) throw new CallFailure(WalletErrorCode.dailyLimitReached, `You can withdraw ${peso(left)} more today`, { left });
  const kyc = info.holds.find((hold) => hold.reason === 'kyc');
  if (kyc || (!isKycApproved(db, userId, now) && req.amount > KYC_THRESHOLD - withdrawalTotals(db, userId, 0).total)) {
    throw new CallFailure(WalletErrorCode.withdrawHeld, `Withdrawals beyond ${peso(KYC_THRESHOLD)} in all need a verified identity`, { threshold: KYC_THRESHOLD });
  }
  if (req.amount > info.withdrawable) {
    throw new CallFailure(WalletErrorCode.insufficientBalance, `You can withdraw up to ${peso(info.withdrawable)} now`, { withdrawable: info.withdrawable });
  }
  const placed = insertWithdrawal(db, {
    userId,
    requestId: req.requestId,
    accountId: account.id,
    accountLabel: accountLabel(account.bankName, account.accountNo),
    accountName: account.accountName,
    amount: req.amount,
    now,
  });
  return { request: publicRequest(placed.request), coin: placed.coin };
}

/** The most that can be withdrawn in one request now: the withdrawable part within the maximum and today's room. */
export function largestWithdrawal(at: WithdrawAt, userId: number): { coin: number; amount: number; minAmount: number; accounts: { id: number; label: string }[] } {
  const info = exchangeInfo(at, userId);
  const amount = Math.max(0, Math.min(info.withdrawable, info.maxAmount, info.dailyLimit - info.todayWithdrawn));
  return { coin: info.coin, amount, minAmount: info.minAmount, accounts: info.accounts.map((a) => ({ id: a.id, label: accountLabel(a.bankName, a.accountNo) })) };
}
