// Messages of the password lockout, which every call that checks the login password may answer
// (login, a break or an exclusion, a withdrawal, a receiving account): the account's back-off
// (1111) or this network's lock on the account (1112), each with the wait in seconds. Features
// spread PASSWORD_CODES into their own codes; it is kept out of error-message.ts so the first paint
// does not carry it. The text is in the errors catalog, which those pages already declare.
import { AuthErrorCode } from '../../contract/auth';
import type { ApiError } from '../api/errors';
import type { CodeMessages } from './error-message';
import { $locale } from './locale';

const UNITS = [
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
] as const;

/** "45 seconds", "3 minutes", "2 hours" (rounded up) in the player's language. */
export function waitText(seconds: number, locale: string): string {
  const total = Math.max(1, Math.ceil(seconds));
  const [unit, size] = UNITS.find(([, s]) => total >= s * (s === 1 ? 1 : 2)) ?? UNITS[2];
  return new Intl.NumberFormat(locale === 'fil' ? 'fil-PH' : 'en-PH', { style: 'unit', unit, unitDisplay: 'long' }).format(Math.ceil(total / size));
}

const wait = (error: ApiError) => waitText(Number(error.body.interval) || 60, $locale.get());

/** The lockout codes, for a feature's `errorMessage(error, { ...PASSWORD_CODES, ...own })`. */
export const PASSWORD_CODES: CodeMessages = {
  [AuthErrorCode.accountLocked]: (error) => ({ key: 'errors.passwordBackoff', params: { wait: wait(error) } }),
  [AuthErrorCode.lockedOnNetwork]: (error) => ({ key: 'errors.passwordLockedHere', params: { wait: wait(error) } }),
};
