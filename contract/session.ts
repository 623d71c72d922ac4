// The session's own calls: balance refresh, after-login info, logout; and the player record.
import type { BonusSummary } from './bonus';
import type { SESSION_SCHEMAS } from './session.schemas';
import { callFactory, tableOf } from './call-row';

/** Login types (spec section 3). */
export const LoginType = { phone: 1, account: 2, phoneNoOtp: 3 } as const;
export type LoginType = (typeof LoginType)[keyof typeof LoginType];

/** Public user record. The password is never sent (spec lists it; we keep it server side). */
export interface UserInfo {
  id: number;
  uuid: string;
  account: string;
  accountType: LoginType;
  nickname: string;
  avatar: string;
  avatarOther: string;
  mobile: string;
  facebookAccount: string;
  googleAccount: string;
  lineAccount: string;
  facebookName: string;
  googleName: string;
  lineName: string;
  hasPassword: boolean;
  hasSafeboxPassword: boolean;
  hasKyc: boolean;
  /** Contract addition: the player's pending and locked bonus money (bonus ledger); absent from an operator without one. */
  bonus?: BonusSummary;
  hasUserOther: boolean;
  /** Minor units (hundredths). */
  coin: number;
  lottery: number;
  safebox: number;
  totalRecharge: number;
  vip: number;
  vipExp: number;
  userLevel: number;
  bet: number;
  exchange: number;
  pid: number;
  regPeriod: number;
}

export interface SessionResponses {
  /** `bonus` (contract addition; an operator without a bonus ledger omits it): free bonuses waiting for a first deposit, and bonus money locked until its turnover. */
  refreshData: { coin: number; lottery: number; vip: number; vipExp: number; userLevel: number; bet: number; hasPassword: boolean; bonus?: BonusSummary };
  getAfterLoginInfoWeb: { appGameDataUser: { gameLikes: number[]; gameHistory: number[] }; inviteCode: string; aid: number; activityIds: number[] };
  /** Revokes the token (ends the session server side). */
  logout: Record<string, never>;
}

const call = /*#__PURE__*/ callFactory<typeof SESSION_SCHEMAS, SessionResponses>();

export const refreshData = /*#__PURE__*/ call('refreshData', { on401: 'ignore', envelope: 'errcode' });
export const getAfterLoginInfoWeb = /*#__PURE__*/ call('getAfterLoginInfoWeb', { envelope: 'errcode' });
export const logout = /*#__PURE__*/ call('logout', { session: 'optional' });

export const SESSION_CALLS = /*#__PURE__*/ tableOf(refreshData, getAfterLoginInfoWeb, logout);
