// Request schemas of the member calls. Server side only. `uploadAvatar` is multipart.
import * as v from 'valibot';
import { isIsoDate } from './kyc-fields';
import { AVATAR_PRESETS, AVATAR_UPLOADED, NICKNAME_PATTERN } from './member-fields';
import { ADDRESS_LIMITS, EMAIL_PATTERN, OCCUPATIONS, PLACE_PATTERN, REAL_NAME_PATTERN, SOURCES_OF_INCOME, STREET_PATTERN, ZIP_PATTERN } from './member-details-fields';

/** Largest avatar picture (bytes). The phone sends a 512 px JPEG of a few dozen kB. */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

const part = (limits: { min: number; max: number }, pattern: RegExp, what: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(limits.min, `${what}: at least ${limits.min} characters`), v.maxLength(limits.max, `${what}: at most ${limits.max} characters`), v.regex(pattern, `${what}: letters, digits and . , ' ( ) - / only`));
// Safebox passwords are digits; the length is checked against the live config by the handler.
const digits = v.pipe(v.string(), v.maxLength(32), v.regex(/^\d+$/, 'digits only'));

export const MEMBER_SCHEMAS = {
  updateProfile: v.pipe(
    v.object({
      nickname: v.optional(v.pipe(v.string(), v.trim(), v.regex(NICKNAME_PATTERN, 'a nickname of 2 to 16 letters or digits'))),
      avatar: v.optional(v.picklist([...AVATAR_PRESETS, AVATAR_UPLOADED])),
    }),
    v.check((req) => req.nickname !== undefined || req.avatar !== undefined, 'nothing to change'),
  ),
  appUserOther: v.object({}),
  updateAppUserOther: v.object({
    // Left out while the identity verification holds them (the handler says so when they differ).
    realName: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(80), v.regex(REAL_NAME_PATTERN, "letters, spaces and . , ' - only"))),
    birthDate: v.optional(v.pipe(v.string(), v.check(isIsoDate, 'a date YYYY-MM-DD'))),
    email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.check((email) => email === '' || EMAIL_PATTERN.test(email), 'an e-mail address like name@example.com')),
    occupation: v.picklist(OCCUPATIONS),
    sourceOfIncome: v.optional(v.picklist(SOURCES_OF_INCOME)),
  }),
  updateAddress: v.object({
    street: v.pipe(v.string(), v.trim(), v.minLength(ADDRESS_LIMITS.street.min), v.maxLength(ADDRESS_LIMITS.street.max), v.regex(STREET_PATTERN, 'street: no < > or control characters')),
    barangay: part(ADDRESS_LIMITS.barangay, PLACE_PATTERN, 'barangay'),
    city: part(ADDRESS_LIMITS.city, PLACE_PATTERN, 'city or municipality'),
    province: part(ADDRESS_LIMITS.province, PLACE_PATTERN, 'province'),
    zip: v.pipe(v.string(), v.trim(), v.regex(ZIP_PATTERN, 'a ZIP code of 4 digits')),
  }),
  setSafeboxPassword: v.object({
    password: digits,
    oldPassword: v.optional(digits),
  }),
  uploadAvatar: v.object({
    file: v.pipe(
      v.instance(File),
      v.check((file) => file.size > 0, 'file is empty'),
      v.check((file) => file.size <= MAX_AVATAR_BYTES, `file is larger than ${MAX_AVATAR_BYTES} bytes`),
    ),
  }),
};
