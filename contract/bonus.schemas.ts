// Request schemas of the bonus calls. Server side only.
import * as v from 'valibot';

/** Largest `activityAwardGetLog` page. */
export const MAX_REWARD_LOG_PAGE_SIZE = 50;

export const BONUS_SCHEMAS = {
  activityAwardGetLog: v.object({
    pageNum: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
    pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_REWARD_LOG_PAGE_SIZE)),
    open: v.optional(v.boolean()),
  }),
};
