// Request schemas of the follow-reward calls. Server side only.
import * as v from 'valibot';
import { empty } from './fields.schemas';

/** A channel key as the config writes it. */
export const FOLLOW_CHANNEL_PATTERN = /^[a-z0-9_-]{1,32}$/;

// Not `channel`: that body field is the operator's (call-row.ts OPERATOR_FIELDS), written by the edge.
const channel = v.object({ channelId: v.pipe(v.string(), v.regex(FOLLOW_CHANNEL_PATTERN)) });

export const FOLLOW_SCHEMAS = {
  followInfo: empty,
  followVisit: channel,
  followReceive: channel,
};
