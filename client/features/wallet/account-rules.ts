// Checks of the receiving-account form, in the words a player understands (the server repeats them).
import type { AppConfig } from '../../../contract/core';
import type { AmountProblem } from './deposit-rules';

export interface AccountForm {
  bankId: number;
  accountNo: string;
  accountName: string;
  password: string;
}

const EWALLET_NUMBER = /^09\d{9}$/;
const NAME = /^[\p{L}\p{M} .'-]{2,64}$/u;

/** A problem per field; none when the form can be sent. */
export function accountProblems(config: AppConfig, form: AccountForm): Partial<Record<keyof AccountForm, AmountProblem>> {
  const bank = config.appRechargeBankMap[String(form.bankId)];
  const problems: Partial<Record<keyof AccountForm, AmountProblem>> = {};
  const { min, max } = config.withdrawAccountLength;
  if (bank?.kind === 'ewallet' && !EWALLET_NUMBER.test(form.accountNo)) problems.accountNo = { key: 'wallet.ewalletNumber', params: { bank: bank.name } };
  if (bank?.kind !== 'ewallet' && (!/^\d+$/.test(form.accountNo) || form.accountNo.length < min || form.accountNo.length > max)) {
    problems.accountNo = { key: 'wallet.bankNumber', params: { min: String(min), max: String(max) } };
  }
  if (!NAME.test(form.accountName.trim())) problems.accountName = { key: 'wallet.nameInvalid' };
  if (!form.password) problems.password = { key: 'wallet.passwordNeeded' };
  return problems;
}
