// Auth actions: every login, registration, code, password and binding call. Components call these
// and never `post`. Successful logins go through session's `signIn`; failures reject with the
// ApiError (or SocialLoginError) and `authErrorMessage` turns them into a translation key.
import { call } from '../../api/http';
import { atom, type ReadableAtom } from 'nanostores';
import { SmsPurpose, SocialProvider, type AuthResult, AuthErrorCode } from '../../../contract/auth';
import { ErrorCode } from '../../../contract/call-row';
import type { SocialLoginConfig } from '../../../contract/core';
import { ApiError, isApiCode } from '../../api/errors';
import * as authCalls from '../../../contract/auth';
import { captureInviteCode, INVITE_PATTERN, storedInviteCode } from '../../lib/invite-code';
import { normalizeMobile } from '../../lib/mobile';
import { href } from '../../../contract/route-paths';
import { finishPendingSocial, socialLogin, SocialLoginError, type PendingSocial, type SocialCredential } from '../../lib/social/social-login';
import { $config } from '../../stores/config';
import { errorMessage, type CodeMessages, type Message } from '../../stores/error-message';
import { LIMIT_CODES, passwordCodes } from '../../stores/limit-messages';
import { LimitsErrorCode, type PayoutOffer } from '../../../contract/limits';
import { setUser, signIn } from '../../stores/session';

// ---- invite code ----

// Captured at start-up (boot); again by the login and register pages as they open with the code.
export { captureInviteCode, storedInviteCode };

const withInvite = (explicit?: string): { inviteCode?: string } => {
  const inviteCode = explicit && INVITE_PATTERN.test(explicit) ? explicit : storedInviteCode();
  return inviteCode ? { inviteCode } : {};
};

// ---- SMS codes and their resend countdown ----

const $cooldownAtom = atom<Partial<Record<SmsPurpose, number>>>({});
/** Seconds left before another code may be sent, per SMS purpose (absent: may send now). */
export const $smsCooldown: ReadableAtom<Partial<Record<SmsPurpose, number>>> = $cooldownAtom;

const deadlines = new Map<SmsPurpose, number>();
let ticker: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  const next: Partial<Record<SmsPurpose, number>> = {};
  for (const [purpose, deadline] of deadlines) {
    const left = Math.ceil((deadline - Date.now()) / 1000);
    if (left > 0) next[purpose] = left;
    else deadlines.delete(purpose);
  }
  $cooldownAtom.set(next);
  // The timer runs only while some countdown does.
  if (deadlines.size === 0 && ticker !== undefined) {
    clearInterval(ticker);
    ticker = undefined;
  }
}

function startCooldown(purpose: SmsPurpose, seconds: number): void {
  if (!(seconds > 0)) return;
  deadlines.set(purpose, Date.now() + Math.min(seconds, 24 * 3600) * 1000);
  tick();
  ticker ??= setInterval(tick, 1000);
}

/** Stops every countdown (tests, logout). */
export function resetSmsCooldown(): void {
  deadlines.clear();
  tick();
}

/** Sends a one-time code to `mobile`; resolves with the seconds before another may be sent. */
export async function sendSmsCode(mobile: string, purpose: SmsPurpose): Promise<number> {
  try {
    const answer = await call(authCalls.smsSend, { mobile: normalizeMobile(mobile), purpose });
    const interval = Number(answer.interval) > 0 ? Number(answer.interval) : ($config.get()?.smsCodeInterval ?? 60);
    startCooldown(purpose, interval);
    return interval;
  } catch (error) {
    // 1104 says how long to wait; the button counts that down instead of inviting another failure.
    if (error instanceof ApiError && error.code === AuthErrorCode.smsSendLimit) startCooldown(purpose, Number(error.body.interval));
    throw error;
  }
}

// ---- logins and registrations ----

/** Account (type 2) or phone-and-password (type 3, phoneNoOtp) login. */
export async function loginWithPassword(credentials: { account: string } | { mobile: string }, password: string): Promise<void> {
  if ('account' in credentials) {
    const result = await call(authCalls.accountLogin, { account: credentials.account, password });
    signIn(result, { rememberAccount: credentials.account });
  } else {
    signIn(await call(authCalls.accountLogin, { mobile: normalizeMobile(credentials.mobile), password }));
  }
}

type SignInOptions = Parameters<typeof signIn>[1];

/**
 * A sign-up refused for want of spec section 1's declaration (1113): the SMS code or the social
 * token was right and is still unused. `confirm` sends the same call again with
 * `eligibilityDeclared: 1` and signs in; the form shows the barred groups and the box first.
 */
export class DeclarationRequired extends Error {
  constructor(readonly confirm: () => Promise<void>) {
    super('eligibilityRequired');
    this.name = 'DeclarationRequired';
  }
}

