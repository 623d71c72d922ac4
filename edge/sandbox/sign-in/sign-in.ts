// Daily sign-in and its VIP extra, read from the bonus ledger alone (no table of its own): a
// sign-in is the `sign_in` grant keyed `sign-in:<Manila date>`, so the days signed, the streak and
// today's place in the cycle all follow from those keys. Missing a Manila day starts the cycle
// again at day 1; after its last day it starts again too. The VIP extra is the `vip_sign_in`
// grant keyed `vip-sign-in:<Manila date>`, for a VIP who signed in that day.
import type { AppConfig } from '../../../contract/core';
import { COIN_PROP_ID } from '../../../contract/mail';
import { DEFAULT_SIGN_IN_CONFIG, SignInErrorCode, type SignInClaim, type SignInConfig, type SignInInfo } from '../../../contract/sign-in';
import { claimsWithPrefix, grantBonus, grantedClaims } from '../bonus/service';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import { manilaDate, manilaDayStart } from '../lib/money-text';
import { findUserById } from '../users/service';

const DAY_MS = 24 * 3600_000;
const SIGN_PREFIX = 'sign-in:';
const signKey = (date: string) => `${SIGN_PREFIX}${date}`;
const vipKey = (date: string) => `vip-sign-in:${date}`;

type SignInAppConfig = Pick<AppConfig, 'signInConfig' | 'bonusTurnover'>;

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The operator's sign-in (the default when the config has none); null when it is off or malformed (nothing can be paid). */
export function signInConfigOf(config: SignInAppConfig): SignInConfig | null {
  const set = config.signInConfig ?? DEFAULT_SIGN_IN_CONFIG;
  if (set.status === 0 || !Array.isArray(set.days) || set.days.length === 0 || !set.days.every(isAmount)) return null;
  return set;
}

/** The VIP extra at `level` (0 when the level pays none). */
const vipAmount = (set: SignInConfig | null, level: number): number => {
  const amount = level >= 1 ? set?.vipAward?.[String(level)] : undefined;
  return isAmount(amount) ? amount : 0;
};

/** Where the player stands in the cycle at `now`. */
function cycleOf(db: SandboxDb, userId: number, length: number, now: number) {
  const signed = new Set(claimsWithPrefix(db, userId, SIGN_PREFIX).map((claim) => claim.claimKey.slice(SIGN_PREFIX.length)));
  const start = manilaDayStart(now);
  const date = manilaDate(now);
  const signedToday = signed.has(date);
  // Manila days in a row signed before today.
  let before = 0;
  while (signed.has(manilaDate(start - (before + 1) * DAY_MS))) before++;
  const earlier = signed.size - (signedToday ? 1 : 0) > 0;
  return { date, signedToday, before, today: (before % length) + 1, restarted: before === 0 && earlier, resetAt: start + DAY_MS };
}

/** The player's sign-in page: the cycle's days, today's place, the streak and the VIP extra. */
export function signInState(db: SandboxDb, config: SignInAppConfig, userId: number, now: number): SignInInfo {
  const set = signInConfigOf(config);
  // Switched off, the days still show (nothing can be claimed); malformed amounts show as 0.
  const listed: unknown = (config.signInConfig ?? DEFAULT_SIGN_IN_CONFIG).days;
  const days = set?.days ?? (Array.isArray(listed) ? listed.map((amount) => (isAmount(amount) ? amount : 0)) : []);
  const cycle = cycleOf(db, userId, Math.max(1, days.length), now);
  const level = findUserById(db, userId)?.vip ?? 0;
  const amount = vipAmount(set, level);
  const vipClaimed = grantedClaims(db, userId, [vipKey(cycle.date)]).has(vipKey(cycle.date));
  const vipStatus = amount <= 0 ? 'none' : vipClaimed ? 'claimed' : cycle.signedToday ? 'claimable' : 'locked';
  return {
    open: set !== null,
    days: days.map((dayAmount, index) => {
      const day = index + 1;
      const state = day < cycle.today || (day === cycle.today && cycle.signedToday) ? 'signed' : day === cycle.today ? 'today' : 'upcoming';
      return { day, amount: dayAmount, state };
    }),
    today: cycle.today,
    signedToday: cycle.signedToday,
    streak: cycle.before + (cycle.signedToday ? 1 : 0),
    restarted: cycle.restarted,
    vip: { level, amount, status: vipStatus },
    resetAt: cycle.resetAt,
  };
}

/** Signs the player in for today (Manila day): pays the cycle day's amount once, as a free bonus. */
export function signInToday(db: SandboxDb, config: SignInAppConfig, userId: number, now: number): SignInClaim {
  const set = signInConfigOf(config);
  if (!set) throw new CallFailure(SignInErrorCode.closed, 'Daily sign-in is closed');
  return db.transaction((): SignInClaim => {
    // Judged inside the claim's transaction: the day paid and the claim go together.
    const cycle = cycleOf(db, userId, set.days.length, now);
    if (cycle.signedToday) throw new CallFailure(SignInErrorCode.alreadySigned, 'You already signed in today');
    const amount = set.days[cycle.today - 1]!;
    const grant = grantBonus(db, config, { userId, kind: 'sign_in', claimKey: signKey(cycle.date), amount, now });
    if (!grant.granted) throw new CallFailure(SignInErrorCode.alreadySigned, 'You already signed in today');
    return { awards: [{ propId: COIN_PROP_ID, count: amount }], coin: grant.coin, bonusStatus: grant.status, day: cycle.today };
  }).immediate();
}

/** Pays today's VIP extra once, to a VIP who signed in today. */
export function claimVipSignIn(db: SandboxDb, config: SignInAppConfig, userId: number, now: number): SignInClaim {
  const set = signInConfigOf(config);
  if (!set) throw new CallFailure(SignInErrorCode.closed, 'Daily sign-in is closed');
  const level = findUserById(db, userId)?.vip ?? 0;
  if (level < 1) throw new CallFailure(SignInErrorCode.notVip, 'Reach VIP 1 to get a sign-in award');
  const amount = vipAmount(set, level);
  if (amount <= 0) throw new CallFailure(SignInErrorCode.vipNothingToClaim, `VIP ${level} has no sign-in award`);
  const date = manilaDate(now);
  return db.transaction((): SignInClaim => {
    if (!grantedClaims(db, userId, [signKey(date)]).has(signKey(date))) throw new CallFailure(SignInErrorCode.notSignedToday, 'Sign in today first');
    const grant = grantBonus(db, config, { userId, kind: 'vip_sign_in', claimKey: vipKey(date), amount, now });
    if (!grant.granted) throw new CallFailure(SignInErrorCode.vipAlreadyClaimed, 'You already claimed today’s VIP sign-in award');
    return { awards: [{ propId: COIN_PROP_ID, count: amount }], coin: grant.coin, bonusStatus: grant.status, day: 0 };
  }).immediate();
}
