// /wallets/record: deposits and withdrawals, newest first, 20 at a time, filtered by type; each
// with its status, amount, channel or account, time and a copyable order number.
import { useStore } from '@nanostores/react';
import type { WalletRecordRow } from '../../../contract/wallet';
import { formatDateTime } from '../../lib/date-time';
import { copyText } from '../../lib/native-bridge';
import { formatMoney } from '../../lib/money';
import { href } from '../../../contract/route-paths';
import { $locale } from '../../stores/locale';
import { useT } from '../../widgets/use-t';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { PagedList } from '../../ui/paged-list';
import { Skeleton } from '../../ui/skeleton';
import { Tabs } from '../../ui/tabs';
import { $recordFilter, $recordPeriod, $walletRecord, moneyMoved, RECORD_FILTERS, RECORD_PERIODS, type RecordFilter, type RecordPeriod } from './record-store';
import styles from './wallet.module.css';
import { walletCatalog } from './wallet-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [walletCatalog];

export default function WalletRecordPage() {
  const t = useT();
  const filter = useStore($recordFilter);
  const period = useStore($recordPeriod);
  const record = useStore($walletRecord);
  const label = (f: RecordFilter) => (f === 'all' ? t('wallet.all') : f === 'deposit' ? t('wallet.type.deposit') : t('wallet.type.withdraw'));
  return (
    <Page
      title={t('wallet.recordTitle')}
      back
      actions={
        <a class={styles.headerLink} href={href('walletHistory')}>
          {t('wallet.historyTitle')}
        </a>
      }
    >
      <div class={styles.section}>
        <Tabs items={RECORD_FILTERS.map((id) => ({ id, label: label(id) }))} value={filter} onChange={(id) => $recordFilter.set(id as RecordFilter)} />
        <Tabs items={RECORD_PERIODS.map((id) => ({ id, label: t(`wallet.period.${id}`) }))} value={period} onChange={(id) => $recordPeriod.set(id as RecordPeriod)} />
        <p class={styles.hint}>{t('wallet.manilaTime')}</p>
        <PagedList
          state={record}
          testId="wallet-record"
          renderItem={(row) => <RecordRow key={row.orderNo} row={row} />}
          skeleton={
            <li class={styles.recordRow}>
              <Skeleton width="60%" />
              <Skeleton width="90%" />
            </li>
          }
          text={{ empty: t('wallet.recordEmpty'), loadFailed: t('wallet.recordFailed'), retry: t('wallet.retry'), loadMore: t('wallet.loadMore'), noMore: t('wallet.noMore') }}
          onRetry={() => void $walletRecord.reload()}
          onLoadMore={() => void $walletRecord.loadMore()}
        />
      </div>
    </Page>
  );
}

function RecordRow({ row }: { row: WalletRecordRow }) {
  const t = useT();
  const locale = useStore($locale);
  const time = formatDateTime(row.createTime, locale);
  const moved = moneyMoved(row);
  const copy = () => copyText(row.orderNo).then((result) => showToast(t(result === 'copied' ? 'wallet.copied' : 'wallet.copyFailed'), result === 'copied' ? 'info' : 'error'));
  return (
    <li class={`${styles.recordRow} ${moved === 'none' ? styles.recordVoid : ''}`} data-testid="wallet-record-row">
      <div class={styles.recordTop}>
        <strong>{row.type === 'deposit' ? t('wallet.type.deposit') : t('wallet.type.withdraw')}</strong>
        <strong class={moved === 'in' ? styles.plus : undefined} data-testid="record-amount">
          {moved === 'in' ? '+' : moved === 'out' ? '−' : ''}
          {formatMoney(row.amount)}
        </strong>
      </div>
      <div class={styles.recordTop}>
        <span class={styles.hint}>{row.channel}</span>
        <span data-testid="record-status">{t(`wallet.status.${row.status}`)}</span>
      </div>
      <div class={styles.recordTop}>
        <time class={styles.hint} dateTime={new Date(row.createTime).toISOString()}>
          {time}
        </time>
        <Button size="sm" variant="secondary" onClick={() => void copy()} aria-label={`${t('wallet.copy')} ${row.orderNo}`}>
          {row.orderNo}
        </Button>
      </div>
    </li>
  );
}