/** Signs in with what `send` answers; a 1113 rejects with DeclarationRequired, whose confirm resends with the declaration. */
async function signInOrDeclare(send: (declared: { eligibilityDeclared?: 1 }) => Promise<AuthResult>, options?: SignInOptions): Promise<void> {
  let result: AuthResult;
  try {
    // Asked only when the call would create the account: an existing player is never asked.
    result = await send({});
  } catch (error) {
    if (!isApiCode(error, AuthErrorCode.eligibilityRequired)) throw error;
    throw new DeclarationRequired(async () => signIn(await send({ eligibilityDeclared: 1 }), options));
  }
  signIn(result, options);
}

/** Phone login with a one-time code (registers a new phone when the operator allows, after the declaration). */
export async function loginWithSms(mobile: string, smsCode: string): Promise<void> {
  const body = { mobile: normalizeMobile(mobile), smsCode, ...withInvite() };
  await signInOrDeclare((declared) => call(authCalls.accountLoginSms, { ...body, ...declared }));
}

/** Account-and-password registration; signs in. */
export async function registerAccount(account: string, password: string, inviteCode?: string): Promise<void> {
  // Only the form's declaration (the consent box, required) leads here: spec section 1's barred groups.
  const result = await call(authCalls.accountRegist, { account, password, eligibilityDeclared: 1, ...withInvite(inviteCode) });
  signIn(result, { rememberAccount: account });
}

/** Phone registration (with a code when otpStatus is 1); signs in. */
export async function registerPhone(mobile: string, password: string, smsCode?: string, inviteCode?: string): Promise<void> {
  const body = { mobile: normalizeMobile(mobile), password, eligibilityDeclared: 1 as const, ...(smsCode ? { smsCode } : {}), ...withInvite(inviteCode) };
  signIn(await call(authCalls.accountRegist4, body));
}

/** Sets a new password with a code sent for purpose forget (2). */
export async function resetPassword(mobile: string, smsCode: string, password: string): Promise<void> {
  await call(authCalls.forgetPassword, { mobile: normalizeMobile(mobile), smsCode, password });
}

/** Sets the first password of a user that has none. */
export async function setPassword(password: string): Promise<void> {
  setUser((await call(authCalls.initPassword, { password })).user);
}

/** Binds a phone (code of purpose bind 1) to the signed-in user. */
export async function bindPhone(mobile: string, smsCode: string): Promise<void> {
  setUser((await call(authCalls.bindAccount, { mobile: normalizeMobile(mobile), smsCode })).user);
}

// ---- social ----

function socialConfig(provider: SocialProvider): SocialLoginConfig {
  const config = $config.get()?.socialLogin;
  if (!config) throw new SocialLoginError('not-configured', provider);
  return config;
}

/** Signs in with a provider's credential; a new identity needs the declaration (DeclarationRequired resends the same credential). */
function exchangeSocial(provider: SocialProvider, credential: SocialCredential): Promise<void> {
  const invite = withInvite();
  return signInOrDeclare((declared) => {
    if (provider === SocialProvider.facebook) {
      const { accessToken, userID = '', signedRequest, expiresIn } = credential;
      return call(authCalls.facebookLogin, { accessToken, userID, ...(signedRequest ? { signedRequest } : {}), ...(expiresIn ? { expiresIn } : {}), ...invite, ...declared });
    }
    if (provider === SocialProvider.google) return call(authCalls.googleLogin, { accessToken: credential.accessToken, ...invite, ...declared });
    return call(authCalls.lineLogin, { accessToken: credential.accessToken, ...invite, ...declared });
  }, { provider });
}

async function bindCredential(provider: SocialProvider, credential: SocialCredential): Promise<void> {
  const body = { type: provider, accessToken: credential.accessToken, ...(credential.userID ? { userID: credential.userID } : {}) };
  setUser((await call(authCalls.bindSocialAccount, body)).user);
}

// LINE leaves the page for its login; it comes back to the login or bind page, which finish it.
const returnUri = (path: string): string => `${location.origin}${path}`;

/**
 * Signs in with Facebook, Google or LINE. For LINE outside its app the page leaves for LINE and
 * this rejects with kind 'redirecting'; the login page finishes with `resumeSocialSignIn`.
 */
export async function loginWithSocial(provider: SocialProvider, redirect = href('home')): Promise<void> {
  const credential = await socialLogin(provider, socialConfig(provider), {
    intent: 'login',
    redirect,
    redirectUri: returnUri(href('authLogin', { query: { redirect } })),
  });
  await exchangeSocial(provider, credential);
}

/** Links a social account to the signed-in user (LINE may redirect, like `loginWithSocial`). */
export async function bindSocial(provider: SocialProvider): Promise<void> {
  const credential = await socialLogin(provider, socialConfig(provider), { intent: 'bind', redirect: href('authBind'), redirectUri: returnUri(href('authBind')) });
  await bindCredential(provider, credential);
}

