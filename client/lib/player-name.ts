// The name the app greets a player by: one the player chose (the nickname they set, the account
// name they registered, their social profile's name), else their phone with the middle hidden.
import type { UserInfo } from '../api/contract/session';

/** The player's chosen name for greetings and the member centre. */
export function playerName(user: Pick<UserInfo, 'nickname' | 'account' | 'mobile' | 'facebookName' | 'googleName' | 'lineName'>): string {
  const chosen = [user.nickname, user.account, user.facebookName, user.googleName, user.lineName].find((name) => name?.trim());
  if (chosen) return chosen.trim();
  const mobile = user.mobile ?? '';
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}•••${mobile.slice(-4)}` : mobile;
}
