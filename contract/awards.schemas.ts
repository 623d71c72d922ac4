// Request schemas of the award-flag calls. Server side only.
import { empty } from './fields.schemas';

export const AWARDS_SCHEMAS = {
  activityGetStatusList: empty,
};
