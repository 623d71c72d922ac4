// /bonus/reward (login; the main tab "Rewards"): the bonus money held now, reward by reward: what
// waits for the first deposit and what its turnover still locks, with how much more play unlocks it.
import { useStore } from '@nanostores/react';
import type { RewardLogRow } from '../../../contract/bonus';
import { href } from '../../../contract/route-paths';
import { formatMoney } from '../../lib/money';
import { Page } from '../../ui/page';
import { PagedList } from '../../ui/paged-list';
import { Skeleton } from '../../ui/skeleton';
import { bonusCatalog } from '../../widgets/bonus-catalog';
import { useT } from '../../widgets/use-t';
import { bonusCentreCatalog } from './bonus-centre-catalog';
import { BonusSummaryCard } from './bonus-summary-card';
import { $openRewards } from './bonus-store';
import { kindLabel, rewardHold } from './reward-kinds';
import styles from './bonus-centre.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [bonusCentreCatalog, bonusCatalog];

export default function BonusRewardsPage() {
  const t = useT();
  const open = useStore($openRewards);
  return (
    <Page title={t('bonusCentre.held.title')}>
      <div class={styles.section}>
        <BonusSummaryCard />
        <PagedList
          state={open}
          testId="open-rewards"
          renderItem={(row) => <HeldRow key={row.id} row={row} />}
          skeleton={
            <li class={styles.row}>
              <Skeleton width="60%" />
              <Skeleton width="90%" />
            </li>
          }
          text={{ empty: t('bonusCentre.held.empty'), loadFailed: t('bonusCentre.loadFailed'), retry: t('bonusCentre.retry'), loadMore: t('bonusCentre.loadMore'), noMore: t('bonusCentre.noMore') }}
          onRetry={() => void $openRewards.reload()}
          onLoadMore={() => void $openRewards.loadMore()}
        />
        <a class={styles.link} href={href('bonusRecord')}>
          {t('bonusCentre.entry.record')}
        </a>
      </div>
    </Page>
  );
}

function HeldRow({ row }: { row: RewardLogRow }) {
  const t = useT();
  const hold = rewardHold(row);
  const title = t(kindLabel(row.kind));
  return (
    <li class={styles.row} data-testid="held-reward">
      <div class={styles.rowHead}>
        <span class={styles.rowTitle}>{title}</span>
        <span class={styles.amount}>{formatMoney(row.amount)}</span>
      </div>
      {hold.kind === 'deposit' ? (
        <p class={styles.hint}>
          {t('bonusCentre.held.waitDeposit')} ·{' '}
          <a class={styles.link} href={href('wallets', { query: { name: 'deposit' } })}>
            {t('bonusCentre.depositNow')}
          </a>
        </p>
      ) : hold.kind === 'turnover' ? (
        <>
          <progress class={styles.bar} max={row.turnoverRequired} value={row.turnoverDone} aria-label={title} />
          <p class={styles.hint}>
            {t('bonusCentre.held.betMore', { left: formatMoney(hold.left) })} · {t('bonusCentre.held.progress', { done: formatMoney(row.turnoverDone), required: formatMoney(row.turnoverRequired) })}
          </p>
        </>
      ) : null}
    </li>
  );
}
