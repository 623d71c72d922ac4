// Request schemas of the deposit-reward calls. Server side only.
import * as v from 'valibot';
import { empty } from './fields.schemas';

export const DEPOSIT_REWARDS_SCHEMAS = {
  firstDepositInfo: empty,
  rechargeTotalInfo: empty,
  /** `tier`: the tier's total in hundredths. */
  rechargeTotalReceive: v.object({ tier: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000_000_000)) }),
};
