// The client functions of the records calls. Stores import the ones they use; the rest are tree-shaken.
import * as rows from '../contract/records';
import { caller } from '../http';

export const betRecord = /*#__PURE__*/ caller(rows.betRecord);
export const betRecordReport = /*#__PURE__*/ caller(rows.betRecordReport);
export const betRecordDays = /*#__PURE__*/ caller(rows.betRecordDays);
