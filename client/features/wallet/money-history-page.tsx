// /wallets/history (the spec's money history, appUserCoinDetail; the spec names no route for it):
// every balance change with its reason, amount, balance after and time (Manila's), newest first.
import { useStore } from '@nanostores/react';
import type { CoinDetailRow } from '../../../contract/wallet';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney } from '../../lib/money';
import { $locale } from '../../stores/locale';
import { useT } from '../../widgets/use-t';
import { Page } from '../../ui/page';
import { PagedList } from '../../ui/paged-list';
import { Skeleton } from '../../ui/skeleton';
import { $coinDetail } from './record-store';
import styles from './wallet.module.css';
import { walletCatalog } from './wallet-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [walletCatalog];

export default function MoneyHistoryPage() {
  const t = useT();
  const history = useStore($coinDetail);
  return (
    <Page title={t('wallet.historyTitle')} back>
      <div class={styles.section}>
        <p class={styles.hint}>{t('wallet.manilaTime')}</p>
        <PagedList
          state={history}
          testId="money-history"
          renderItem={(row) => <HistoryRow key={row.id} row={row} />}
          skeleton={
            <li class={styles.recordRow}>
              <Skeleton width="60%" />
              <Skeleton width="90%" />
            </li>
          }
          text={{ empty: t('wallet.historyEmpty'), loadFailed: t('wallet.recordFailed'), retry: t('wallet.retry'), loadMore: t('wallet.loadMore'), noMore: t('wallet.noMore') }}
          onRetry={() => void $coinDetail.reload()}
          onLoadMore={() => void $coinDetail.loadMore()}
        />
      </div>
    </Page>
  );
}

function HistoryRow({ row }: { row: CoinDetailRow }) {
  const t = useT();
  const locale = useStore($locale);
  const time = formatDateTime(row.createTime, locale);
  return (
    <li class={styles.recordRow} data-testid="money-history-row">
      <div class={styles.recordTop}>
        <strong data-testid="history-reason">{t(`wallet.reason.${row.reason}`)}</strong>
        <strong class={row.delta > 0 ? styles.plus : undefined} data-testid="history-delta">
          {row.delta > 0 ? '+' : '−'}
          {formatMoney(Math.abs(row.delta))}
        </strong>
      </div>
      <div class={styles.recordTop}>
        <time class={styles.hint} dateTime={new Date(row.createTime).toISOString()}>
          {time}
        </time>
        <span class={styles.hint}>{t('wallet.balanceAfter', { amount: formatMoney(row.balanceAfter) })}</span>
      </div>
      {row.ref && <span class={styles.hint}>{row.ref}</span>}
    </li>
  );
}
