// The invite code a player arrived with (`?inviteCode=` on any page), kept until registration so
// that browsing elsewhere first does not lose it. Captured at start-up; read by the auth store.
import { readStorage, writeStorage } from './storage';

const INVITE_KEY = 'invite_code';
// Same shape the operator accepts, so a stale or odd code never fails a registration.
export const INVITE_PATTERN = /^[A-Za-z0-9]{1,16}$/;

/** Keeps `?inviteCode=` of the given query (default: this page's) in localStorage. */
export function captureInviteCode(search: string = typeof location === 'undefined' ? '' : location.search): void {
  const code = new URLSearchParams(search).get('inviteCode')?.trim();
  if (code && INVITE_PATTERN.test(code)) writeStorage(INVITE_KEY, code);
}

/** The invite code seen on an earlier page, if any. */
export function storedInviteCode(): string | undefined {
  const code = readStorage(INVITE_KEY);
  return code && INVITE_PATTERN.test(code) ? code : undefined;
}
