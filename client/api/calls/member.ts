// The client functions of the member calls.
import * as rows from '../contract/member';
import { caller } from '../http';

export const updateProfile = /*#__PURE__*/ caller(rows.updateProfile);
export const appUserOther = /*#__PURE__*/ caller(rows.appUserOther);
export const updateAppUserOther = /*#__PURE__*/ caller(rows.updateAppUserOther);
export const updateAddress = /*#__PURE__*/ caller(rows.updateAddress);
export const setSafeboxPassword = /*#__PURE__*/ caller(rows.setSafeboxPassword);
export const uploadAvatar = /*#__PURE__*/ caller(rows.uploadAvatar);
