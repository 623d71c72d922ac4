// The client functions of the activities calls. Stores import the ones they use; the rest are tree-shaken.
import * as rows from '../contract/activities';
import { caller } from '../http';

export const getActivityIds = /*#__PURE__*/ caller(rows.getActivityIds);
