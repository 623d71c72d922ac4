// Request schemas of the wallet calls. Server side only. Amounts are integers in minor units;
// per-channel and per-player limits are checked by the handlers against the live config.
import * as v from 'valibot';
import { empty, epochMs, password, requestId, timeRange } from './fields.schemas';
import { ORDER_NO_PATTERN } from './wallet-order';

/** Largest amount any wallet call takes: 10 million pesos in centavos. */
export const MAX_WALLET_AMOUNT = 1_000_000_000;

const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
const amount = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_WALLET_AMOUNT));
const orderNo = v.pipe(v.string(), v.regex(ORDER_NO_PATTERN, 'orderNo is not an order number'));

/** Largest page of the wallet record. */
export const MAX_WALLET_PAGE_SIZE = 50;
/** Digits only; the length and the e-wallet shape are the handler's (config `withdrawAccountLength`). */
const accountNo = v.pipe(v.string(), v.regex(/^\d{1,32}$/, 'account number must be digits'));
const accountName = v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(64), v.regex(/^[\p{L}\p{M} .'-]+$/u, 'account name may hold letters, spaces, dots, apostrophes and dashes'));
const account = { bankId: id, accountNo, accountName, password };
const page = {
  pageNum: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_WALLET_PAGE_SIZE)),
};

export const WALLET_SCHEMAS = {
  getRechargeInfo: empty,
  recharge: v.object({ typeId: id, amount, itemId: v.optional(id), requestId }),
  rechargeOrder: v.object({ orderNo }),
  bankInfoList: empty,
  addBankInfo: v.object(account),
  modifyBankInfo: v.object({ id, ...account }),
  getExchange: empty,
  exchange: v.object({ accountId: id, amount, password, requestId }),
  walletRecord: v.pipe(
    v.object({ ...page, type: v.optional(v.picklist(['deposit', 'withdraw'])), startTime: v.optional(epochMs), endTime: v.optional(epochMs) }),
    v.check(timeRange, 'startTime must not be after endTime'),
  ),
  retrieveBalance: empty,
  appUserCoinDetail: v.pipe(v.object({ ...page, startTime: v.optional(epochMs), endTime: v.optional(epochMs) }), v.check(timeRange, 'startTime must not be after endTime')),
};
