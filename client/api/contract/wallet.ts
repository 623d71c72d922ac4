// Money in: deposit channels and deposit orders. Amounts are integers in minor units (centavos).
// The spec names no deposit call; `getRechargeInfo`, `recharge` and `rechargeOrder` are this
// contract's additions (README "Contract additions"). Withdrawals, receiving accounts and the money
// history join this domain next.
import type { WALLET_SCHEMAS } from './wallet.schemas';
import { callFactory, tableOf } from './call-row';

export const WalletErrorCode = {
  /** Below the channel's minimum; `msg` names it. */
  belowMinimum: 1402,
  /** Above the channel's maximum. */
  aboveMaximum: 1403,
  /** The channel's daily total for this player would be passed. */
  dailyLimitReached: 1404,
  /** The deposit channel is unknown or switched off. */
  channelUnavailable: 1405,
  /** No such deposit order of this player. */
  orderNotFound: 1406,
} as const;

/** Philippine payment providers a deposit channel goes through. */
export type PayProvider = 'gcash' | 'maya' | 'qrph' | 'instapay';

/** One deposit channel (spec "Deposit trade info" appRechargeTypeMap, plus its limits). */
export interface RechargeType {
  id: number;
  name: string;
  provider: PayProvider;
  sort: number;
  /** Minimum before the first deposit (spec default 100). */
  minAmount: number;
  /** Minimum once the player has deposited and `minRechargeStatus` is on. */
  minAmount2: number;
  maxAmount: number;
  /** Most this player may deposit through the channel per day (Asia/Manila). */
  dailyLimit: number;
  isDefault: 0 | 1;
}

export interface RechargeItem {
  id: number;
  price: number;
  /** Extra credited with the deposit, if any (0: none). */
  bonus: number;
}

/** Spec section 3 "Deposit trade info". */
export interface DepositTradeInfo {
  appRechargeTypeMap: Record<string, RechargeType>;
  /** Channel id to its amount chip ids. */
  appRechargeTypeItemMap: Record<string, number[]>;
  appRechargeItemMap: Record<string, RechargeItem>;
  /** Channel of the player's last deposit; 0 when none. */
  lastRechargeTypeId: number;
  /** Sum of the player's paid deposits. */
  totalRecharge: number;
  minRechargeStatus: 0 | 1;
  /** Paid today per channel id, for the daily limit. */
  todayRecharge: Record<string, number>;
  /** Changes whenever any of the above changes. */
  hash: string;
}

export type DepositStatus = 'created' | 'paid' | 'cancelled' | 'expired';

export interface DepositOrder {
  orderNo: string;
  typeId: number;
  provider: PayProvider;
  amount: number;
  /** Credited on top of `amount` when paid. */
  bonus: number;
  status: DepositStatus;
  /** Milliseconds since the epoch. */
  createTime: number;
  /** After this the order can no longer be paid. */
  expireTime: number;
  doneTime?: number;
}

export interface WalletResponses {
  getRechargeInfo: DepositTradeInfo;
  /** `payUrl`: the provider's payment page (https, or the sandbox's own origin under /sandbox/pay/). */
  recharge: { order: DepositOrder; payUrl: string };
  /** The order as it stands, and the player's balance (credited once the order is paid). */
  rechargeOrder: { order: DepositOrder; coin: number };
}

const call = /*#__PURE__*/ callFactory<typeof WALLET_SCHEMAS, WalletResponses>();

export const getRechargeInfo = /*#__PURE__*/ call('getRechargeInfo');
export const recharge = /*#__PURE__*/ call('recharge');
export const rechargeOrder = /*#__PURE__*/ call('rechargeOrder');

export const WALLET_CALLS = /*#__PURE__*/ tableOf(getRechargeInfo, recharge, rechargeOrder);

/**
 * The smallest deposit a channel takes from this player (spec section 5): `minAmount`, or
 * `minAmount2` once the player has deposited and the operator's `minRechargeStatus` is on. Both
 * sides apply it; the server is the authority.
 */
export function depositMinimum(type: Pick<RechargeType, 'minAmount' | 'minAmount2'>, totalRecharge: number, minRechargeStatus: 0 | 1): number {
  return totalRecharge > 0 && minRechargeStatus === 1 ? type.minAmount2 : type.minAmount;
}
