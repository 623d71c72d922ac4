// Request schemas of the notice calls. Server side only.
import * as v from 'valibot';

const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

export const NOTICES_SCHEMAS = {
  noticeList: v.object({
    pageNum: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
    pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
  }),
  // Notices by id (a page of the list at most), or the notice an activity's popup showed; one of the two.
  noticeRead: v.pipe(
    v.object({ ids: v.optional(v.pipe(v.array(id), v.minLength(1), v.maxLength(50))), activityId: v.optional(id) }),
    v.check((req) => (req.ids === undefined) !== (req.activityId === undefined), 'send ids or activityId, not both'),
  ),
};
