// The wallet routes' query checks (route validation, spec section 8): small and eager, so the route
// table can validate without loading the wallet pages.
import { ORDER_NO_PATTERN } from '../../../contract/wallet-order';

/** /wallets: `name` deposit (the default) or withdraw, `back` 1 or absent. */
export const isWalletsQuery = (query: Record<string, string>): boolean =>
  (query.name === undefined || query.name === 'deposit' || query.name === 'withdraw') && (query.back === undefined || query.back === '1');

/** /wallets/deposit/result: an order number the operator issues. */
export const isDepositResultQuery = (query: Record<string, string>): boolean => ORDER_NO_PATTERN.test(query.orderNo ?? '');

/** /withdrawal/{name}: the kind of receiving account to withdraw to. */
export const isWithdrawalParams = (params: Record<string, string>): boolean => params.name === 'ewallet' || params.name === 'bank';
