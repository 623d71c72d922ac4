// Request schemas of the follow-reward calls. Server side only.
import * as v from 'valibot';
import { empty } from './fields.schemas';

/** A channel key as the config writes it. */
export const FOLLOW_CHANNEL_PATTERN = /^[a-z0-9_-]{1,32}$/;

const channel = v.object({ channel: v.pipe(v.string(), v.regex(FOLLOW_CHANNEL_PATTERN)) });

export const FOLLOW_SCHEMAS = {
  followInfo: empty,
  followVisit: channel,
  followReceive: channel,
};
