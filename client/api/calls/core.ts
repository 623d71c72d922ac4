// The client functions of the core calls. Stores import the ones they use; the rest are tree-shaken.
import * as rows from '../contract/core';
import { caller } from '../http';

export const preLogin = /*#__PURE__*/ caller(rows.preLogin);
export const appConfig = /*#__PURE__*/ caller(rows.appConfig);
export const appTheme = /*#__PURE__*/ caller(rows.appTheme);
export const appThemePreview = /*#__PURE__*/ caller(rows.appThemePreview);
export const appEventLogClient = /*#__PURE__*/ caller(rows.appEventLogClient);
