// Request schemas of the record calls. Server side only.
import * as v from 'valibot';
import { epochMs, gameId, timeRange } from './fields.schemas';

/** Largest `betRecord` page. */
export const MAX_BET_RECORD_PAGE_SIZE = 50;

export const RECORDS_SCHEMAS = {
  betRecord: v.pipe(
    v.object({
      pageNum: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
      pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_BET_RECORD_PAGE_SIZE)),
      gameId: v.optional(gameId),
      startTime: v.optional(epochMs),
      endTime: v.optional(epochMs),
    }),
    v.check(timeRange, 'startTime must not be after endTime'),
  ),
  betRecordReport: v.pipe(v.object({ startTime: v.optional(epochMs), endTime: v.optional(epochMs) }), v.check(timeRange, 'startTime must not be after endTime')),
};
