// The free login bonus (loginBonus3User, loginBonus3UserReceive): a new player's first login days
// each pay the configured amount, one claim a Manila day, as many claims as the config has days
// (3). Read from the bonus ledger alone: the `login_bonus` grants keyed `login-bonus:<n>`, whose
// count is the days claimed and whose grant times say whether today's was claimed.
import type { AppConfig } from '../../../contract/core';
import { COIN_PROP_ID } from '../../../contract/mail';
import { DEFAULT_LOGIN_BONUS3_CONFIG, SignInErrorCode, type LoginBonusInfo, type SignInClaim } from '../../../contract/sign-in';
import { claimsWithPrefix, grantBonus } from '../bonus/service';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import { manilaDate } from '../lib/money-text';

const PREFIX = 'login-bonus:';

type LoginBonusAppConfig = Pick<AppConfig, 'loginBonus3Config' | 'bonusTurnover'>;

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The days' amounts and whether the bonus is on (off when switched off or malformed). */
function configOf(config: Pick<AppConfig, 'loginBonus3Config'>): { open: boolean; days: number[] } {
  const set = config.loginBonus3Config ?? DEFAULT_LOGIN_BONUS3_CONFIG;
  const listed: unknown = set.days;
  const days = Array.isArray(listed) ? listed.map((amount) => (isAmount(amount) ? amount : 0)) : [];
  return { open: set.status !== 0 && days.length > 0 && days.every((amount) => amount > 0), days };
}

/** The player's login-bonus days: claimed, today's (claimable now) and those to come. */
export function loginBonusState(db: SandboxDb, config: Pick<AppConfig, 'loginBonus3Config'>, userId: number, now: number): LoginBonusInfo {
  const { open, days } = configOf(config);
  const claims = claimsWithPrefix(db, userId, PREFIX);
  const today = manilaDate(now);
  const claimedToday = claims.some((claim) => manilaDate(claim.createdAt) === today);
  const claimed = claims.length;
  const finished = claimed >= days.length;
  return {
    open,
    days: days.map((amount, index) => {
      const day = index + 1;
      return { day, amount, state: day <= claimed ? 'claimed' : day === claimed + 1 && open && !claimedToday ? 'today' : 'upcoming' };
    }),
    claimed,
    claimedToday,
    finished,
  };
}

/** Pays the next login day once, if today's has not been claimed (a free bonus). */
export function claimLoginBonus(db: SandboxDb, config: LoginBonusAppConfig, userId: number, now: number): SignInClaim {
  return db.transaction((): SignInClaim => {
    const state = loginBonusState(db, config, userId, now);
    if (!state.open) throw new CallFailure(SignInErrorCode.loginBonusClosed, 'The login bonus is closed');
    if (state.finished) throw new CallFailure(SignInErrorCode.loginBonusDone, 'You have claimed every login bonus day');
    if (state.claimedToday) throw new CallFailure(SignInErrorCode.loginBonusToday, 'You already claimed today’s login bonus');
    const day = state.claimed + 1;
    const amount = state.days[day - 1]!.amount;
    const grant = grantBonus(db, config, { userId, kind: 'login_bonus', claimKey: `${PREFIX}${day}`, amount, now });
    if (!grant.granted) throw new CallFailure(SignInErrorCode.loginBonusToday, 'You already claimed today’s login bonus');
    return { awards: [{ propId: COIN_PROP_ID, count: amount }], coin: grant.coin, bonusStatus: grant.status, day };
  }).immediate();
}
