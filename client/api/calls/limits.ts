// The client functions of the responsible-gaming calls.
import * as rows from '../contract/limits';
import { caller } from '../http';

export const getSelfLimits = /*#__PURE__*/ caller(rows.getSelfLimits);
export const setSelfLimit = /*#__PURE__*/ caller(rows.setSelfLimit);
export const setRealityCheck = /*#__PURE__*/ caller(rows.setRealityCheck);
export const startPlayBreak = /*#__PURE__*/ caller(rows.startPlayBreak);
export const requestPayout = /*#__PURE__*/ caller(rows.requestPayout);
