// Request schemas of the member calls. Server side only.
import * as v from 'valibot';
import { AVATAR_PRESETS, NICKNAME_PATTERN } from './member-fields';

export const MEMBER_SCHEMAS = {
  updateProfile: v.pipe(
    v.object({
      nickname: v.optional(v.pipe(v.string(), v.trim(), v.regex(NICKNAME_PATTERN, 'a nickname of 2 to 16 letters or digits'))),
      avatar: v.optional(v.picklist(AVATAR_PRESETS)),
    }),
    v.check((req) => req.nickname !== undefined || req.avatar !== undefined, 'nothing to change'),
  ),
};
