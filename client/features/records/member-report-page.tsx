// /member/report: the player's report over today / 7 days / 30 days (totals and a chart of stakes,
// wins and net result per Manila day, summed by the operator: betRecordDays), a link to the money
// history, and the bet records, newest first, 20 at a time with 'Load more' and 'No more'.
import { useStore } from '@nanostores/react';
import type { BetRecordRow } from '../../../contract/records';
import { formatDateTime } from '../../lib/date-time';
import { copyText } from '../../lib/native-bridge';
import { formatMoney } from '../../lib/money';
import { href } from '../../../contract/route-paths';
import { $locale } from '../../stores/locale';
import { useT } from '../../widgets/use-t';
import { showToast } from '../../stores/toast';
import { $betDays, $betRecords, $reportRange, REPORT_RANGES, setReportRange, type ReportRange } from './records-store';
import { Button } from '../../ui/button';
import { ChevronRightIcon, CopyIcon } from '../../ui/more-icons';
import { Page } from '../../ui/page';
import { PagedList } from '../../ui/paged-list';
import { Skeleton } from '../../ui/skeleton';
import { Tabs } from '../../ui/tabs';
import { ReportDaysChart } from './report-days-view';
import styles from './member-report-page.module.css';
import { playCatalog } from '../../i18n/play-catalog';
import { reportCatalog } from './records-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [playCatalog, reportCatalog];

export default function MemberReportPage() {
  const t = useT();
  return (
    <Page title={t('records.title')} back>
      <Summary />
      <a class={styles.historyLink} href={href('walletHistory')} data-testid="money-history-link">
        <span>
          <strong>{t('report.moneyHistory')}</strong>
          <small>{t('report.moneyHistoryHint')}</small>
        </span>
        <ChevronRightIcon />
      </a>
      <h2 class={styles.heading}>{t('records.history')}</h2>
      <p class={styles.zone}>{t('report.manilaTimes')}</p>
      <RecordList />
    </Page>
  );
}

function Summary() {
  const t = useT();
  // Listening loads the selected range's figures.
  const range = useStore($reportRange);
  const report = useStore($betDays);
  const data = report.loading ? undefined : report.data;
  const failed = report.error !== undefined && !report.loading;
  return (
    <section class={styles.summary} aria-label={t('records.summary')}>
      <Tabs items={REPORT_RANGES.map((id) => ({ id, label: t(`records.range.${id}`) }))} value={range} onChange={(id) => setReportRange(id as ReportRange)} />
      {failed ? (
        <div class={styles.problem} role="alert">
          <p>{t('report.chartFailed')}</p>
          <Button size="sm" onClick={() => void $betDays.reload()}>
            {t('report.retry')}
          </Button>
        </div>
      ) : (
        <>
          <dl class={styles.totals} data-testid="report-summary" aria-busy={!data}>
            {(
              [
                ['records.rounds', data ? String(data.rounds) : null, undefined],
                ['records.totalBet', data ? formatMoney(data.bet) : null, undefined],
                ['records.totalWin', data ? formatMoney(data.win) : null, undefined],
                ['records.net', data ? formatMoney(data.net) : null, data && data.net !== 0 ? (data.net > 0 ? styles.up : styles.down) : undefined],
              ] as const
            ).map(([label, value, tone]) => (
              <div key={label} class={styles.total}>
                <dt>{t(label)}</dt>
                <dd class={tone}>{value ?? <Skeleton width="calc(1.2 * var(--u))" />}</dd>
              </div>
            ))}
          </dl>
          <ReportDaysChart report={data} rangeLabel={t(`records.range.${range}`)} />
        </>
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

function RecordRow({ row }: { row: BetRecordRow }) {
  const t = useT();
  const locale = useStore($locale);
  const net = row.winAmount - row.betAmount;
  return (
    <li class={styles.row} data-testid="bet-record">
      <div class={styles.rowTop}>
        <span class={styles.game}>{row.gameName}</span>
        <time class={styles.time} dateTime={new Date(row.createTime).toISOString()}>
          {formatDateTime(row.createTime, locale)}
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
      <RoundId id={row.roundId || `#${row.id}`} />
    </li>
  );
}

/** The round's reference, selectable, with a copy button, for the player to quote to support. */
function RoundId({ id }: { id: string }) {
  const t = useT();
  const copy = () => {
    void copyText(id).then((result) => (result === 'copied' ? showToast(t('records.roundCopied', { id })) : showToast(t('records.roundCopyFailed'), 'error')));
  };
  return (
    <div class={styles.round}>
      <span class={styles.roundLabel}>{t('records.roundId')}</span>
      <code class={styles.roundValue} data-testid="round-id">
        {id}
      </code>
      <button type="button" class={styles.copy} aria-label={t('records.copyRound', { id })} onClick={copy}>
        <CopyIcon />
      </button>
    </div>
  );
}
