// /member/report: the player's summary (today / 7 days / 30 days) and bet records, newest first,
// 20 at a time with 'Load more' and 'No more'.
import { useStore } from '@nanostores/react';
import type { BetRecordRow } from '../../api/contract/records';
import { formatMoney } from '../../lib/money';
import { $locale, useT } from '../../stores/locale';
import { $betRecords, $betReport, $reportRange, netOf, REPORT_RANGES, setReportRange, type ReportRange } from './records-store';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { PagedList } from '../../ui/paged-list';
import { Skeleton } from '../../ui/skeleton';
import { Tabs } from '../../ui/tabs';
import './records-catalog';
import styles from './member-report-page.module.css';

export default function MemberReportPage() {
  const t = useT();
  return (
    <Page title={t('records.title')} back>
      <Summary />
      <h2 class={styles.heading}>{t('records.history')}</h2>
      <RecordList />
    </Page>
  );
}

function Summary() {
  const t = useT();
  // Listening loads the selected range's totals.
  const range = useStore($reportRange);
  const report = useStore($betReport);
  const totals = report.loading ? undefined : report.data;
  return (
    <section class={styles.summary} aria-label={t('records.summary')}>
      <Tabs items={REPORT_RANGES.map((id) => ({ id, label: t(`records.range.${id}`) }))} value={range} onChange={(id) => setReportRange(id as ReportRange)} />
      {report.error !== undefined && !report.loading ? (
        <div class={styles.problem} role="alert">
          <p>{t('records.summaryFailed')}</p>
          <Button size="sm" onClick={() => void $betReport.reload()}>
            {t('records.retry')}
          </Button>
        </div>
      ) : (
        <dl class={styles.totals} data-testid="report-summary" aria-busy={!totals}>
          {(
            [
              ['records.rounds', totals ? String(totals.rounds) : null],
              ['records.totalBet', totals ? formatMoney(totals.betAmount) : null],
              ['records.totalWin', totals ? formatMoney(totals.winAmount) : null],
              ['records.net', totals ? formatMoney(netOf(totals)) : null],
            ] as const
          ).map(([label, value]) => (
            <div key={label} class={styles.total}>
              <dt>{t(label)}</dt>
              <dd>{value ?? <Skeleton width="calc(1.2 * var(--u))" />}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function RecordList() {
  const t = useT();
  // Listening loads the first page.
  const records = useStore($betRecords);
  return (
    <PagedList
      state={records}
      testId="bet-records"
      renderItem={(row) => <RecordRow key={row.id} row={row} />}
      skeleton={
        <li class={styles.row}>
          <Skeleton width="50%" />
          <Skeleton width="80%" />
        </li>
      }
      text={{ empty: t('records.empty'), loadFailed: t('records.loadFailed'), retry: t('records.retry'), loadMore: t('records.loadMore'), noMore: t('records.noMore') }}
      onRetry={() => void $betRecords.reload()}
      onLoadMore={() => void $betRecords.loadMore()}
    />
  );
}

function formatTime(ms: number, locale: string): string {
  return new Date(ms).toLocaleString(locale === 'fil' ? 'fil-PH' : 'en-PH', { dateStyle: 'medium', timeStyle: 'short' });
}

function RecordRow({ row }: { row: BetRecordRow }) {
  const t = useT();
  const locale = useStore($locale);
  const net = row.winAmount - row.betAmount;
  return (
    <li class={styles.row} data-testid="bet-record">
      <div class={styles.rowTop}>
        <span class={styles.game}>{row.gameName}</span>
        <time class={styles.time} dateTime={new Date(row.createTime).toISOString()}>
          {formatTime(row.createTime, locale)}
        </time>
      </div>
      <dl class={styles.figures}>
        <div>
          <dt>{t('records.bet')}</dt>
          <dd data-testid="record-bet">{formatMoney(row.betAmount)}</dd>
        </div>
        <div>
          <dt>{t('records.win')}</dt>
          <dd data-testid="record-win" class={net > 0 ? styles.up : undefined}>
            {formatMoney(row.winAmount)}
          </dd>
        </div>
        <div>
          <dt>{t('records.balanceAfter')}</dt>
          <dd data-testid="record-balance">{formatMoney(row.balanceAfter)}</dd>
        </div>
      </dl>
    </li>
  );
}
