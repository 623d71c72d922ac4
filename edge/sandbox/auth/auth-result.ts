// Shared pieces of the auth handlers: issuing a session (after the login checks), the player's
// public view, the configured lengths and whether phones may register.
import type { AuthResult } from '../../../contract/auth';
import { LoginType, type UserInfo } from '../../../contract/session';
import type { Range } from '../../../contract/call-row';
import { HttpFailure, type HandlerContext } from '../handler';
import { runHooks } from '../hooks';
import { userInfo } from '../member/service';
import { createSession } from './sessions';

/** Opens a session for `userId` and answers with the token and the user; a login check (a break, a self-exclusion) may refuse it. */
export function authResult(ctx: HandlerContext, userId: number): AuthResult {
  runHooks(ctx.hooks.login, { db: ctx.db, userId, now: ctx.now, config: ctx.config.get() });
  const token = createSession(ctx.db, userId, ctx.now);
  return { token, user: currentUserInfo(ctx, userId) };
}

/** The public view of user `userId` (which must exist). */
export function currentUserInfo(ctx: HandlerContext, userId: number): UserInfo {
  const info = userInfo(ctx.db, userId, ctx.now);
  if (!info) throw new HttpFailure(401, 'Please log in again');
  return info;
}

/** 400 with `field` unless `value` has a length within the configured range. */
export function checkLength(field: string, value: string, range: Range): void {
  if (value.length < range.min || value.length > range.max) {
    throw new HttpFailure(400, `${field} must be ${range.min}-${range.max} characters`, { field });
  }
}

/** True when the phone may self-register (registerType offers phone or phone-without-OTP). */
export const phoneRegistrationOpen = (registerType: readonly number[]): boolean =>
  registerType.includes(LoginType.phone) || registerType.includes(LoginType.phoneNoOtp);
