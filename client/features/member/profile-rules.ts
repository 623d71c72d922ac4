// The profile forms' rules, pure: the Philippine address, the other details and the safebox
// password. The sandbox checks the same rules (member-fields.ts); these give the player a message
// per field before anything is sent.
import type { Range } from '../../../contract/call-row';
import { ageOn, isIsoDate, manilaToday, MIN_AGE } from '../../../contract/kyc-fields';
import type { UserOther } from '../../../contract/member';
import { ADDRESS_LIMITS, EMAIL_PATTERN, OCCUPATIONS, PLACE_PATTERN, REAL_NAME_PATTERN, SOURCES_OF_INCOME, STREET_PATTERN, ZIP_PATTERN, type PhAddress } from '../../../contract/member-details-fields';

export type AddressError = 'required' | 'short' | 'long' | 'chars' | 'zip';
export type AddressErrors = Partial<Record<keyof PhAddress, AddressError>>;

/** Errors of the address form (empty when it may be saved). */
export function validateAddress(address: PhAddress): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ['street', 'barangay', 'city', 'province'] as const) {
    const value = address[field].trim();
    const limits = ADDRESS_LIMITS[field];
    if (!value) errors[field] = 'required';
    else if (value.length < limits.min) errors[field] = 'short';
    else if (value.length > limits.max) errors[field] = 'long';
    else if (!(field === 'street' ? STREET_PATTERN : PLACE_PATTERN).test(value)) errors[field] = 'chars';
  }
  const zip = address.zip.trim();
  if (!zip) errors.zip = 'required';
  else if (!ZIP_PATTERN.test(zip)) errors.zip = 'zip';
  return errors;
}

export type OtherError = 'required' | 'name' | 'date' | 'future' | 'underAge' | 'email';
export type OtherErrors = Partial<Record<keyof UserOther, OtherError>>;

/** Errors of the other-details form; with `identityLocked` the name, birthday and source of income are not the player's to change. */
export function validateOther(other: UserOther, identityLocked: boolean, now: number): OtherErrors {
  const errors: OtherErrors = {};
  if (!identityLocked) {
    const name = other.realName.trim();
    if (!name) errors.realName = 'required';
    else if (name.length < 2 || name.length > 80 || !REAL_NAME_PATTERN.test(name)) errors.realName = 'name';
    const today = manilaToday(now);
    if (!other.birthDate) errors.birthDate = 'required';
    else if (!isIsoDate(other.birthDate)) errors.birthDate = 'date';
    else if (other.birthDate > today) errors.birthDate = 'future';
    else if (ageOn(other.birthDate, today) < MIN_AGE) errors.birthDate = 'underAge';
    if (!(SOURCES_OF_INCOME as readonly string[]).includes(other.sourceOfIncome)) errors.sourceOfIncome = 'required';
  }
  const email = other.email.trim();
  if (email && (email.length > 254 || !EMAIL_PATTERN.test(email))) errors.email = 'email';
  if (!(OCCUPATIONS as readonly string[]).includes(other.occupation)) errors.occupation = 'required';
  return errors;
}

export interface SafeboxForm {
  oldPassword: string;
  password: string;
  confirm: string;
}

export type SafeboxError = 'required' | 'digits' | 'length' | 'mismatch' | 'same';
export type SafeboxErrors = Partial<Record<keyof SafeboxForm, SafeboxError>>;

/** Why `password` is not a safebox password of `length` digits, or null. */
export function safeboxProblem(password: string, length: Range): Exclude<SafeboxError, 'mismatch' | 'same'> | null {
  if (!password) return 'required';
  if (!/^\d+$/.test(password)) return 'digits';
  if (password.length < length.min || password.length > length.max) return 'length';
  return null;
}

/** Errors of the safebox form; `changing` when a password is set (the old one is then needed). */
export function validateSafebox(form: SafeboxForm, changing: boolean, length: Range): SafeboxErrors {
  const errors: SafeboxErrors = {};
  if (changing && !form.oldPassword) errors.oldPassword = 'required';
  const problem = safeboxProblem(form.password, length);
  if (problem) errors.password = problem;
  else if (changing && form.password === form.oldPassword) errors.password = 'same';
  if (!form.confirm) errors.confirm = 'required';
  else if (form.confirm !== form.password) errors.confirm = 'mismatch';
  return errors;
}
