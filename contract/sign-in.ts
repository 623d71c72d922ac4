// Daily sign-in (spec §2 /activity/sign-in, activity FreeSign 36), the VIP sign-in award (§7
// appVipUserReceiveSignInAward) and the free login bonus (§7 loginBonus3User and
// loginBonus3UserReceive, activity FreeLoginBonus 23). Every payment is a bonus grant
// (contract/bonus.ts): sign-in and the login bonus are free bonuses (pending until the first
// deposit), the VIP extra is not. Days are Manila calendar days. `signInInfo` and `signIn` are
// contract additions: the spec names no call for FreeSign.
import type { Award } from './mail';
import type { SIGN_IN_SCHEMAS } from './sign-in.schemas';
import { callFactory, tableOf } from './call-row';

export const SignInErrorCode = {
  /** Daily sign-in is switched off (`signInConfig.status` 0). */
  closed: 2001,
  /** Already signed in today. */
  alreadySigned: 2002,
  /** The VIP sign-in award is for VIP 1 and up. */
  notVip: 2003,
  /** Sign in today first, then claim the VIP extra. */
  notSignedToday: 2004,
  /** Today's VIP extra was already claimed. */
  vipAlreadyClaimed: 2005,
  /** The player's VIP level pays no sign-in extra. */
  vipNothingToClaim: 2006,
  /** The free login bonus is switched off (`loginBonus3Config.status` 0). */
  loginBonusClosed: 2007,
  /** Today's login bonus was already claimed: one a Manila day. */
  loginBonusToday: 2008,
  /** All login-bonus days were claimed. */
  loginBonusDone: 2009,
} as const;

/** Daily sign-in as the operator sets it (`AppConfig.signInConfig`, contract addition). */
export interface SignInConfig {
  /** 0 switches sign-in and its VIP extra off. */
  status?: 0 | 1;
  /** What each day of the cycle pays (hundredths), day 1 first; the cycle is as long as the list (7). */
  days: number[];
  /** What a VIP who signed in today may claim on top, by VIP level ("1".."10"; hundredths). */
  vipAward: Record<string, number>;
}

/** The free login bonus as the operator sets it (`AppConfig.loginBonus3Config`, contract addition). */
export interface LoginBonus3Config {
  /** 0 switches it off. */
  status?: 0 | 1;
  /** What each login day pays (hundredths), day 1 first (3 days). */
  days: number[];
}

/** The seed's sign-in (and what an operator config without one gets): ₱1 to ₱15 a day, ₱2 x VIP level on top. */
export const DEFAULT_SIGN_IN_CONFIG: SignInConfig = {
  status: 1,
  days: [100, 200, 300, 500, 500, 800, 1500],
  vipAward: { '1': 200, '2': 400, '3': 600, '4': 800, '5': 1000, '6': 1200, '7': 1400, '8': 1600, '9': 1800, '10': 2000 },
};

/** The seed's login bonus: ₱2, ₱3 and ₱5 on a new player's first three login days. */
export const DEFAULT_LOGIN_BONUS3_CONFIG: LoginBonus3Config = { status: 1, days: [200, 300, 500] };

/** A day of the cycle: signed in this cycle, today's (not signed yet), or still to come. */
export type SignInDayState = 'signed' | 'today' | 'upcoming';

export interface SignInDay {
  /** 1 to 7. */
  day: number;
  amount: number;
  state: SignInDayState;
}

export interface SignInInfo {
  /** False while sign-in is switched off (nothing can be claimed). */
  open: boolean;
  days: SignInDay[];
  /** Which day of the cycle today is (signed or not). */
  today: number;
  signedToday: boolean;
  /** Manila days in a row signed, up to today (or yesterday, before today's sign-in). */
  streak: number;
  /** A day was missed since the last sign-in, so the cycle started again at day 1. */
  restarted: boolean;
  /**
   * The VIP extra at the player's level: 'none' below VIP 1 (or when the level pays none),
   * 'locked' until today's sign-in, then 'claimable', 'claimed'.
   */
  vip: { level: number; amount: number; status: 'none' | 'locked' | 'claimable' | 'claimed' };
  /** Next Manila midnight (ms): when today's sign-in ends. */
  resetAt: number;
}

export interface LoginBonusDay {
  /** 1 to 3. */
  day: number;
  amount: number;
  /** 'claimed'; 'today': claimable now; 'upcoming': a later login day. */
  state: 'claimed' | 'today' | 'upcoming';
}

export interface LoginBonusInfo {
  open: boolean;
  days: LoginBonusDay[];
  /** Login-bonus days claimed so far. */
  claimed: number;
  /** True when today's login day was claimed (the next one comes on another Manila day). */
  claimedToday: boolean;
  /** Every day claimed: the bonus is over. */
  finished: boolean;
}

/** What a claim paid, the balance after, and how the bonus was granted. */
export interface SignInClaim {
  awards: Award[];
  coin: number;
  bonusStatus: 'pending' | 'locked' | 'released';
  /** The cycle day (sign-in) or login day (login bonus) that was paid; 0 for the VIP extra. */
  day: number;
}

export interface SignInResponses {
  signInInfo: SignInInfo;
  signIn: SignInClaim;
  appVipUserReceiveSignInAward: SignInClaim;
  loginBonus3User: LoginBonusInfo;
  loginBonus3UserReceive: SignInClaim;
}

const call = /*#__PURE__*/ callFactory<typeof SIGN_IN_SCHEMAS, SignInResponses>();

export const signInInfo = /*#__PURE__*/ call('signInInfo');
export const signIn = /*#__PURE__*/ call('signIn');
export const appVipUserReceiveSignInAward = /*#__PURE__*/ call('appVipUserReceiveSignInAward');
export const loginBonus3User = /*#__PURE__*/ call('loginBonus3User');
export const loginBonus3UserReceive = /*#__PURE__*/ call('loginBonus3UserReceive');

export const SIGN_IN_CALLS = /*#__PURE__*/ tableOf(signInInfo, signIn, appVipUserReceiveSignInAward, loginBonus3User, loginBonus3UserReceive);
