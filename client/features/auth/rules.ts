// Form rules for the auth forms, driven by the server config's length limits. Pure: each
// validator returns a translation key (with its params) or null when the value is fine.
import type { Range } from '../../../contract/call-row';
import type { AppConfig } from '../../../contract/core';
import { normalizeMobile } from '../../lib/mobile';
import type { TranslationKey } from '../../stores/locale';

/** A failed rule: the `auth.*` translation key and its placeholder values. */
export interface RuleError {
  key: TranslationKey;
  params?: Record<string, string | number>;
}

/** The length limits the rules read from the app config. */
export type RuleConfig = Pick<AppConfig, 'accountLength' | 'passwordLength' | 'mobileLength' | 'smsCodeLength'>;

const ACCOUNT_CHARS = /^[A-Za-z0-9_]+$/;
const DIGITS = /^\d+$/;

const outOfRange = (length: number, range: Range): boolean => length < range.min || length > range.max;

/** Account name: letters, digits and underscore, within accountLength. */
export function validateAccount(value: string, config: RuleConfig): RuleError | null {
  const { min, max } = config.accountLength;
  if (!value) return { key: 'auth.rule.accountRequired' };
  if (!ACCOUNT_CHARS.test(value)) return { key: 'auth.rule.accountChars' };
  if (outOfRange(value.length, config.accountLength)) return { key: 'auth.rule.accountLength', params: { min, max } };
  return null;
}

/** Password: no whitespace, within passwordLength. */
export function validatePassword(value: string, config: RuleConfig): RuleError | null {
  const { min, max } = config.passwordLength;
  if (!value) return { key: 'auth.rule.passwordRequired' };
  if (/\s/.test(value)) return { key: 'auth.rule.passwordSpaces' };
  if (outOfRange(value.length, config.passwordLength)) return { key: 'auth.rule.passwordLength', params: { min, max } };
  return null;
}

/** The confirmation must repeat the password exactly. */
export function validateConfirmPassword(password: string, confirm: string): RuleError | null {
  if (!confirm) return { key: 'auth.rule.confirmRequired' };
  if (confirm !== password) return { key: 'auth.rule.confirmMismatch' };
  return null;
}

/** PH mobile: after normalising, a 9 followed by digits, within mobileLength (10 digits in PH). */
export function validateMobile(value: string, config: RuleConfig): RuleError | null {
  const mobile = normalizeMobile(value);
  const { min, max } = config.mobileLength;
  if (!mobile) return { key: 'auth.rule.mobileRequired' };
  if (!DIGITS.test(mobile) || !mobile.startsWith('9') || outOfRange(mobile.length, config.mobileLength)) {
    return min === max ? { key: 'auth.rule.mobileFormat', params: { length: min } } : { key: 'auth.rule.mobileFormatRange', params: { min, max } };
  }
  return null;
}

/** One-time code: digits only, within smsCodeLength. */
export function validateSmsCode(value: string, config: RuleConfig): RuleError | null {
  const { min, max } = config.smsCodeLength;
  if (!value) return { key: 'auth.rule.codeRequired' };
  if (!DIGITS.test(value) || outOfRange(value.length, config.smsCodeLength)) {
    return min === max ? { key: 'auth.rule.codeLength', params: { length: min } } : { key: 'auth.rule.codeLengthRange', params: { min, max } };
  }
  return null;
}
