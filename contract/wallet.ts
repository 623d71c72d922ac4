// Money in and out: deposit channels and orders, receiving accounts, withdrawals and the wallet
// record. Amounts are integers in minor units (centavos). The spec names no deposit call and no
// list of accounts or of money movements: `getRechargeInfo`, `recharge`, `rechargeOrder`,
// `bankInfoList`, `walletRecord` and `retrieveBalance` are this contract's additions (`appUserCoinDetail` is the spec's) (README "Contract additions").
import type { BonusKind } from './bonus';
import type { WALLET_SCHEMAS } from './wallet.schemas';
import { callFactory, tableOf } from './call-row';

export const WalletErrorCode = {
  /** More than can be withdrawn now. */
  insufficientBalance: 1401,
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
  /** The password given to confirm is wrong (or the player has none yet). */
  wrongPassword: 1407,
  /** The account number does not fit its kind (e-wallet mobile number, bank account length). */
  accountInvalid: 1408,
  /** No such receiving account of this player. */
  accountNotFound: 1409,
  /** `bankConfig.maxCards` accounts already, or this one exists already. */
  accountLimit: 1410,
  /** A withdrawal is held (KYC needed for this total); `getExchange` says why, with numbers. */
  withdrawHeld: 1411,
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
  /** Deposited today per channel id, for the daily limit: paid orders and open ones still payable (they hold their room). */
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

export type AccountKind = 'ewallet' | 'bank';

/** A receiving account (spec appUserBank / appUserBankList). */
export interface ReceivingAccount {
  id: number;
  /** Key of config `appRechargeBankMap`. */
  bankId: number;
  bankName: string;
  kind: AccountKind;
  accountNo: string;
  accountName: string;
  updateTime: number;
}

/** Why some of the balance cannot be withdrawn now, with the numbers. */
export type WithdrawHold =
  /** Bonuses wait for `required` of bets; `done` so far; `locked` is held until then. */
  | { reason: 'turnover'; locked: number; required: number; done: number }
  /** Free bonuses wait for the first deposit; they are not in the balance yet. */
  | { reason: 'pending'; amount: number }
  /** Withdrawals beyond `threshold` in all need a verified identity. */
  | { reason: 'kyc'; threshold: number; withdrawn: number };

export interface ExchangeInfo {
  coin: number;
  /** What can be withdrawn now. */
  withdrawable: number;
  holds: WithdrawHold[];
  minAmount: number;
  maxAmount: number;
  dailyLimit: number;
  todayWithdrawn: number;
  /** Sum of the withdrawals still being reviewed. */
  pending: number;
  hasPassword: boolean;
  accounts: ReceivingAccount[];
  /** Withdrawals beyond this in all (minor units) need a verified identity. */
  kycThreshold: number;
  /** Whether the player's identity is verified (KYC approved). */
  kycVerified: boolean;
}

export type WithdrawStatus = 'pending' | 'paid' | 'refused';

export interface WithdrawRequest {
  orderNo: string;
  accountId: number;
  /** Bank name and masked number, as shown to the player. */
  accountLabel: string;
  amount: number;
  status: WithdrawStatus;
  /** Why it was refused (the amount went back to the balance). */
  reason?: string;
  createTime: number;
  doneTime?: number;
}

export interface WalletRecordRow {
  type: 'deposit' | 'withdraw';
  orderNo: string;
  amount: number;
  status: DepositStatus | WithdrawStatus;
  /** Deposit channel name, or the receiving account's label. */
  channel: string;
  createTime: number;
  doneTime?: number;
}

/** Why a balance changed (the ledger entry's kind). */
export type CoinReason = BonusKind | 'seed' | 'adjustment' | 'bet' | 'win' | 'deposit' | 'withdraw' | 'withdraw_refund' | 'retrieve';

/** One balance change (spec appUserCoinDetail). */
export interface CoinDetailRow {
  id: number;
  /** Signed change. */
  delta: number;
  balanceAfter: number;
  reason: CoinReason;
  /** Order number or round id it belongs to ('' for none). */
  ref: string;
  createTime: number;
}

/** What bringing one platform's balance back did. */
export interface PlatformRetrieval {
  platformId: number;
  name: string;
  /** Moved to the main wallet ('moved'), or still on the platform ('failed'). */
  amount: number;
  /** 'failed': the platform is closed for now; its balance stays there and can be retried. */
  status: 'moved' | 'empty' | 'failed';
}

export interface WalletResponses {
  getRechargeInfo: DepositTradeInfo;
  /** `payUrl`: the provider's payment page (https, or the sandbox's own origin under /sandbox/pay/). */
  recharge: { order: DepositOrder; payUrl: string };
  /** The order as it stands, and the player's balance (credited once the order is paid). */
  /** `firstDepositBonus` (contract addition): the first-deposit reward this order paid (hundredths), when it paid one. */
  /** `diamonds` (contract addition): the diamonds this paid order earned, when it earned any. */
  rechargeOrder: { order: DepositOrder; coin: number; firstDepositBonus?: number; diamonds?: number };
  bankInfoList: { list: ReceivingAccount[] };
  addBankInfo: { account: ReceivingAccount };
  modifyBankInfo: { account: ReceivingAccount };
  getExchange: ExchangeInfo;
  /** The amount leaves the balance at once and is held until the request is paid or refused. */
  exchange: { request: WithdrawRequest; coin: number };
  /** Deposits and withdrawals, newest first. */
  walletRecord: { list: WalletRecordRow[]; pages: number; total: number };
  /** Every balance change with its reason, newest first. */
  appUserCoinDetail: { list: CoinDetailRow[]; pages: number; total: number };
  /** Brings every game platform's balance back to the main wallet (spec /member/retrieve-balance). */
  retrieveBalance: { coin: number; platforms: PlatformRetrieval[] };
}

const call = /*#__PURE__*/ callFactory<typeof WALLET_SCHEMAS, WalletResponses>();

export const getRechargeInfo = /*#__PURE__*/ call('getRechargeInfo');
export const recharge = /*#__PURE__*/ call('recharge');
export const rechargeOrder = /*#__PURE__*/ call('rechargeOrder');

export const bankInfoList = /*#__PURE__*/ call('bankInfoList');
export const addBankInfo = /*#__PURE__*/ call('addBankInfo');
export const modifyBankInfo = /*#__PURE__*/ call('modifyBankInfo');
export const getExchange = /*#__PURE__*/ call('getExchange');
export const exchange = /*#__PURE__*/ call('exchange');
export const walletRecord = /*#__PURE__*/ call('walletRecord');
export const appUserCoinDetail = /*#__PURE__*/ call('appUserCoinDetail');
export const retrieveBalance = /*#__PURE__*/ call('retrieveBalance');

export const WALLET_CALLS = /*#__PURE__*/ tableOf(getRechargeInfo, recharge, rechargeOrder, bankInfoList, addBankInfo, modifyBankInfo, getExchange, exchange, walletRecord, appUserCoinDetail, retrieveBalance);

/**
 * The smallest deposit a channel takes from this player (spec section 5): `minAmount`, or
 * `minAmount2` once the player has deposited and the operator's `minRechargeStatus` is on. Both
 * sides apply it; the server is the authority.
 */
export function depositMinimum(type: Pick<RechargeType, 'minAmount' | 'minAmount2'>, totalRecharge: number, minRechargeStatus: 0 | 1): number {
  return totalRecharge > 0 && minRechargeStatus === 1 ? type.minAmount2 : type.minAmount;
}

/**
 * The deposit bonus an amount earns through a channel (contract rule, issue 26): the channel's
 * amount chips are its bonus tiers, and a deposit earns the bonus of the dearest chip it reaches
 * (price at or below the amount), typed or tapped alike. `undefined`: below every chip. Both sides
 * apply it; the server decides the bonus from the amount alone.
 */
export function depositBonusTier(info: Pick<DepositTradeInfo, 'appRechargeTypeItemMap' | 'appRechargeItemMap'>, typeId: number, amount: number): RechargeItem | undefined {
  let best: RechargeItem | undefined;
  for (const id of info.appRechargeTypeItemMap[String(typeId)] ?? []) {
    const item = info.appRechargeItemMap[String(id)];
    if (item && item.price <= amount && (!best || item.price > best.price)) best = item;
  }
  return best;
}
