// The member domain: the player's own profile (nickname and avatar, an uploaded picture), address,
// other details and the safebox password.
import type { MEMBER_SCHEMAS } from './member.schemas';
import { callFactory, tableOf } from './call-row';
import type { Occupation, PhAddress } from './member-details-fields';
import type { SourceOfFunds } from './kyc-fields';

/** Codes of the member calls. */
export const MemberErrorCode = {
  /** The old safebox password is wrong (`attemptsLeft` before the lock). */
  safeboxWrongPassword: 2001,
  /** Too many wrong safebox passwords: changing waits until `until` (ms since the epoch). */
  safeboxLocked: 2002,
  /** A safebox password is already set: changing it needs the old one. */
  safeboxAlreadySet: 2003,
  /** No safebox password is set yet, so there is no old one to give. */
  safeboxNotSet: 2004,
  /** The safebox password is not `min`..`max` digits (the config's `safeboxLength`). */
  safeboxFormat: 2005,
  /** Name, birthday or source of income are those of the identity verification, which is under review or approved. */
  detailsLocked: 2006,
  /** The file is not a photo (sniffed from its bytes: JPEG, PNG or WebP). */
  avatarTypeRejected: 2007,
  /** The picture does not parse as its type or carries markup (a polyglot). */
  avatarUnclean: 2008,
  /** The picture is too small or too large in pixels (`minSide`, `maxSide`). */
  avatarDimensions: 2009,
  /** `avatar: 'upload'` with no uploaded picture. */
  avatarMissing: 2010,
  /** The birthday makes the player younger than 21 (`minAge`). */
  underAge: 2011,
} as const;

/** The player's other details (customer due diligence a Philippine operator keeps). Empty strings: not given. */
export interface UserOther {
  realName: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  email: string;
  occupation: Occupation | '';
  sourceOfIncome: SourceOfFunds | '';
}

export interface UserOtherState {
  other: UserOther;
  /** The address last saved with updateAddress, or null. */
  address: PhAddress | null;
  /** True while the identity verification is pending or approved: name, birthday and source of income are its own and read-only. */
  identityLocked: boolean;
}

export interface MemberResponses {
  /** The profile as saved. */
  updateProfile: { nickname: string; avatar: string };
  appUserOther: UserOtherState;
  updateAppUserOther: UserOtherState;
  updateAddress: { address: PhAddress };
  setSafeboxPassword: { hasSafeboxPassword: true };
  /** The picture is stored and chosen: `avatar` is 'upload' and `avatarOther` its public URL. */
  uploadAvatar: { avatar: string; avatarOther: string };
}

const call = /*#__PURE__*/ callFactory<typeof MEMBER_SCHEMAS, MemberResponses>();

export const updateProfile = /*#__PURE__*/ call('updateProfile');
export const appUserOther = /*#__PURE__*/ call('appUserOther');
export const updateAppUserOther = /*#__PURE__*/ call('updateAppUserOther');
export const updateAddress = /*#__PURE__*/ call('updateAddress');
export const setSafeboxPassword = /*#__PURE__*/ call('setSafeboxPassword');
export const uploadAvatar = /*#__PURE__*/ call('uploadAvatar', { body: 'multipart', maxBodyBytes: 2 * 1024 * 1024 + 64 * 1024, timeoutMs: 60_000 });

export const MEMBER_CALLS = /*#__PURE__*/ tableOf(updateProfile, appUserOther, updateAppUserOther, updateAddress, setSafeboxPassword, uploadAvatar);
