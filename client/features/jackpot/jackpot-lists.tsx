// The jackpot's record (Rewards, Time; pages of 20) and ranking (Ranking, Nickname, Reward,
// Winning time; pages of 10, 'No more' at the end, the player's own row under it), shared by the
// modal, /activity/jackpot and /rank. The column heads are for the eyes: each row reads in order.
import { useStore } from '@nanostores/react';
import type { JackpotRankRow, JackpotRecordRow } from '../../../contract/jackpot';
import { formatMoney } from '../../lib/money';
import { $locale } from '../../stores/locale';
import { PagedList } from '../../ui/paged-list';
import { Skeleton } from '../../ui/skeleton';
import { useT } from '../../widgets/use-t';
import { manilaTime, prizeText, tierName } from './jackpot-labels';
import { $jackpotRank, $jackpotRecord, $personRank } from './jackpot-store';
import styles from './jackpot.module.css';

function useListText(empty: string, failed: string) {
  const t = useT();
  return { empty, loadFailed: failed, retry: t('jackpot.retry'), loadMore: t('jackpot.loadMore'), noMore: t('jackpot.noMore') };
}

export function JackpotRecord() {
  const t = useT();
  const record = useStore($jackpotRecord);
  const text = useListText(t('jackpot.recordEmpty'), t('jackpot.recordFailed'));
  return (
    <div class={styles.table}>
      <div class={`${styles.tableHead} ${styles.recordCols}`} aria-hidden="true">
        <span>{t('jackpot.recordRewards')}</span>
        <span>{t('jackpot.recordTime')}</span>
      </div>
      <PagedList
        state={record}
        testId="jackpot-record"
        renderItem={(row) => <RecordRow key={row.id} row={row} />}
        skeleton={
          <li class={`${styles.tableRow} ${styles.recordCols}`}>
            <Skeleton width="70%" />
            <Skeleton width="80%" />
          </li>
        }
        text={text}
        onRetry={() => void $jackpotRecord.reload()}
        onLoadMore={() => void $jackpotRecord.loadMore()}
      />
    </div>
  );
}

function RecordRow({ row }: { row: JackpotRecordRow }) {
  const t = useT();
  const locale = useStore($locale);
  return (
    <li class={`${styles.tableRow} ${styles.recordCols}`} data-testid="jackpot-record-row">
      <strong>{prizeText(t, row.propId, row.count)}</strong>
      <time class={styles.hint} dateTime={new Date(row.createTime).toISOString()}>
        {manilaTime(row.createTime, locale)}
      </time>
    </li>
  );
}

export function JackpotRank() {
  const t = useT();
  const rank = useStore($jackpotRank);
  const mine = useStore($personRank);
  const text = useListText(t('jackpot.rankEmpty'), t('jackpot.rankFailed'));
  return (
    <div class={styles.table}>
      <div class={`${styles.tableHead} ${styles.rankCols}`} aria-hidden="true">
        <span>{t('jackpot.rankRanking')}</span>
        <span>{t('jackpot.rankNickname')}</span>
        <span>{t('jackpot.rankReward')}</span>
        <span>{t('jackpot.rankTime')}</span>
      </div>
      <PagedList
        state={rank}
        testId="jackpot-rank"
        renderItem={(row) => <RankRow key={row.id} row={row} />}
        skeleton={
          <li class={`${styles.tableRow} ${styles.rankCols}`}>
            <Skeleton width="50%" />
            <Skeleton width="80%" />
            <Skeleton width="80%" />
            <Skeleton width="80%" />
          </li>
        }
        text={text}
        onRetry={() => void $jackpotRank.reload()}
        onLoadMore={() => void $jackpotRank.loadMore()}
      />
      {rank.status === 'ready' ? (
        mine ? (
          <div class={styles.mine} data-testid="jackpot-rank-mine">
            <RankRow row={mine} own />
          </div>
        ) : (
          <p class={`${styles.mine} ${styles.hint}`} data-testid="jackpot-rank-mine">
            {t('jackpot.rankMineNone')}
          </p>
        )
      ) : null}
    </div>
  );
}

function RankRow({ row, own }: { row: JackpotRankRow; own?: boolean }) {
  const t = useT();
  const locale = useStore($locale);
  const Row = own ? 'div' : 'li';
  return (
    <Row class={`${styles.tableRow} ${styles.rankCols}`} data-testid={own ? undefined : 'jackpot-rank-row'}>
      <strong class={styles.ranking}>
        {row.ranking}
      </strong>
      <span class={styles.name}>
        {own ? `${t('jackpot.rankMine')} · ${row.nickname}` : row.nickname}
      </span>
      <span>
        <span class={styles.tierTag}>{tierName(t, row.propId)}</span> {formatMoney(row.amountSection)}
      </span>
      <time class={styles.hint} dateTime={new Date(row.createTime).toISOString()}>
        {manilaTime(row.createTime, locale)}
      </time>
    </Row>
  );
}
