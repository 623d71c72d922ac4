// Deposit rewards (spec §2 /activity/first-deposit and /bonus/rebate, activities FirstDeposit 44
// and AccumulatedRecharge 28): the operator's offer on a player's first paid deposit, paid by
// itself in the deposit's own transaction, and the rewards for reaching totals of paid deposits,
// each claimed once. Both are bonus grants (contract/bonus.ts: `first_deposit`, `recharge_total`),
// held by their turnover. The spec names neither call: contract additions (docs/decisions.md).
import type { Award } from './mail';
import type { DEPOSIT_REWARDS_SCHEMAS } from './deposit-rewards.schemas';
import { callFactory, tableOf } from './call-row';

export const DepositRewardsErrorCode = {
  /** The player's paid deposits have not reached this tier. */
  notReached: 2041,
  /** This tier was already claimed. */
  alreadyClaimed: 2042,
  /** No such tier (or the offer is off). */
  unknownTier: 2043,
} as const;

/** One tier of the first-deposit offer: a first deposit of at least `deposit` pays `bonus` (hundredths). */
export interface FirstDepositTier {
  deposit: number;
  bonus: number;
}

/** One tier of accumulated deposits: paid deposits totalling `total` pay `bonus` once (hundredths). */
export interface RechargeTotalTier {
  total: number;
  bonus: number;
}

/** `AppConfig.firstDepositConfig` (contract addition). Status 0: the offer is off. */
export interface FirstDepositConfig {
  status: 0 | 1;
  tiers: FirstDepositTier[];
}

/** `AppConfig.rechargeTotalConfig` (contract addition). Status 0: nothing can be claimed. */
export interface RechargeTotalConfig {
  status: 0 | 1;
  tiers: RechargeTotalTier[];
}

/** What the first deposit paid: the reward, its order and how much more play unlocks it. */
export interface FirstDepositPaid {
  bonus: number;
  orderNo: string;
  time: number;
  /** 'locked' until its turnover is bet; 'released' once it is cash; 'lost' when the balance was played away. */
  bonusStatus: 'locked' | 'released' | 'lost';
  /** Bets still needed to unlock it (hundredths). */
  turnoverLeft: number;
}

export interface FirstDepositInfo {
  /** Lowest deposit first. */
  tiers: FirstDepositTier[];
  /**
   * 'open': no paid deposit yet, the offer waits; 'paid': the first deposit paid `paid`;
   * 'closed': the player deposited without it (before the offer, below its lowest tier or while it
   * was off); 'off': the operator has switched the offer off.
   */
  status: 'open' | 'paid' | 'closed' | 'off';
  paid?: FirstDepositPaid;
  /** Turnover of the reward as a multiple of it. */
  turnover: number;
}

/** A tier of accumulated deposits for this player: 'unreached', 'claimable' (reached) or 'claimed'. */
export interface RechargeTotalTierView extends RechargeTotalTier {
  status: 'unreached' | 'claimable' | 'claimed';
}

export interface RechargeTotalInfo {
  /** The player's paid deposits in all (hundredths). */
  total: number;
  /** Lowest total first; none while the offer is off. */
  tiers: RechargeTotalTierView[];
  /** The next tier not reached and what is left to deposit for it; null at the top. */
  next: { total: number; bonus: number; left: number } | null;
  /** Turnover of the rewards as a multiple of them. */
  turnover: number;
}

export interface RechargeTotalClaim {
  awards: Award[];
  coin: number;
  bonusStatus: 'pending' | 'locked' | 'released';
}

export interface DepositRewardsResponses {
  /** The first-deposit offer, and what it paid (a guest gets the offer as open). */
  firstDepositInfo: FirstDepositInfo;
  rechargeTotalInfo: RechargeTotalInfo;
  /** Pays a reached tier once (`tier`: its `total`). */
  rechargeTotalReceive: RechargeTotalClaim;
}

const call = /*#__PURE__*/ callFactory<typeof DEPOSIT_REWARDS_SCHEMAS, DepositRewardsResponses>();

// The offer is shown to guests too (spec: /activity/first-deposit needs no login).
export const firstDepositInfo = /*#__PURE__*/ call('firstDepositInfo', { session: 'optional' });
export const rechargeTotalInfo = /*#__PURE__*/ call('rechargeTotalInfo');
export const rechargeTotalReceive = /*#__PURE__*/ call('rechargeTotalReceive');

export const DEPOSIT_REWARDS_CALLS = /*#__PURE__*/ tableOf(firstDepositInfo, rechargeTotalInfo, rechargeTotalReceive);
