// /activity/lottery/history: past draws, newest first, paged: the draw, when it closed, its
// winning numbers, how many tickets it had and how many won.
import { useStore } from '@nanostores/react';
import type { LotteryDrawResult } from '../../../contract/lottery';
import { formatDateTime } from '../../lib/date-time';
import { $locale } from '../../stores/locale';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { PagedList } from '../../ui/paged-list';
import { Skeleton } from '../../ui/skeleton';
import { useT } from '../../widgets/use-t';
import { LotteryBalls } from './lottery-balls';
import { lotteryCatalog } from './lottery-catalog';
import { $lotteryHistory } from './lottery-store';
import styles from './lottery.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [lotteryCatalog];

export default function LotteryHistoryPage() {
  const t = useT();
  const history = useStore($lotteryHistory);
  return (
    <Page title={t('lottery.historyTitle')} back>
      <div class={styles.section}>
        {history.status === 'ready' && history.items.length === 0 ? (
          <EmptyState message={t('lottery.historyEmpty')} />
        ) : (
          <PagedList
            state={history}
            testId="lottery-history"
            renderItem={(draw) => <DrawRow key={draw.id} draw={draw} />}
            skeleton={
              <li class={styles.row}>
                <Skeleton width="40%" />
                <Skeleton width="70%" height="calc(0.6 * var(--u))" />
              </li>
            }
            text={{ empty: t('lottery.historyEmpty'), loadFailed: t('lottery.listFailed'), retry: t('lottery.retry'), loadMore: t('lottery.loadMore'), noMore: t('lottery.noMore') }}
            onRetry={() => void $lotteryHistory.reload()}
            onLoadMore={() => void $lotteryHistory.loadMore()}
          />
        )}
      </div>
    </Page>
  );
}

function DrawRow({ draw }: { draw: LotteryDrawResult }) {
  const t = useT();
  const locale = useStore($locale);
  return (
    <li class={styles.row} data-testid="lottery-history-row">
      <div class={styles.rowTop}>
        <strong>{t('lottery.drawTitle', { id: draw.id })}</strong>
        <time class={styles.hint} dateTime={new Date(draw.closeAt).toISOString()}>
          {formatDateTime(draw.closeAt, locale)}
        </time>
      </div>
      <LotteryBalls numbers={draw.numbers} label={t('lottery.drawnNumbers')} />
      <p class={styles.hint}>{t('lottery.lastCounts', { tickets: draw.tickets, winners: draw.winners })}</p>
    </li>
  );
}
