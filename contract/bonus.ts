// The bonus ledger's words, shared by the sandbox (which keeps it) and the app (which explains it):
// every reward is a grant of one kind, with a turnover (wagering) requirement of a multiple of
// its amount, set per kind by the operator (`AppConfig.bonusTurnover`, defaults below), and the
// player's record of them (activityAwardGetLog).
import type { BONUS_SCHEMAS } from './bonus.schemas';
import { callFactory, tableOf } from './call-row';

/** What a grant was for. Each is also the ledger reason of its credit. */
export type BonusKind =
  | 'register_bonus'
  | 'mail'
  | 'deposit_bonus'
  | 'first_deposit'
  | 'recharge_total'
  | 'sign_in'
  | 'login_bonus'
  | 'task'
  | 'vip_level'
  | 'vip_daily'
  | 'vip_sign_in'
  | 'vip_task'
  | 'rebate'
  | 'follow'
  | 'fund'
  | 'points'
  | 'lottery'
  | 'scratch'
  | 'diamond'
  | 'invite'
  | 'spin'
  | 'agent'
  | 'jackpot';

/**
 * Free bonuses (spec §1: "Free bonuses need at least one valid top-up to earn"): before the
 * player's first paid deposit they are held as pending, outside the balance.
 */
export const FREE_BONUS_KINDS: readonly BonusKind[] = ['register_bonus', 'mail', 'sign_in', 'login_bonus', 'task', 'follow', 'invite', 'spin'];

/** Turnover as a multiple of the bonus, per kind, when the operator's config sets none. */
export const DEFAULT_BONUS_TURNOVER: Readonly<Record<BonusKind, number>> = {
  register_bonus: 20,
  mail: 5,
  deposit_bonus: 10,
  first_deposit: 10,
  recharge_total: 5,
  sign_in: 5,
  login_bonus: 5,
  task: 3,
  vip_level: 1,
  vip_daily: 1,
  vip_sign_in: 1,
  vip_task: 1,
  rebate: 1,
  follow: 5,
  fund: 3,
  points: 1,
  lottery: 1,
  scratch: 3,
  diamond: 1,
  invite: 3,
  spin: 3,
  agent: 1,
  jackpot: 1,
};

/** The player's bonus money at a glance (amounts in hundredths). */
export interface BonusSummary {
  /** Free bonuses waiting for the first deposit (not in the balance). */
  pending: number;
  /** In the balance but not withdrawable until `turnoverLeft` more is bet. */
  locked: number;
  /** Bets still needed to release every locked grant. */
  turnoverLeft: number;
}

/** One grant of the player's reward record (activityAwardGetLog). Amounts in hundredths. */
export interface RewardLogRow {
  id: number;
  kind: BonusKind;
  amount: number;
  /** 'pending': waits for the first deposit; 'locked': credited, held by turnover; 'released': cash; 'lost': played away while locked. */
  status: 'pending' | 'locked' | 'released' | 'lost';
  turnoverRequired: number;
  turnoverDone: number;
  /** Milliseconds since the epoch. */
  createTime: number;
}

export interface BonusResponses {
  /** The player's rewards, newest first; `open` only those still pending or locked. */
  activityAwardGetLog: { list: RewardLogRow[]; pages: number; total: number };
}

const call = /*#__PURE__*/ callFactory<typeof BONUS_SCHEMAS, BonusResponses>();

export const activityAwardGetLog = /*#__PURE__*/ call('activityAwardGetLog');

export const BONUS_CALLS = /*#__PURE__*/ tableOf(activityAwardGetLog);
