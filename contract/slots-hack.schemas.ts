// Request schemas of the slots hack call. Server side only.
import * as v from 'valibot';

export const SLOTS_HACK_SCHEMAS = {
  slotsHackList: v.object({ window: v.picklist(['hour', 'day']) }),
};
