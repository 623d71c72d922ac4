// The name the app greets a player by: one the player chose (the nickname they set, or that their
// social profile gave at sign-up; the account name they registered), else their phone with the
// middle hidden.
import type { UserInfo } from '../../contract/session';

/** The player's chosen name for greetings and the member centre. */
export const playerName = (user: Pick<UserInfo, 'nickname' | 'account' | 'mobile'>): string =>
  user.nickname || user.account || (user.mobile ?? '').replace(/^(\d{3})\d+(\d{4})$/, '$1•••$2');
