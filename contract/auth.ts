// Logging in, registering, one-time codes, passwords and social sign-in (the auth pages' calls).
import type { AUTH_SCHEMAS } from './auth.schemas';
import { callFactory, tableOf } from './call-row';
import type { UserInfo } from './session';

/** SMS purposes (spec "Auth purposes"). */
export const SmsPurpose = { register: 0, bind: 1, forget: 2, loginAndRegister: 3 } as const;
export type SmsPurpose = (typeof SmsPurpose)[keyof typeof SmsPurpose];

/** Social providers. */
export const SocialProvider = { facebook: 3, line: 4, google: 5 } as const;
export type SocialProvider = (typeof SocialProvider)[keyof typeof SocialProvider];

/** Codes of the auth calls. */
export const AuthErrorCode = {
  accountExists: 1101,
  wrongCredentials: 1102,
  smsCodeInvalid: 1103,
  smsSendLimit: 1104,
  mobileNotRegistered: 1105,
  passwordAlreadySet: 1106,
  alreadyBound: 1107,
  socialTokenInvalid: 1108,
  mobileExists: 1109,
  registerTypeDisabled: 1110,
  /** Too many wrong passwords for this account, from anywhere: wait `interval` seconds (back-off). */
  accountLocked: 1111,
  /** Too many wrong passwords for this account from this network: locked here for `interval` seconds (a reset by SMS unlocks). */
  lockedOnNetwork: 1112,
  /**
   * A registration without `eligibilityDeclared: 1` (spec section 1: the player is in none of the
   * barred groups): `accountRegist`/`accountRegist4` always; the SMS and social logins when they
   * would create the account (checked after the code or token, before either is used).
   */
  eligibilityRequired: 1113,
} as const;

export interface AuthResult {
  token: string;
  user: UserInfo;
}

export interface AuthResponses {
  /** Account login (type 2: `account`) or phone-with-password login (type 3: `mobile`). */
  accountLogin: AuthResult;
  /** Phone login with a one-time code; registers the phone when it is new and registration allows (with `eligibilityDeclared: 1`, else 1113 and the code stays valid). */
  accountLoginSms: AuthResult;
  /** Account-and-password registration. */
  accountRegist: AuthResult;
  /** Phone registration: with `smsCode` when otpStatus is 1, with a password always. */
  accountRegist4: AuthResult;
  smsSend: { interval: number };
  forgetPassword: Record<string, never>;
  /** Sets the first password of a user that has none (phone-OTP or social sign-ups). */
  initPassword: { user: UserInfo };
  /** Binds a phone (with a one-time code) to the logged-in user. */
  bindAccount: { user: UserInfo };
  /** The social logins register a new identity only with `eligibilityDeclared: 1` (else 1113; the token stays valid). */
  facebookLogin: AuthResult;
  googleLogin: AuthResult;
  lineLogin: AuthResult;
  bindSocialAccount: { user: UserInfo };
}

const call = /*#__PURE__*/ callFactory<typeof AUTH_SCHEMAS, AuthResponses>();

export const accountLogin = /*#__PURE__*/ call('accountLogin', { session: 'none' });
export const accountLoginSms = /*#__PURE__*/ call('accountLoginSms', { session: 'none' });
export const accountRegist = /*#__PURE__*/ call('accountRegist', { session: 'none' });
export const accountRegist4 = /*#__PURE__*/ call('accountRegist4', { session: 'none' });
export const smsSend = /*#__PURE__*/ call('smsSend', { session: 'none' });
// Optional: a logged-in player resetting their own password keeps this session.
export const forgetPassword = /*#__PURE__*/ call('forgetPassword', { session: 'optional' });
export const initPassword = /*#__PURE__*/ call('initPassword');
export const bindAccount = /*#__PURE__*/ call('bindAccount');
export const facebookLogin = /*#__PURE__*/ call('facebookLogin', { session: 'none' });
export const googleLogin = /*#__PURE__*/ call('googleLogin', { session: 'none' });
export const lineLogin = /*#__PURE__*/ call('lineLogin', { session: 'none' });
export const bindSocialAccount = /*#__PURE__*/ call('bindSocialAccount');

export const AUTH_CALLS = /*#__PURE__*/ tableOf(accountLogin, accountLoginSms, accountRegist, accountRegist4, smsSend, forgetPassword, initPassword, bindAccount, facebookLogin, googleLogin, lineLogin, bindSocialAccount);
