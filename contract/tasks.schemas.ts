// Request schemas of the task calls. Server side only.
import * as v from 'valibot';
import { empty } from './fields.schemas';

const taskId = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)) });

export const TASKS_SCHEMAS = {
  getTaskUser: empty,
  finishTask: taskId,
  receiveTaskAward: taskId,
  receiveVipTask: taskId,
  receiveVipTaskUnReceiveBonus: empty,
};
