// /activity/lottery/record: the player's winning tickets, newest first, paged: what each paid, the
// draw, its numbers against the winning ones, and when it was paid.
import { useStore } from '@nanostores/react';
import type { LotteryRecordRow } from '../../../contract/lottery';
import { href } from '../../../contract/route-paths';
import { formatDateTime } from '../../lib/date-time';
import { $locale } from '../../stores/locale';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { PagedList } from '../../ui/paged-list';
import { Skeleton } from '../../ui/skeleton';
import { useT } from '../../widgets/use-t';
import { LotteryBalls } from './lottery-balls';
import { lotteryCatalog } from './lottery-catalog';
import { $lotteryRecord } from './lottery-store';
import { PrizeText } from './prize-text';
import styles from './lottery.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [lotteryCatalog];

export default function LotteryRecordPage() {
  const t = useT();
  const record = useStore($lotteryRecord);
  return (
    <Page title={t('lottery.recordTitle')} back>
      <div class={styles.section}>
        {record.status === 'ready' && record.items.length === 0 ? (
          <EmptyState
            message={t('lottery.recordEmpty')}
            action={
              <a class={styles.primaryLink} href={href('activityLotteryProduct')}>
                {t('lottery.buy')}
              </a>
            }
          />
        ) : (
          <PagedList
            state={record}
            testId="lottery-record"
            renderItem={(row) => <WinRow key={row.id} row={row} />}
            skeleton={
              <li class={styles.row}>
                <Skeleton width="50%" />
                <Skeleton width="80%" />
              </li>
            }
            text={{ empty: t('lottery.recordEmpty'), loadFailed: t('lottery.listFailed'), retry: t('lottery.retry'), loadMore: t('lottery.loadMore'), noMore: t('lottery.noMore') }}
            onRetry={() => void $lotteryRecord.reload()}
            onLoadMore={() => void $lotteryRecord.loadMore()}
          />
        )}
      </div>
    </Page>
  );
}

function WinRow({ row }: { row: LotteryRecordRow }) {
  const t = useT();
  const locale = useStore($locale);
  return (
    <li class={styles.row} data-testid="lottery-record-row">
      <div class={styles.rowTop}>
        <strong class={styles.plus}>
          <PrizeText coin={row.coin} propId={row.propId} count={row.count} />
        </strong>
        <time class={styles.hint} dateTime={new Date(row.createTime).toISOString()}>
          {formatDateTime(row.createTime, locale)}
        </time>
      </div>
      <p class={styles.hint}>{t('lottery.recordLine', { id: row.drawId, matches: row.matches, picks: row.numbers.length })}</p>
      <LotteryBalls numbers={row.numbers} hits={row.drawNumbers} size="sm" label={t('lottery.yourNumbers')} />
    </li>
  );
}
