// Messages of the responsible-gaming refusals, which the login, deposit and game calls all may
// answer with: a break or an exclusion (until when), or a limit (what is left, when it resets);
// and of the password lockout, which every call that checks the login password may answer (login,
// a break or an exclusion, a withdrawal, a receiving account). Features that make those calls
// spread LIMIT_CODES (and declare the limitErrors catalog) or passwordCodes (with their own texts)
// into their own codes. Kept out of error-message.ts so the first paint does not carry them, and together so the first
// paint's list of chunks does not grow.
import type { AuthErrorCode } from '../../contract/auth';
import { LimitsErrorCode } from '../../contract/limits';
import type { ApiError } from '../api/errors';
import { formatDateTime } from '../lib/date-time';
import { formatMoney } from '../lib/money';
import type { CodeMessages, Message } from './error-message';
import { $locale, type TranslationKey } from './locale';

const at = (error: ApiError, field: string): string => formatDateTime(Number(error.body[field]), $locale.get());

function limitReached(kind: 'deposit' | 'bet' | 'loss') {
  return (error: ApiError): Message => {
    const left = Number(error.body.left);
    const resetsAt = at(error, 'resetsAt');
    return left > 0 ? { key: `limitErrors.${kind}Left`, params: { left: formatMoney(left), resetsAt } } : { key: `limitErrors.${kind}Reached`, params: { resetsAt } };
  };
}

/** The responsible-gaming codes, for a feature's `errorMessage(error, { ...LIMIT_CODES, ...own })`. */
export const LIMIT_CODES: CodeMessages = {
  [LimitsErrorCode.onBreak]: (error) => ({ key: 'limitErrors.onBreak', params: { until: at(error, 'until') } }),
  [LimitsErrorCode.selfExcluded]: (error) => ({ key: 'limitErrors.selfExcluded', params: { until: at(error, 'until') } }),
  [LimitsErrorCode.depositLimitReached]: limitReached('deposit'),
  [LimitsErrorCode.betLimitReached]: limitReached('bet'),
  [LimitsErrorCode.lossLimitReached]: limitReached('loss'),
};

// Literals checked against the contract's type: the auth contract's module stays out of the
// wallet and limits pages.
const BACKOFF: (typeof AuthErrorCode)['accountLocked'] = 1111;
const LOCKED_ON_NETWORK: (typeof AuthErrorCode)['lockedOnNetwork'] = 1112;

/** "45 seconds", "3 minutes", "2 hours" (rounded up; minutes from 2, hours from 2) in the player's language. */
export function waitText(seconds: number, locale: string): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [unit, n] = s < 120 ? ['second', s] : s < 7200 ? ['minute', Math.ceil(s / 60)] : ['hour', Math.ceil(s / 3600)];
  return new Intl.NumberFormat(locale === 'fil' ? 'fil-PH' : 'en-PH', { style: 'unit', unit, unitDisplay: 'long' }).format(n);
}

/**
 * The lockout codes with the feature's own two texts (each with `{wait}`), for a feature's
 * `errorMessage(error, { ...passwordCodes(backoff, lockedHere), ...own })`.
 */
export function passwordCodes(backoff: TranslationKey, lockedHere: TranslationKey): CodeMessages {
  const message = (key: TranslationKey) => (error: ApiError) => ({ key, params: { wait: waitText(Number(error.body.interval) || 60, $locale.get()) } });
  return { [BACKOFF]: message(backoff), [LOCKED_ON_NETWORK]: message(lockedHere) };
}
