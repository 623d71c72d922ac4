// The sign-in domain's surface: whether a sign-in, its VIP extra or a login-bonus day waits (the award flags' `signIn`).
import type { AppConfig } from '../../../contract/core';
import type { SandboxDb } from '../db-types';
import { loginBonusState } from './login-bonus';
import { signInState } from './sign-in';

/** True when today's sign-in, its VIP extra or a login-bonus day can be claimed. */
export function hasSignInReward(db: SandboxDb, config: Pick<AppConfig, 'signInConfig' | 'loginBonus3Config'>, userId: number, now: number): boolean {
  const signIn = signInState(db, config, userId, now);
  if ((signIn.open && !signIn.signedToday) || signIn.vip.status === 'claimable') return true;
  return loginBonusState(db, config, userId, now).days.some((day) => day.state === 'today');
}
