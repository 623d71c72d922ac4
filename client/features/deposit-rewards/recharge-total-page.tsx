// /bonus/rebate (login): accumulated deposits. The player's paid deposits in all, the way to the
// next tier in pesos, and every tier with its reward: a reached one is claimed here (once: the
// button waits for the answer, the server pays once), one not reached says how much is left.
import { useStore } from '@nanostores/react';
import { useEffect } from 'preact/hooks';
import type { RechargeTotalInfo, RechargeTotalTierView } from '../../../contract/deposit-rewards';
import { href } from '../../../contract/route-paths';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { formatMoney } from '../../lib/money';
import { navigate } from '../../lib/navigate';
import { errorMessage } from '../../stores/error-message';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { rewardCatalog } from '../../widgets/reward-catalog';
import { useMutation } from '../../widgets/use-mutation';
import { useT } from '../../widgets/use-t';
import { depositRewardsCatalog } from './deposit-rewards-catalog';
import { DEPOSIT_REWARDS_CODES } from './deposit-rewards-codes';
import { $claimRechargeTotal, $rechargeTotal } from './recharge-total-store';
import { TurnoverTerms } from './first-deposit-tiers';
import styles from './deposit-rewards.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, depositRewardsCatalog, rewardCatalog];

const deposit = () => navigate(href('wallets', { query: { name: 'deposit' } }));

export default function RechargeTotalPage() {
  const t = useT();
  const info = useStore($rechargeTotal);
  // The total grows with every deposit: read it again on every visit (the first one loads by itself).
  useEffect(() => {
    if ($rechargeTotal.get().data) void $rechargeTotal.reload();
  }, []);
  return (
    <Page title={t('depositRewards.totalTitle')} back>
      {info.data ? (
        <TotalsView info={info.data} />
      ) : info.error ? (
        <div class={styles.problem} role="alert">
          <p>{t('depositRewards.loadFailed')}</p>
          <Button onClick={() => void $rechargeTotal.reload()}>{t('depositRewards.retry')}</Button>
        </div>
      ) : (
        <div class={styles.section} aria-busy="true" data-testid="recharge-total-loading">
          <Skeleton height="calc(1.6 * var(--u))" />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="calc(0.9 * var(--u))" />
          ))}
        </div>
      )}
    </Page>
  );
}

function TotalsView({ info }: { info: RechargeTotalInfo }) {
  const t = useT();
  if (info.tiers.length === 0) {
    return <EmptyState message={t('depositRewards.empty')} />;
  }
  const progress = info.next ? t('depositRewards.toNext', { left: formatMoney(info.next.left), bonus: formatMoney(info.next.bonus) }) : t('depositRewards.top');
  return (
    <div class={styles.section}>
      <section class={styles.hero} aria-labelledby="recharge-total-so-far" data-testid="recharge-total-card">
        <p id="recharge-total-so-far" class={styles.lead}>
          {t('depositRewards.totalSoFar')}
        </p>
        <p class={styles.amount} data-testid="recharge-total">
          {formatMoney(info.total)}
        </p>
        <progress class={styles.bar} max={info.next?.total ?? 1} value={info.next ? info.total : 1} aria-label={progress} />
        <p class={styles.lead} data-testid="recharge-total-next">
          {progress}
        </p>
        <Button block onClick={deposit}>
          {t('depositRewards.deposit')}
        </Button>
      </section>
      <ul class={styles.tiers} aria-label={t('depositRewards.totalTitle')}>
        {info.tiers.map((tier) => (
          <TierRow key={tier.total} tier={tier} total={info.total} />
        ))}
      </ul>
      <p class={styles.terms}>{t('depositRewards.totalRule')}</p>
      <TurnoverTerms times={info.turnover} />
    </div>
  );
}

function TierRow({ tier, total }: { tier: RechargeTotalTierView; total: number }) {
  const t = useT();
  const claim = useMutation($claimRechargeTotal);
  const failed = (error: unknown) => {
    const message = errorMessage(error, DEPOSIT_REWARDS_CODES);
    showToast(t(message.key, message.params), 'error');
    void $rechargeTotal.reload();
  };
  return (
    <li class={styles.tier} data-testid="recharge-total-tier">
      <div class={styles.tierText}>
        <p>{t('depositRewards.tierTotal', { amount: formatMoney(tier.total) })}</p>
        <p class={styles.hint}>{t('depositRewards.tierReward', { amount: formatMoney(tier.bonus) })}</p>
      </div>
      {tier.status === 'claimable' ? (
        <Button size="sm" class={styles.action} loading={claim.pending && claim.arg === tier.total} onClick={() => void claim.run(tier.total).catch(failed)}>
          {t('depositRewards.claim')}
        </Button>
      ) : tier.status === 'claimed' ? (
        <Button size="sm" class={styles.action} variant="secondary" disabled>
          {t('depositRewards.claimed')}
        </Button>
      ) : (
        <span class={styles.left}>{t('depositRewards.tierLeft', { amount: formatMoney(tier.total - total) })}</span>
      )}
    </li>
  );
}
