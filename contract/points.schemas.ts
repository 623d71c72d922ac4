// Request schemas of the points calls. Server side only.
import * as v from 'valibot';
import { empty } from './fields.schemas';

export const POINTS_SCHEMAS = {
  pointsInfo: empty,
  pointsExchange: v.object({
    optionId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000)),
    requestId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,64}$/, 'requestId must be 8-64 letters, digits or dashes')),
  }),
};
