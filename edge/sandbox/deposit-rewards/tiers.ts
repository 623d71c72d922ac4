// The operator's tiers as the sandbox trusts them: a config is the operator's to edit, so a tier
// whose threshold or bonus is not a positive whole number of hundredths is left out, and the rest
// are sorted lowest first (one tier per threshold: the first listed wins).
import type { AppConfig } from '../../../contract/core';
import type { FirstDepositTier, RechargeTotalTier } from '../../../contract/deposit-rewards';

const positive = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

function clean<T extends object>(tiers: unknown, threshold: keyof T & string): T[] {
  if (!Array.isArray(tiers)) return [];
  const seen = new Set<number>();
  return (tiers as Record<string, unknown>[])
    .filter((tier) => tier !== null && typeof tier === 'object' && positive(tier[threshold]) && positive(tier.bonus))
    .filter((tier) => !seen.has(tier[threshold] as number) && seen.add(tier[threshold] as number))
    .map((tier) => ({ [threshold]: tier[threshold], bonus: tier.bonus }) as T)
    .sort((a, b) => (a[threshold] as number) - (b[threshold] as number));
}

/** The first-deposit tiers; none while the offer is off (status 0) or missing. */
export function firstDepositTiers(config: Pick<AppConfig, 'firstDepositConfig'>): FirstDepositTier[] {
  const offer = config.firstDepositConfig;
  return offer && offer.status === 1 ? clean<FirstDepositTier>(offer.tiers, 'deposit') : [];
}

/** The accumulated-deposit tiers; none while they are off (status 0) or missing. */
export function rechargeTotalTiers(config: Pick<AppConfig, 'rechargeTotalConfig'>): RechargeTotalTier[] {
  const offer = config.rechargeTotalConfig;
  return offer && offer.status === 1 ? clean<RechargeTotalTier>(offer.tiers, 'total') : [];
}
