// The invite code a player arrived with (`?inviteCode=`, or `?invite=`, on any page), kept until
// registration so that browsing elsewhere first does not lose it. Captured at start-up; read by the
// auth store, which sends it with every registration (account, phone, SMS and social sign-in).
import { readStorage, writeStorage } from './storage';

const INVITE_KEY = 'invite_code';
// Same shape the operator accepts, so a stale or odd code never fails a registration.
export const INVITE_PATTERN = /^[A-Za-z0-9]{1,16}$/;

/**
 * Keeps the invite code of the given query (default: this page's) in localStorage; answers it when
 * it was not the one already kept (a new open of a link, which start-up counts), else undefined.
 */
export function captureInviteCode(search: string = typeof location === 'undefined' ? '' : location.search): string | undefined {
  const params = new URLSearchParams(search);
  const code = (params.get('inviteCode') ?? params.get('invite'))?.trim();
  if (!code || !INVITE_PATTERN.test(code)) return undefined;
  const fresh = readStorage(INVITE_KEY) !== code;
  writeStorage(INVITE_KEY, code);
  return fresh ? code : undefined;
}

/** The invite code seen on an earlier page, if any. */
export function storedInviteCode(): string | undefined {
  const code = readStorage(INVITE_KEY);
  return code && INVITE_PATTERN.test(code) ? code : undefined;
}
