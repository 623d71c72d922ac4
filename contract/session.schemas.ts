// Request schemas of the session calls. Server side only.
import * as v from 'valibot';
import { empty, text } from './fields.schemas';

export const SESSION_SCHEMAS = {
  refreshData: empty,
  getAfterLoginInfoWeb: v.object({ version: text(32), os: text(32), deviceModel: text(64) }),
  logout: empty,
};
