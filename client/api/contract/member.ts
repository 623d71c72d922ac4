// The member domain: the player's own profile (nickname and avatar). Address, other details and
// the safebox password join this domain with their pages.
import type { MEMBER_SCHEMAS } from './member.schemas';
import { callFactory, tableOf } from './call-row';

export interface MemberResponses {
  /** The profile as saved. */
  updateProfile: { nickname: string; avatar: string };
}

const call = /*#__PURE__*/ callFactory<typeof MEMBER_SCHEMAS, MemberResponses>();

export const updateProfile = /*#__PURE__*/ call('updateProfile');

export const MEMBER_CALLS = /*#__PURE__*/ tableOf(updateProfile);
