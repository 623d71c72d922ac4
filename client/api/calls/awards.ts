// The client function of the award flags.
import * as rows from '../contract/awards';
import { caller } from '../http';

export const activityGetStatusList = /*#__PURE__*/ caller(rows.activityGetStatusList);
