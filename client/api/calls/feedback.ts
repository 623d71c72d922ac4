// The client functions of the feedback calls.
import * as rows from '../contract/feedback';
import { caller } from '../http';

export const feedbackSave = /*#__PURE__*/ caller(rows.feedbackSave);
export const feedbackList = /*#__PURE__*/ caller(rows.feedbackList);
export const feedbackDetail = /*#__PURE__*/ caller(rows.feedbackDetail);
