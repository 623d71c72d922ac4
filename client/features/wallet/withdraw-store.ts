// Withdrawal state: what can be withdrawn and why not the rest (getExchange) and the receiving
// accounts (bankInfoList). Both load when shown and reset with the session; placing a withdrawal
// or saving an account reloads what it changes.
import { call } from '../../api/http';
import * as walletCalls from '../../../contract/wallet';
import { query } from '../../stores/server-state';
import { $token, patchUser } from '../../stores/session';

export const $exchangeInfo = query($token, () => call(walletCalls.getExchange, {}));
export const $accounts = query($token, () => call(walletCalls.bankInfoList, {}));

/** Places a withdrawal; the balance drops at once (the amount is held). */
export async function placeWithdrawal(request: { accountId: number; amount: number; password: string; requestId: string }) {
  const answer = await call(walletCalls.exchange, request);
  patchUser({ coin: answer.coin });
  void $exchangeInfo.reload();
  return answer.request;
}

/** Adds (no id) or changes a receiving account. */
export async function saveAccount(fields: { id?: number; bankId: number; accountNo: string; accountName: string; password: string }) {
  const { id, ...rest } = fields;
  const answer = id === undefined ? await call(walletCalls.addBankInfo, rest) : await call(walletCalls.modifyBankInfo, { id, ...rest });
  void $accounts.reload();
  void $exchangeInfo.reload();
  return answer.account;
}
