// The client functions of the member calls.
import * as rows from '../contract/member';
import { caller } from '../http';

export const updateProfile = /*#__PURE__*/ caller(rows.updateProfile);
