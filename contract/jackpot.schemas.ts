// Request schemas of the jackpot calls. Server side only.
import * as v from 'valibot';
import { empty } from './fields.schemas';

const pageNum = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000));

export const JACKPOT_SCHEMAS = {
  getJackpotDrawInfo: empty,
  receiveDrawChance: empty,
  getPersonJackpotDrawAwardLog: v.object({ pageNum, pageSize: v.optional(v.literal(20)) }),
  getJackpotRank: v.object({ pageNum, pageSize: v.optional(v.literal(10)) }),
};
