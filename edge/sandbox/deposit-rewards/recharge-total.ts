// Accumulated deposits (/bonus/rebate): tiers of the player's paid deposits in all, each paid once
// when reached and claimed. The claim key `recharge-total:<tier total>` makes a tier pay once
// however often (or however many times at once) it is claimed; the total and the grant are judged
// in one transaction.
import type { AppConfig } from '../../../contract/core';
import { DepositRewardsErrorCode, type RechargeTotalClaim, type RechargeTotalInfo } from '../../../contract/deposit-rewards';
import { COIN_PROP_ID } from '../../../contract/mail';
import { grantBonus, grantedClaims, turnoverMultiple } from '../bonus/service';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import { peso } from '../lib/money-text';
import { findUserById } from '../users/service';
import { rechargeTotalTiers } from './tiers';

type TotalsConfig = Pick<AppConfig, 'rechargeTotalConfig' | 'bonusTurnover'>;

const claimKey = (total: number) => `recharge-total:${total}`;
const paidTotal = (db: SandboxDb, userId: number) => findUserById(db, userId)?.total_recharge ?? 0;

/** The player's total, every tier with its state, and the next tier to reach. */
export function rechargeTotalInfo(db: SandboxDb, config: TotalsConfig, userId: number): RechargeTotalInfo {
  const total = paidTotal(db, userId);
  const defs = rechargeTotalTiers(config);
  const claimed = grantedClaims(db, userId, defs.map((tier) => claimKey(tier.total)));
  const tiers = defs.map((tier) => ({ ...tier, status: claimed.has(claimKey(tier.total)) ? ('claimed' as const) : total >= tier.total ? ('claimable' as const) : ('unreached' as const) }));
  const next = defs.find((tier) => tier.total > total);
  return { total, tiers, next: next ? { ...next, left: next.total - total } : null, turnover: turnoverMultiple(config, 'recharge_total') };
}

/** Pays tier `tierTotal` once to a player whose paid deposits reached it. */
export function claimRechargeTotal(db: SandboxDb, config: TotalsConfig, userId: number, tierTotal: number, now: number): RechargeTotalClaim {
  const tier = rechargeTotalTiers(config).find((t) => t.total === tierTotal);
  if (!tier) throw new CallFailure(DepositRewardsErrorCode.unknownTier, 'This reward is not offered');
  return db.transaction((): RechargeTotalClaim => {
    const total = paidTotal(db, userId);
    if (total < tier.total) throw new CallFailure(DepositRewardsErrorCode.notReached, `Deposit ${peso(tier.total - total)} more to reach this reward`, { left: tier.total - total });
    const grant = grantBonus(db, config, { userId, kind: 'recharge_total', claimKey: claimKey(tier.total), amount: tier.bonus, now });
    if (!grant.granted) throw new CallFailure(DepositRewardsErrorCode.alreadyClaimed, 'You already claimed this reward');
    return { awards: [{ propId: COIN_PROP_ID, count: tier.bonus }], coin: grant.coin, bonusStatus: grant.status };
  }).immediate();
}
