// The client functions of the wallet calls. Stores import the ones they use; the rest are tree-shaken.
import * as rows from '../contract/wallet';
import { caller } from '../http';

export const getRechargeInfo = /*#__PURE__*/ caller(rows.getRechargeInfo);
export const recharge = /*#__PURE__*/ caller(rows.recharge);
export const rechargeOrder = /*#__PURE__*/ caller(rows.rechargeOrder);
