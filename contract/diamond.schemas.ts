// Request schemas of the diamond shop calls. Server side only.
import * as v from 'valibot';
import { empty, requestId } from './fields.schemas';

const page = v.object({
  pageNum: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
});
const exchange = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000)), requestId });

export const DIAMOND_SCHEMAS = {
  diamondShopData: empty,
  diamondExchangeCoin: exchange,
  diamondExchangeGoods: exchange,
  diamondExchangeScratchcard: exchange,
  diamondGoodsExchangeOrderLog: page,
  diamondLog: page,
  appDiamondBonusTickersData: empty,
};
