// Request schemas of the record calls. Server side only.
import * as v from 'valibot';
import { epochMs, gameId, timeRange } from './fields.schemas';
import { isIsoDate } from './kyc-fields';

/** Most days one `betRecordDays` answer covers (about a quarter: the report offers 30). */
export const MAX_REPORT_DAYS = 92;

const DAY_MS = 86_400_000;
const manilaDay = v.pipe(v.string(), v.maxLength(10), v.check(isIsoDate, 'a day YYYY-MM-DD'));
/** Days from `from` to `to`, both included (0 or less when `to` comes first). */
const spanDays = (req: { from: string; to: string }): number => (Date.parse(req.to) - Date.parse(req.from)) / DAY_MS + 1;

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
  // Manila calendar days, both included.
  betRecordDays: v.pipe(
    v.object({ from: manilaDay, to: manilaDay }),
    v.check((req) => spanDays(req) >= 1, 'from must not be after to'),
    v.check((req) => spanDays(req) <= MAX_REPORT_DAYS, `at most ${MAX_REPORT_DAYS} days`),
  ),
};
