// One mapping from a failed call to a message. No answer in time, no connection, 401, 429, 502
// and 503 (maintenance) and unknown codes are handled here once; features add their own operator
// codes (auth 1101..1111, play 1201..1205). The result is a translation key and its parameters,
// translated where it is shown, so a language switch re-renders it. It lives in stores/ rather
// than api/ because messages are translation keys (its catalog: i18n/errors-catalog.ts).
import { ErrorCode } from '../../contract/call-row';
import { ApiError } from '../api/errors';
import { type TranslationKey } from './locale';

/** A translation key and its parameters. */
export interface Message {
  key: TranslationKey;
  params?: Record<string, string | number>;
}

/** A feature's operator codes: a key, or a function for codes that carry data. */
export type CodeMessages = Partial<Record<number, TranslationKey | ((error: ApiError) => Message)>>;

const COMMON: CodeMessages = {
  [ErrorCode.unauthorized]: 'errors.sessionExpired',
  [ErrorCode.tooManyRequests]: 'errors.tooManyRequests',
  [ErrorCode.badGateway]: 'errors.network',
  [ErrorCode.maintenance]: 'errors.maintenance',
};

/** The message for a failed call (by error kind and code, never by text): the feature's codes first, then the common ones. */
export function errorMessage(error: unknown, codes: CodeMessages = {}): Message {
  if (!(error instanceof ApiError)) return { key: 'errors.generic', params: { code: 0 } };
  if (error.kind === 'timeout') return { key: 'api.timeout' };
  if (error.kind === 'network') return { key: 'errors.network' };
  // A bad response carries an HTTP status, not an operator code: only the common statuses apply.
  const entry = (error.kind === 'code' ? codes[error.code] : undefined) ?? COMMON[error.code];
  if (typeof entry === 'function') return entry(error);
  return entry ? { key: entry } : { key: 'errors.generic', params: { code: error.code } };
}
