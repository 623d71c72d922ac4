// /vip/rebate/record (login): the player's rebate claims, newest first, paged: the game type, what
// it paid, the bets and rate it covered, the VIP level and the time.
import { useStore } from '@nanostores/react';
import type { RebateLogRow } from '../../../contract/rebate';
import { href } from '../../../contract/route-paths';
import { formatMoney } from '../../lib/money';
import { $locale } from '../../stores/locale';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { PagedList } from '../../ui/paged-list';
import { Skeleton } from '../../ui/skeleton';
import { useT } from '../../widgets/use-t';
import { rebateCatalog } from './rebate-catalog';
import { formatRate } from '../../lib/rate';
import { $rebateLog } from './rebate-store';
import styles from './rebate.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [rebateCatalog];

export default function RebateRecordPage() {
  const t = useT();
  const log = useStore($rebateLog);
  return (
    <Page title={t('rebate.recordTitle')} back>
      <div class={styles.section}>
        {log.status === 'ready' && log.items.length === 0 ? (
          <EmptyState
            message={t('rebate.recordEmpty')}
            action={
              <a class={styles.cardLink} href={href('vipRebate')}>
                {t('rebate.recordGo')}
              </a>
            }
          />
        ) : (
          <PagedList
            state={log}
            testId="rebate-record"
            renderItem={(row) => <RecordRow key={row.id} row={row} />}
            skeleton={
              <li class={styles.record}>
                <Skeleton width="60%" />
                <Skeleton width="90%" />
              </li>
            }
            text={{ empty: t('rebate.recordEmpty'), loadFailed: t('rebate.recordFailed'), retry: t('rebate.retry'), loadMore: t('rebate.loadMore'), noMore: t('rebate.noMore') }}
            onRetry={() => void $rebateLog.reload()}
            onLoadMore={() => void $rebateLog.loadMore()}
          />
        )}
      </div>
    </Page>
  );
}

function RecordRow({ row }: { row: RebateLogRow }) {
  const t = useT();
  const locale = useStore($locale);
  const time = new Date(row.createTime).toLocaleString(locale === 'fil' ? 'fil-PH' : 'en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li class={styles.record} data-testid="rebate-record-row">
      <div class={styles.recordTop}>
        <strong>{row.name}</strong>
        <strong class={styles.plus}>+{formatMoney(row.amount)}</strong>
      </div>
      <p class={styles.hint}>{t('rebate.recordLine', { bet: formatMoney(row.validBet), rate: formatRate(row.rate), level: row.vip })}</p>
      <time class={styles.hint} dateTime={new Date(row.createTime).toISOString()}>
        {time}
      </time>
    </li>
  );
}
