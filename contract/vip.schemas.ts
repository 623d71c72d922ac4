// Request schemas of the VIP calls. Server side only.
import * as v from 'valibot';
import { empty } from './fields.schemas';

export const VIP_SCHEMAS = {
  getVipInfo: empty,
  receiveVipBonusUser: v.object({ level: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)) }),
  appVipUserReceiveDaily: empty,
};
