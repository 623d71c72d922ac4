// The client functions of the session calls. Stores import the ones they use; the rest are tree-shaken.
import * as rows from '../contract/session';
import { caller } from '../http';

export const refreshData = /*#__PURE__*/ caller(rows.refreshData);
export const getAfterLoginInfoWeb = /*#__PURE__*/ caller(rows.getAfterLoginInfoWeb);
export const logout = /*#__PURE__*/ caller(rows.logout);
