// The name the app greets a player by: one the player chose (the nickname they set, the account
// name they registered, their social profile's name), else their phone with the middle hidden.
import type { UserInfo } from '../api/contract/session';

type Names = Pick<UserInfo, 'nickname' | 'account' | 'mobile' | 'facebookName' | 'googleName' | 'lineName'>;

/** The player's chosen name for greetings and the member centre. */
export const playerName = (user: Names): string =>
  user.nickname || user.account || user.facebookName || user.googleName || user.lineName || (user.mobile ?? '').replace(/^(\d{3})\d+(\d{4})$/, '$1•••$2');
