// The report's per-day part: a legend, the chart (uPlot, fetched on first use as its own chunk),
// a sentence summing the range for screen readers (the chart's label), and the day-by-day table
// with the same figures. A skeleton while the figures or the chart's code load, an empty state
// when the range has no bets, an error with retry when the chart's code cannot be fetched.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { BetDayRow } from '../../../contract/records';
import { formatMoney } from '../../lib/money';
import { $locale } from '../../stores/locale';
import { useT } from '../../widgets/use-t';
import type { ReportDays } from './records-store';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import type { ReportChartProps } from './report-chart';
import styles from './member-report-page.module.css';

type ChartModule = typeof import('./report-chart');
let chartChunk: Promise<ChartModule> | null = null;
/** The chart's chunk, fetched once; a failed fetch may be tried again. */
function loadChart(): Promise<ChartModule> {
  chartChunk ??= import('./report-chart').catch((error: unknown) => {
    chartChunk = null;
    throw error;
  });
  return chartChunk;
}

const intlLocale = (locale: string) => (locale === 'fil' ? 'fil-PH' : 'en-PH');
const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

export function ReportDaysChart({ report, rangeLabel }: { report: ReportDays | undefined; rangeLabel: string }) {
  const t = useT();
  const locale = useStore($locale);
  // Days are Manila calendar days already: format them as UTC dates so the phone's zone cannot shift them.
  const dayLabel = useCallback((day: string) => utcDate(day).toLocaleDateString(intlLocale(locale), { timeZone: 'UTC', day: 'numeric', month: 'short' }), [locale]);
  const amountLabel = useCallback(
    (minor: number) => {
      const text = new Intl.NumberFormat(intlLocale(locale), { notation: 'compact', maximumFractionDigits: 1 }).format(Math.abs(minor) / 100);
      return `${minor < 0 ? '-' : ''}₱${text}`;
    },
    [locale],
  );
  const played = report?.days.filter((day) => day.rounds > 0) ?? [];
  return (
    <figure class={styles.chartBox} aria-labelledby="report-chart-title" data-testid="report-chart">
      <figcaption id="report-chart-title" class={styles.chartTitle}>
        {t('report.chartTitle')}
      </figcaption>
      {!report ? (
        <div aria-busy="true" data-testid="report-chart-loading">
          <Skeleton height="180px" />
        </div>
      ) : report.rounds === 0 ? (
        <EmptyState message={t('report.chartEmpty')} />
      ) : (
        <>
          <ul class={styles.legend} aria-hidden="true">
            <li>
              <span class={`${styles.swatch} ${styles.swatchBet}`} />
              {t('report.legendBet')}
            </li>
            <li>
              <span class={`${styles.swatch} ${styles.swatchWin}`} />
              {t('report.legendWin')}
            </li>
            <li>
              <span class={`${styles.swatch} ${styles.swatchNet}`} />
              {t('report.legendNet')}
            </li>
          </ul>
          <div
            role="img"
            data-testid="report-chart-image"
            aria-label={t('report.chartSummary', { range: rangeLabel, bet: formatMoney(report.bet), win: formatMoney(report.win), net: formatMoney(report.net), played: String(played.length), days: String(report.days.length) })}
          >
            <LazyChart days={report.days} dayLabel={dayLabel} amountLabel={amountLabel} />
          </div>
          <details class={styles.dayTable}>
            <summary>{t('report.dayByDay')}</summary>
            <DayTable days={played} dayText={(day) => utcDate(day).toLocaleDateString(intlLocale(locale), { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' })} />
            <p class={styles.note}>
              {t('report.noPlayDays')} {t('report.manilaDays')}
            </p>
          </details>
        </>
      )}
    </figure>
  );
}

function LazyChart(props: ReportChartProps) {
  const t = useT();
  const [chart, setChart] = useState<ChartModule | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadChart().then(
      (module) => live && setChart(() => module),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  if (failed) {
    return (
      <div class={styles.problem} role="alert">
        <p>{t('report.chartLoadFailed')}</p>
        <Button
          size="sm"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {t('report.retry')}
        </Button>
      </div>
    );
  }
  if (!chart) return <Skeleton height="180px" />;
  const Chart = chart.default;
  return <Chart {...props} />;
}

function DayTable({ days, dayText }: { days: readonly BetDayRow[]; dayText: (day: string) => string }) {
  const t = useT();
  return (
    <table class={styles.table} data-testid="report-days">
      <thead>
        <tr>
          <th scope="col">{t('report.day')}</th>
          <th scope="col">{t('report.legendBet')}</th>
          <th scope="col">{t('report.legendWin')}</th>
          <th scope="col">{t('report.legendNet')}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.day} data-testid="report-day" data-day={day.day}>
            <th scope="row">{dayText(day.day)}</th>
            <td data-testid="day-bet">{formatMoney(day.bet)}</td>
            <td data-testid="day-win">{formatMoney(day.win)}</td>
            <td data-testid="day-net" class={day.net > 0 ? styles.up : day.net < 0 ? styles.down : undefined}>
              {formatMoney(day.net)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
