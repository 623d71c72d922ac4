// The client functions of the wallet calls. Stores import the ones they use; the rest are tree-shaken.
import * as rows from '../contract/wallet';
import { caller } from '../http';

export const getRechargeInfo = /*#__PURE__*/ caller(rows.getRechargeInfo);
export const recharge = /*#__PURE__*/ caller(rows.recharge);
export const rechargeOrder = /*#__PURE__*/ caller(rows.rechargeOrder);
export const bankInfoList = /*#__PURE__*/ caller(rows.bankInfoList);
export const addBankInfo = /*#__PURE__*/ caller(rows.addBankInfo);
export const modifyBankInfo = /*#__PURE__*/ caller(rows.modifyBankInfo);
export const getExchange = /*#__PURE__*/ caller(rows.getExchange);
export const exchange = /*#__PURE__*/ caller(rows.exchange);
export const walletRecord = /*#__PURE__*/ caller(rows.walletRecord);
export const appUserCoinDetail = /*#__PURE__*/ caller(rows.appUserCoinDetail);
export const retrieveBalance = /*#__PURE__*/ caller(rows.retrieveBalance);
