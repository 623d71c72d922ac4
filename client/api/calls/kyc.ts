// The client functions of the kyc calls. Stores import the ones they use; the rest are tree-shaken.
import * as rows from '../contract/kyc';
import { caller } from '../http';

export const uploadKyc = /*#__PURE__*/ caller(rows.uploadKyc);
export const addKyc = /*#__PURE__*/ caller(rows.addKyc);
export const kyc = /*#__PURE__*/ caller(rows.kyc);
