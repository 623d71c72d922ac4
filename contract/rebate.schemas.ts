// Request schemas of the bet rebate calls. Server side only.
import * as v from 'valibot';
import { empty } from './fields.schemas';

/** A game type id (appGameTypeList); 0 in betBonus means every type. */
const typeId = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(1_000_000));

/** Largest betBonusLog page. */
export const MAX_REBATE_LOG_PAGE_SIZE = 50;

export const REBATE_SCHEMAS = {
  betBonus: v.object({ type: typeId(0) }),
  betBonusReceive: empty,
  betBonusByTypeReceive: v.object({ type: typeId(1) }),
  betBonusLog: v.object({
    pageNum: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
    pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_REBATE_LOG_PAGE_SIZE)),
  }),
  getVipLevelAudit: empty,
};
