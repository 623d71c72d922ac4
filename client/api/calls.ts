// One function per operator call: the only place outside the contract where call names are
// written. Stores import the functions they need; unused ones are tree-shaken (hence /*#__PURE__*/).
import type { CallName, CallRequest, CallResponse } from './contract';
import { post, type PostOptions } from './http';

const caller =
  <K extends CallName>(call: K) =>
  (body: CallRequest<K>, options?: PostOptions): Promise<CallResponse<K>> =>
    post(call, body, options);

export const preLogin = /*#__PURE__*/ caller('preLogin');
export const appConfig = /*#__PURE__*/ caller('anonymous/appConfig');
export const appTheme = /*#__PURE__*/ caller('anonymous/appTheme');
export const appThemePreview = /*#__PURE__*/ caller('anonymous/appThemePreview');
export const appEventLogClient = /*#__PURE__*/ caller('anonymous/appEventLogClient');
export const accountLogin = /*#__PURE__*/ caller('accountLogin');
export const accountLoginSms = /*#__PURE__*/ caller('accountLoginSms');
export const accountRegist = /*#__PURE__*/ caller('accountRegist');
export const accountRegist4 = /*#__PURE__*/ caller('accountRegist4');
export const smsSend = /*#__PURE__*/ caller('smsSend');
export const forgetPassword = /*#__PURE__*/ caller('forgetPassword');
export const initPassword = /*#__PURE__*/ caller('initPassword');
export const bindAccount = /*#__PURE__*/ caller('bindAccount');
export const facebookLogin = /*#__PURE__*/ caller('facebookLogin');
export const googleLogin = /*#__PURE__*/ caller('googleLogin');
export const lineLogin = /*#__PURE__*/ caller('lineLogin');
export const bindSocialAccount = /*#__PURE__*/ caller('bindSocialAccount');
export const refreshData = /*#__PURE__*/ caller('refreshData');
export const getAfterLoginInfoWeb = /*#__PURE__*/ caller('getAfterLoginInfoWeb');
export const logout = /*#__PURE__*/ caller('logout');
export const getActivityIds = /*#__PURE__*/ caller('getActivityIds');
export const startGame = /*#__PURE__*/ caller('startGame');
export const exitGame = /*#__PURE__*/ caller('exitGame');
export const gameLike = /*#__PURE__*/ caller('gameLike');
export const online = /*#__PURE__*/ caller('online');
export const betRecord = /*#__PURE__*/ caller('betRecord');
export const betRecordReport = /*#__PURE__*/ caller('betRecordReport');
