// Messages of the responsible-gaming refusals, which the login, deposit and game calls all may
// answer with: a break or an exclusion (until when), or a limit (what is left, when it resets).
// Features that make those calls spread LIMIT_CODES into their own codes; it is kept out of
// error-message.ts so the first paint does not carry it.
import { LimitsErrorCode } from '../../contract/limits';
import type { ApiError } from '../api/errors';
import { formatDateTime } from '../lib/date-time';
import { formatMoney } from '../lib/money';
import type { CodeMessages, Message } from './error-message';
import { $locale } from './locale';

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
