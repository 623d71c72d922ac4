// The operator's sign-in and login-bonus settings as the pages show them (defaults when the config
// has none), and the cycle a guest sees: every day to come, day 1 today.
import { DEFAULT_BONUS_TURNOVER } from '../../../contract/bonus';
import type { AppConfig } from '../../../contract/core';
import { DEFAULT_LOGIN_BONUS3_CONFIG, DEFAULT_SIGN_IN_CONFIG, type LoginBonusDay, type SignInDay } from '../../../contract/sign-in';

const amounts = (list: unknown): number[] => (Array.isArray(list) ? list.map((amount) => (typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : 0)) : []);

/** What the rule page and a guest's page show. */
export interface SignInSettings {
  open: boolean;
  days: number[];
  /** The VIP extra by level, lowest level first (levels paying nothing left out). */
  vip: { level: number; amount: number }[];
  loginBonus: { open: boolean; days: number[] };
  /** Turnover multiples of the three rewards. */
  turnover: { signIn: number; loginBonus: number; vip: number };
}

export function signInSettings(config: AppConfig | null): SignInSettings {
  const signIn = config?.signInConfig ?? DEFAULT_SIGN_IN_CONFIG;
  const login = config?.loginBonus3Config ?? DEFAULT_LOGIN_BONUS3_CONFIG;
  const days = amounts(signIn.days);
  const loginDays = amounts(login.days);
  const vip = Object.entries(signIn.vipAward ?? {})
    .map(([level, amount]) => ({ level: Number(level), amount: typeof amount === 'number' ? amount : 0 }))
    .filter((entry) => Number.isInteger(entry.level) && entry.level >= 1 && entry.amount > 0)
    .sort((a, b) => a.level - b.level);
  const turnover = config?.bonusTurnover ?? {};
  return {
    open: signIn.status !== 0 && days.length > 0 && days.every((amount) => amount > 0),
    days,
    vip,
    loginBonus: { open: login.status !== 0 && loginDays.length > 0 && loginDays.every((amount) => amount > 0), days: loginDays },
    turnover: {
      signIn: turnover.sign_in ?? DEFAULT_BONUS_TURNOVER.sign_in,
      loginBonus: turnover.login_bonus ?? DEFAULT_BONUS_TURNOVER.login_bonus,
      vip: turnover.vip_sign_in ?? DEFAULT_BONUS_TURNOVER.vip_sign_in,
    },
  };
}

/** A guest's cycle: day 1 is today, the rest to come. */
export const guestDays = (days: number[]): SignInDay[] => days.map((amount, index) => ({ day: index + 1, amount, state: index === 0 ? 'today' : 'upcoming' }));

/** A guest's login-bonus days: all to come. */
export const guestLoginDays = (days: number[]): LoginBonusDay[] => days.map((amount, index) => ({ day: index + 1, amount, state: 'upcoming' }));
