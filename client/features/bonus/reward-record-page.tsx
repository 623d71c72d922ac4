// /reward/record and /bonus/record (login): every reward the player received, newest first, with
// what it is now (waiting for a deposit, locked by turnover, cash, used up) and when it came.
import { useStore } from '@nanostores/react';
import type { RewardLogRow } from '../../../contract/bonus';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney } from '../../lib/money';
import { $locale } from '../../stores/locale';
import { Page } from '../../ui/page';
import { PagedList } from '../../ui/paged-list';
import { Skeleton } from '../../ui/skeleton';
import { useT } from '../../widgets/use-t';
import { bonusCentreCatalog } from './bonus-centre-catalog';
import { $rewardLog } from './bonus-store';
import { kindLabel, rewardHold } from './reward-kinds';
import styles from './bonus-centre.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [bonusCentreCatalog];

export default function RewardRecordPage() {
  const t = useT();
  const log = useStore($rewardLog);
  return (
    <Page title={t('bonusCentre.record.title')} back>
      <div class={styles.section}>
        <PagedList
          state={log}
          testId="reward-record"
          renderItem={(row) => <RewardRow key={row.id} row={row} />}
          skeleton={
            <li class={styles.row}>
              <Skeleton width="60%" />
              <Skeleton width="40%" />
            </li>
          }
          text={{ empty: t('bonusCentre.record.empty'), loadFailed: t('bonusCentre.loadFailed'), retry: t('bonusCentre.retry'), loadMore: t('bonusCentre.loadMore'), noMore: t('bonusCentre.noMore') }}
          onRetry={() => void $rewardLog.reload()}
          onLoadMore={() => void $rewardLog.loadMore()}
        />
      </div>
    </Page>
  );
}

function RewardRow({ row }: { row: RewardLogRow }) {
  const t = useT();
  const locale = useStore($locale);
  const hold = rewardHold(row);
  return (
    <li class={styles.row} data-testid="reward-row">
      <div class={styles.rowHead}>
        <span class={styles.rowTitle}>{t(kindLabel(row.kind))}</span>
        <span class={`${styles.amount} ${row.status === 'lost' ? styles.muted : ''}`}>{formatMoney(row.amount)}</span>
      </div>
      <div class={styles.rowHead}>
        <span class={styles.hint}>{formatDateTime(row.createTime, locale)}</span>
        <span class={`${styles.status} ${styles[row.status]}`}>{t(`bonusCentre.status.${row.status}`)}</span>
      </div>
      {hold.kind === 'turnover' && <p class={styles.hint}>{t('bonusCentre.held.betMore', { left: formatMoney(hold.left) })}</p>}
    </li>
  );
}
