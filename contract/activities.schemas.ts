// Request schemas of the activity calls. Server side only.
import { empty } from './fields.schemas';

export const ACTIVITIES_SCHEMAS = {
  getActivityIds: empty,
};
