// Request schemas of the lottery calls. Server side only.
import * as v from 'valibot';
import { empty, requestId } from './fields.schemas';

/** Largest page of the lottery's lists. */
export const MAX_LOTTERY_PAGE_SIZE = 50;

const page = {
  pageNum: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_LOTTERY_PAGE_SIZE)),
};

export const LOTTERY_SCHEMAS = {
  lotteryInfo: empty,
  lotteryOrder: v.object({
    productId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999)),
    /** The draw the player saw on sale (a closed one is refused, never moved silently). */
    drawId: v.pipe(v.number(), v.integer(), v.minValue(20_000_101), v.maxValue(99_991_231)),
    /** The player's numbers (products he picks); absent for a quick pick. */
    numbers: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99))), v.maxLength(10))),
    requestId,
  }),
  lotteryOrders: v.object(page),
  lotteryHistory: v.object(page),
  lotteryRecord: v.object(page),
};
