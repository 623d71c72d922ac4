// The client functions of the auth calls. Stores import the ones they use; the rest are tree-shaken.
import * as rows from '../contract/auth';
import { caller } from '../http';

export const accountLogin = /*#__PURE__*/ caller(rows.accountLogin);
export const accountLoginSms = /*#__PURE__*/ caller(rows.accountLoginSms);
export const accountRegist = /*#__PURE__*/ caller(rows.accountRegist);
export const accountRegist4 = /*#__PURE__*/ caller(rows.accountRegist4);
export const smsSend = /*#__PURE__*/ caller(rows.smsSend);
export const forgetPassword = /*#__PURE__*/ caller(rows.forgetPassword);
export const initPassword = /*#__PURE__*/ caller(rows.initPassword);
export const bindAccount = /*#__PURE__*/ caller(rows.bindAccount);
export const facebookLogin = /*#__PURE__*/ caller(rows.facebookLogin);
export const googleLogin = /*#__PURE__*/ caller(rows.googleLogin);
export const lineLogin = /*#__PURE__*/ caller(rows.lineLogin);
export const bindSocialAccount = /*#__PURE__*/ caller(rows.bindSocialAccount);
