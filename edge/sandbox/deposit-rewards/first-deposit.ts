// The first-deposit reward: the operator's offer on a player's first paid deposit (the highest tier
// the deposit reaches), paid by itself inside the transaction that pays that deposit (the wallet
// calls payFirstDepositReward there). Its claim key `first-deposit` is one per player, so however
// many first deposits settle at once, it pays once; a later deposit never pays it.
import type { AppConfig } from '../../../contract/core';
import type { FirstDepositInfo } from '../../../contract/deposit-rewards';
import { grantBonus, grantByClaim, turnoverMultiple } from '../bonus/service';
import type { SandboxDb } from '../db-types';
import { findUserById } from '../users/service';
import { firstDepositTiers } from './tiers';

const CLAIM_KEY = 'first-deposit';
type OfferConfig = Pick<AppConfig, 'firstDepositConfig' | 'bonusTurnover'>;

/** The bonus a first deposit of `amount` earns under `config` (0 below the lowest tier or with the offer off). */
export function firstDepositBonus(config: Pick<AppConfig, 'firstDepositConfig'>, amount: number): number {
  return firstDepositTiers(config).reduce((bonus, tier) => (amount >= tier.deposit ? tier.bonus : bonus), 0);
}

export interface FirstDeposit {
  userId: number;
  orderNo: string;
  amount: number;
  now: number;
}

/**
 * Pays the first-deposit reward of `deposit` (the player's first paid deposit), inside the caller's
 * transaction. Answers what it paid (0: nothing, below the lowest tier, the offer off, or paid before).
 */
export function payFirstDepositReward(db: SandboxDb, config: OfferConfig, deposit: FirstDeposit): number {
  const bonus = firstDepositBonus(config, deposit.amount);
  if (bonus <= 0) return 0;
  const grant = grantBonus(db, config, { userId: deposit.userId, kind: 'first_deposit', claimKey: CLAIM_KEY, ref: deposit.orderNo, amount: bonus, now: deposit.now });
  return grant.granted ? bonus : 0;
}

/** The first-deposit reward order `orderNo` paid the player, in hundredths (0 when it paid none). */
export function firstDepositRewardOf(db: SandboxDb, userId: number, orderNo: string): number {
  const grant = grantByClaim(db, userId, CLAIM_KEY);
  return grant && grant.ref === orderNo ? grant.amount : 0;
}

/** The offer as this player (or a guest: `userId` null) sees it. */
export function firstDepositInfo(db: SandboxDb, config: OfferConfig, userId: number | null): FirstDepositInfo {
  const tiers = firstDepositTiers(config);
  const turnover = turnoverMultiple(config, 'first_deposit');
  const grant = userId === null ? undefined : grantByClaim(db, userId, CLAIM_KEY);
  if (grant) {
    const paid = { bonus: grant.amount, orderNo: grant.ref, time: grant.createdAt, bonusStatus: grant.status === 'pending' ? 'locked' : grant.status, turnoverLeft: grant.turnoverLeft } as const;
    return { tiers, status: 'paid', paid, turnover };
  }
  const deposited = userId !== null && (findUserById(db, userId)?.total_recharge ?? 0) > 0;
  return { tiers, status: deposited ? 'closed' : tiers.length === 0 ? 'off' : 'open', turnover };
}
