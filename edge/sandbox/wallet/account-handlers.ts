// bankInfoList, addBankInfo and modifyBankInfo: the player's receiving accounts. Adding or changing
// one needs the login password (a stolen session alone must not redirect withdrawals).
import type { AppConfig } from '../../../contract/core';
import { WalletErrorCode, type AccountKind } from '../../../contract/wallet';
import { confirmPassword } from '../auth/service';
import { CallFailure, requireSession, type Handler } from '../handler';
import { isUniqueViolation } from '../lib/sqlite';
import { bankNames, countAccounts, findAccount, insertAccount, listAccounts, updateAccount, type AccountFields } from './receiving-accounts';

/** PH e-wallet numbers (GCash, Maya) are mobile numbers: 09 and nine more digits. */
const EWALLET_NUMBER = /^09\d{9}$/;

function accountFields(config: AppConfig, req: { bankId: number; accountNo: string; accountName: string }): AccountFields {
  const bank = config.appRechargeBankMap[String(req.bankId)];
  if (!bank) throw new CallFailure(WalletErrorCode.accountInvalid, 'Choose a bank or e-wallet from the list');
  const kind: AccountKind = bank.kind;
  if (kind === 'ewallet' && !EWALLET_NUMBER.test(req.accountNo)) {
    throw new CallFailure(WalletErrorCode.accountInvalid, `A ${bank.name} number has 11 digits and starts with 09`);
  }
  const { min, max } = config.withdrawAccountLength;
  if (kind === 'bank' && (req.accountNo.length < min || req.accountNo.length > max)) {
    throw new CallFailure(WalletErrorCode.accountInvalid, `A bank account number has ${min} to ${max} digits`);
  }
  return { bankId: bank.id, kind, accountNo: req.accountNo, accountName: req.accountName };
}

export const bankInfoList: Handler<'bankInfoList'> = (ctx) => {
  const { userId } = requireSession(ctx);
  return { list: listAccounts(ctx.db, userId, bankNames(ctx.config.get())) };
};

export const addBankInfo: Handler<'addBankInfo'> = async (ctx, req) => {
  const { userId } = requireSession(ctx);
  const config = ctx.config.get();
  const fields = accountFields(config, req);
  await confirmPassword(ctx, userId, req.password);
  return ctx.db.transaction(() => {
    if (countAccounts(ctx.db, userId) >= config.bankConfig.maxCards) {
      throw new CallFailure(WalletErrorCode.accountLimit, `You can keep up to ${config.bankConfig.maxCards} receiving accounts`);
    }
    try {
      const id = insertAccount(ctx.db, userId, fields, ctx.now);
      return { account: findAccount(ctx.db, userId, id, bankNames(config))! };
    } catch (error) {
      if (isUniqueViolation(error)) throw new CallFailure(WalletErrorCode.accountLimit, 'You already added this account');
      throw error;
    }
  }).immediate();
};

export const modifyBankInfo: Handler<'modifyBankInfo'> = async (ctx, req) => {
  const { userId } = requireSession(ctx);
  const config = ctx.config.get();
  const fields = accountFields(config, req);
  if (!findAccount(ctx.db, userId, req.id, bankNames(config))) throw new CallFailure(WalletErrorCode.accountNotFound, 'No such receiving account');
  await confirmPassword(ctx, userId, req.password);
  try {
    if (!updateAccount(ctx.db, userId, req.id, fields, ctx.now)) throw new CallFailure(WalletErrorCode.accountNotFound, 'No such receiving account');
  } catch (error) {
    if (isUniqueViolation(error)) throw new CallFailure(WalletErrorCode.accountLimit, 'You already added this account');
    throw error;
  }
  return { account: findAccount(ctx.db, userId, req.id, bankNames(config))! };
};