/**
 * Finishes a social sign-in or binding that left the page (LINE) when it is of the given intent:
 * resolves with what was pending (after signing in or binding), or null when none is.
 */
export async function resumeSocialSignIn(intent: PendingSocial['intent']): Promise<PendingSocial | null> {
  const config = $config.get()?.socialLogin;
  if (!config) return null;
  const finished = await finishPendingSocial(config, intent);
  if (!finished) return null;
  const { pending, credential } = finished;
  // A new identity rejects with DeclarationRequired holding the credential LINE's return carried.
  if (pending.intent === 'login') await exchangeSocial(pending.provider, credential);
  else await bindCredential(pending.provider, credential);
  return pending;
}

// ---- messages ----

/** A translation key and its parameters; a self-excluded player's refusal also offers the payout of the balance. */
export type AuthMessage = Message & { payout?: PayoutOffer };

/** The payout offer of a 1705 answer, when it is well formed. */
function payoutOffer(error: unknown): PayoutOffer | undefined {
  if (!isApiCode(error, LimitsErrorCode.selfExcluded)) return undefined;
  const offer = error.body.payout as PayoutOffer | undefined;
  const valid =
    !!offer &&
    typeof offer.ticket === 'string' &&
    Number.isSafeInteger(offer.amount) &&
    Number.isSafeInteger(offer.coin) &&
    Array.isArray(offer.accounts) &&
    offer.accounts.every((account) => Number.isSafeInteger(account?.id) && typeof account?.label === 'string');
  return valid ? offer : undefined;
}

const PROVIDER_NAMES: Record<SocialProvider, string> = {
  [SocialProvider.facebook]: 'Facebook',
  [SocialProvider.google]: 'Google',
  [SocialProvider.line]: 'LINE',
};

/** The brand name of a provider (not translated). */
export const providerName = (provider: SocialProvider): string => PROVIDER_NAMES[provider] ?? '';

// Auth's own codes; timeouts, the network, 401, 429, 503 and unknown codes are error-message's.
const AUTH_CODES: CodeMessages = {
  ...LIMIT_CODES,
  ...passwordCodes('limitErrors.passwordBackoff', 'limitErrors.passwordLockedHere'),
  [ErrorCode.badRequest]: 'auth.error.badRequest',
  [AuthErrorCode.accountExists]: 'auth.error.accountExists',
  [AuthErrorCode.wrongCredentials]: 'auth.error.wrongCredentials',
  [AuthErrorCode.smsCodeInvalid]: 'auth.error.codeInvalid',
  [AuthErrorCode.smsSendLimit]: (error) => {
    // 1104 says how long to wait.
    const seconds = Math.ceil(Number(error.body.interval));
    return seconds > 0 ? { key: 'auth.error.sendLimitWait', params: { seconds } } : { key: 'auth.error.sendLimit' };
  },
  [AuthErrorCode.mobileNotRegistered]: 'auth.error.notRegistered',
  [AuthErrorCode.passwordAlreadySet]: 'auth.error.passwordAlreadySet',
  [AuthErrorCode.alreadyBound]: 'auth.error.alreadyBound',
  [AuthErrorCode.socialTokenInvalid]: 'auth.error.socialTokenInvalid',
  [AuthErrorCode.mobileExists]: 'auth.error.mobileExists',
  [AuthErrorCode.registerTypeDisabled]: 'auth.error.registerDisabled',
  [AuthErrorCode.eligibilityRequired]: 'auth.rule.consentRequired',
};

/** The message to show for a failed auth action (by error class and code, never by text). */
export function authErrorMessage(error: unknown): AuthMessage {
  if (error instanceof SocialLoginError) {
    const provider = providerName(error.provider);
    if (error.kind === 'cancelled') return { key: 'auth.social.cancelled' };
    if (error.kind === 'unavailable') return { key: 'auth.social.unavailable', params: { provider } };
    if (error.kind === 'not-configured') return { key: 'auth.social.notConfigured', params: { provider } };
    return { key: 'auth.social.failed', params: { provider } };
  }
  const payout = payoutOffer(error);
  return payout ? { ...errorMessage(error, AUTH_CODES), payout } : errorMessage(error, AUTH_CODES);
}

/** True when a one-time code was refused (wrong or expired): its message belongs on the code field. */
export const isWrongCode = (error: unknown): boolean => isApiCode(error, AuthErrorCode.smsCodeInvalid);

/** True for the 'redirecting' outcome of a social sign-in (not an error: the page is leaving). */
export const isSocialRedirect = (error: unknown): boolean => error instanceof SocialLoginError && error.kind === 'redirecting';

/** A flow that may leave for the provider's page (LINE): leaving, it never settles, so its mutation stays pending (the spinner stays) until the page has gone. */
export const pendingThroughRedirect = <T>(flow: Promise<T>): Promise<T> => flow.catch((error: unknown) => (isSocialRedirect(error) ? new Promise<never>(() => undefined) : Promise.reject(error)));
