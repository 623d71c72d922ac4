// Request schemas of the points calls. Server side only.
import * as v from 'valibot';
import { empty, requestId } from './fields.schemas';

export const POINTS_SCHEMAS = {
  pointsInfo: empty,
  pointsExchange: v.object({
    optionId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000)),
    requestId,
  }),
};
