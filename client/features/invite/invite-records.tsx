// The friends a player invited (masked), newest first, page by page, with each one's reward state:
// on /share and on the agent's Records tab.
import { useStore } from '@nanostores/react';
import type { InviteRecordRow } from '../../../contract/invite';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney } from '../../lib/money';
import { $locale } from '../../stores/locale';
import { PagedList } from '../../ui/paged-list';
import { Skeleton } from '../../ui/skeleton';
import { useT } from '../../widgets/use-t';
import { $inviteRecords } from './invite-store';
import styles from './invite.module.css';

export function InviteRecords() {
  const t = useT();
  const records = useStore($inviteRecords);
  return (
    <PagedList
      state={records}
      testId="invite-records"
      renderItem={(row) => <RecordRow key={row.id} row={row} />}
      skeleton={
        <li class={styles.row}>
          <Skeleton width="50%" />
          <Skeleton width="30%" />
        </li>
      }
      text={{ empty: t('invite.recordsEmpty'), loadFailed: t('invite.loadFailed'), retry: t('invite.retry'), loadMore: t('invite.loadMore'), noMore: t('invite.noMore') }}
      onRetry={() => void $inviteRecords.reload()}
      onLoadMore={() => void $inviteRecords.loadMore()}
    />
  );
}

function RecordRow({ row }: { row: InviteRecordRow }) {
  const t = useT();
  const locale = useStore($locale);
  return (
    <li class={styles.row} data-testid="invite-record">
      <div class={styles.rowHead}>
        <span class={styles.rowTitle}>{row.name}</span>
        <span class={`${styles.status} ${styles[row.status]}`}>{t(`invite.status.${row.status}`)}</span>
      </div>
      <div class={styles.rowHead}>
        <span class={styles.hint}>{t('invite.joined', { date: formatDateTime(row.joinTime, locale) })}</span>
        <span class={styles.amount}>{formatMoney(row.reward)}</span>
      </div>
    </li>
  );
}
