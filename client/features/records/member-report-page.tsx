// /member/report: the player's summary (today / 7 days / 30 days) and bet records, newest first,
// 20 at a time with 'Load more' and 'No more'.
import { useEffect, useState } from 'preact/hooks';
import { useStore } from '@nanostores/react';
import type { BetRecordRow } from '../../api/contract/records';
import { formatMoney } from '../../lib/money';
import { $locale, useT } from '../../stores/locale';
import {
  $betRecords,
  $betReports,
  loadBetRecords,
  loadBetReport,
  loadMoreBetRecords,
  netOf,
  REPORT_RANGES,
  type ReportRange,
} from '../../stores/records';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { Tabs } from '../../ui/tabs';
import './records-catalog';
import styles from './member-report-page.module.css';

export default function MemberReportPage() {
  const t = useT();
  useEffect(() => {
    void loadBetRecords();
  }, []);
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
  const [range, setRange] = useState<ReportRange>('today');
  const reports = useStore($betReports);
  const report = reports[range];
  useEffect(() => {
    void loadBetReport(range);
  }, [range]);
  return (
    <section class={styles.summary} aria-label={t('records.summary')}>
      <Tabs items={REPORT_RANGES.map((id) => ({ id, label: t(`records.range.${id}`) }))} value={range} onChange={(id) => setRange(id as ReportRange)} />
      {report?.status === 'error' ? (
        <div class={styles.problem} role="alert">
          <p>{t('records.summaryFailed')}</p>
          <Button size="sm" onClick={() => void loadBetReport(range)}>
            {t('records.retry')}
          </Button>
        </div>
      ) : (
        <dl class={styles.totals} data-testid="report-summary" aria-busy={report?.status !== 'ready'}>
          {(
            [
              ['records.rounds', report?.status === 'ready' ? String(report.totals.rounds) : null],
              ['records.totalBet', report?.status === 'ready' ? formatMoney(report.totals.betAmount) : null],
              ['records.totalWin', report?.status === 'ready' ? formatMoney(report.totals.winAmount) : null],
              ['records.net', report?.status === 'ready' ? formatMoney(netOf(report.totals)) : null],
            ] as const
          ).map(([label, value]) => (
            <div key={label} class={styles.total}>
              <dt>{t(label)}</dt>
              <dd>{value ?? <Skeleton width="1.2rem" />}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function RecordList() {
  const t = useT();
  const records = useStore($betRecords);
  if (records.status === 'idle' || records.status === 'loading') {
    return (
      <ul class={styles.list} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} class={styles.row}>
            <Skeleton width="50%" />
            <Skeleton width="80%" />
          </li>
        ))}
      </ul>
    );
  }
  if (records.status === 'error') {
    return (
      <div class={styles.problem} role="alert">
        <p>{t('records.loadFailed')}</p>
        <Button onClick={() => void loadBetRecords()}>{t('records.retry')}</Button>
      </div>
    );
  }
  if (records.rows.length === 0) return <p class={styles.empty}>{t('records.empty')}</p>;
  return (
    <>
      <ul class={styles.list} data-testid="bet-records">
        {records.rows.map((row) => (
          <RecordRow key={row.id} row={row} />
        ))}
      </ul>
      {records.done ? (
        <p class={styles.end}>{t('records.noMore')}</p>
      ) : (
        <div class={styles.more}>
          {records.moreFailed ? <p role="alert">{t('records.loadFailed')}</p> : null}
          <Button variant="secondary" loading={records.loadingMore} onClick={() => void loadMoreBetRecords()}>
            {records.moreFailed ? t('records.retry') : t('records.loadMore')}
          </Button>
        </div>
      )}
    </>
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
