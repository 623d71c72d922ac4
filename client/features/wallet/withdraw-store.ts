// Withdrawal state: what can be withdrawn and why not the rest (getExchange) and the receiving
// accounts (bankInfoList). Both load when shown and reset with the session; placing a withdrawal
// or saving an account (mutations) reloads what it changes.
import { call } from '../../api/http';
import * as walletCalls from '../../../contract/wallet';
import { query } from '../../stores/server-state';
import { mutation } from '../../stores/server-state-mutation';
import { $token, patchUser } from '../../stores/session';

export const $exchangeInfo = query($token, () => call(walletCalls.getExchange, {}));
export const $accounts = query($token, () => call(walletCalls.bankInfoList, {}));

/**
 * Places a withdrawal; the balance drops at once (the amount is held). Its request id makes a
 * double tap or a retry of the same withdrawal (account, amount) one request.
 */
export const $placeWithdrawal = mutation(
  $token,
  async (request: { accountId: number; amount: number; password: string }, { requestId }) => {
    const answer = await call(walletCalls.exchange, { ...request, requestId });
    patchUser({ coin: answer.coin });
    return answer.request;
  },
  { refreshes: [$exchangeInfo], sameRequest: (a, b) => a.accountId === b.accountId && a.amount === b.amount },
);

/** Adds (no id) or changes a receiving account. */
export const $saveAccount = mutation(
  $token,
  ({ id, ...rest }: { id?: number; bankId: number; accountNo: string; accountName: string; password: string }) =>
    id === undefined ? call(walletCalls.addBankInfo, rest) : call(walletCalls.modifyBankInfo, { id, ...rest }),
  { refreshes: [$accounts, $exchangeInfo] },
);
