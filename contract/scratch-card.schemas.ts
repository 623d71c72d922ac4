// Request schemas of the scratch card calls. Server side only.
import * as v from 'valibot';
import { empty, requestId } from './fields.schemas';

const page = v.object({
  pageNum: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
});

export const SCRATCH_SCHEMAS = {
  getScratchCardInfo: empty,
  scratchCardLottery: v.object({ requestId }),
  searchScratchCardAwardLog: page,
  receiveAddupAwardById: v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000)) }),
};
