// Request schemas of the invite and agent calls. Server side only.
import * as v from 'valibot';
import { empty } from './fields.schemas';

/** Largest page of the invite records and the agent log. */
export const MAX_INVITE_PAGE_SIZE = 50;

const page = v.object({
  pageNum: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_INVITE_PAGE_SIZE)),
});

export const INVITE_SCHEMAS = {
  actInviteUser: empty,
  actInviteUserRecord: page,
  actInviteUserStatus: empty,
  actInviteUserSpin: empty,
  actInviteUserExchange: empty,
  actInviteClickInvite: v.object({
    inviteCode: v.pipe(v.string(), v.minLength(1), v.maxLength(16), v.regex(/^[A-Za-z0-9]+$/, 'inviteCode must be letters and digits')),
    /** A random id the visitor's browser keeps, so one visitor's opens count once a day. */
    visitorId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,64}$/, 'visitorId must be 8-64 letters, digits or dashes'))),
  }),
  appAgent5User: empty,
  appAgent5UserLog: page,
  appAgent5UserReceive: empty,
  appAgent5UserInviteValidReceive: empty,
  agentFill: v.object({ pid: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)) }),
};
