// The first-deposit offer's tiers and its terms, as the page and the popup show them.
import type { FirstDepositTier } from '../../../contract/deposit-rewards';
import { formatMoney } from '../../lib/money';
import { useT } from '../../widgets/use-t';
import styles from './deposit-rewards.module.css';

/** The most the offer pays (its top tier). */
export const topBonus = (tiers: readonly FirstDepositTier[]): number => tiers.reduce((top, tier) => Math.max(top, tier.bonus), 0);

export function FirstDepositTiers({ tiers, label }: { tiers: readonly FirstDepositTier[]; label: string }) {
  const t = useT();
  return (
    <ul class={styles.tiers} aria-label={label}>
      {tiers.map((tier) => (
        <li key={tier.deposit} class={styles.tier} data-testid="first-deposit-tier">
          <span>{t('depositRewards.tierDeposit', { amount: formatMoney(tier.deposit) })}</span>
          <strong class={styles.bonus}>{t('depositRewards.tierBonus', { amount: formatMoney(tier.bonus) })}</strong>
        </li>
      ))}
    </ul>
  );
}

/** What unlocks the bonus: its turnover multiple (0: cash at once). */
export function TurnoverTerms({ times }: { times: number }) {
  const t = useT();
  return <p class={styles.terms}>{times > 0 ? t('depositRewards.turnover', { times }) : t('depositRewards.turnoverNone')}</p>;
}
