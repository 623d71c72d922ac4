// Which bucket a request spends from. Derived from the contract's domains, so a new auth call is
// limited as one without a list to keep here: every row of the auth domain is `auth`, except the
// SMS send, which costs the operator money per message and gets the strictest bucket. The other
// calls that check the login password (a receiving account, a withdrawal, a break or an exclusion)
// are `auth` too, so they cannot be used to guess it (tests/edge/rate-limit/rate-class.test.ts
// finds every call with a password field).
import { accountLogin, accountRegist, accountRegist4, AUTH_CALLS, forgetPassword, initPassword, smsSend } from '../../contract/auth';
import { API_BASE, BEACON_PATH } from '../../contract/call-row';
import { startPlayBreak } from '../../contract/limits';
import { addBankInfo, exchange, modifyBankInfo } from '../../contract/wallet';

const PASSWORD_CHECKED: ReadonlySet<string> = new Set([addBankInfo.name, modifyBankInfo.name, exchange.name, startPlayBreak.name]);

/**
 * Every call whose body carries the login password, so the operator hashes one (a check or a new
 * password): the password gate (password-gate.ts) holds how many run at once.
 */
export const PASSWORD_CALLS: ReadonlySet<string> = new Set([...PASSWORD_CHECKED, accountLogin.name, accountRegist.name, accountRegist4.name, forgetPassword.name, initPassword.name]);

export const RATE_CLASSES = ['beacon', 'auth', 'sms', 'calls'] as const;
export type RateClass = (typeof RATE_CLASSES)[number];

const CALL_PREFIX = `${API_BASE}/`;

/** The class of a request path; undefined for paths that are not limited (pages, assets). */
export function rateClassOf(path: string): RateClass | undefined {
  if (path === BEACON_PATH) return 'beacon';
  if (!path.startsWith(CALL_PREFIX)) return undefined;
  const call = path.slice(CALL_PREFIX.length);
  if (call === smsSend.name) return 'sms';
  if (Object.prototype.hasOwnProperty.call(AUTH_CALLS, call) || PASSWORD_CHECKED.has(call)) return 'auth';
  return 'calls';
}
