// The player's game records: settled rounds (betRecord, pages of 20, newest first) and the summary
// over today / 7 days / 30 days (betRecordReport). Both load when shown and reset with the session.
import { atom, computed, onMount } from 'nanostores';
import type { BetRecordRow, RecordsResponses } from '../../api/contract/records';
import * as recordsApi from '../../api/calls/records';
import { query } from '../../stores/server-state';
import { pagedList } from '../../stores/server-state-paged';
import { $token } from '../../stores/session';

/** Rows per betRecord page. */
export const RECORD_PAGE_SIZE = 20;

/** The bet record list; its first page loads each time it is shown. */
export const $betRecords = pagedList(
  $token,
  async (_token, pageNum) => {
    const answer = await recordsApi.betRecord({ pageNum, pageSize: RECORD_PAGE_SIZE });
    const items = Array.isArray(answer.list) ? answer.list : [];
    const pages = Number.isFinite(answer.pages) ? answer.pages : 0;
    return { items, done: items.length < RECORD_PAGE_SIZE || pageNum >= pages };
  },
  // A round settled between two pages shifts the pages by one: skip rows already shown.
  (row: BetRecordRow) => row.id,
);

// ---- summary ----

export type ReportRange = 'today' | 'week' | 'month';
export const REPORT_RANGES: readonly ReportRange[] = ['today', 'week', 'month'];
const RANGE_DAYS: Record<ReportRange, number> = { today: 1, week: 7, month: 30 };

/** [startTime, endTime] in ms for a range: from local midnight `days - 1` days ago until now. */
export function reportWindow(range: ReportRange, now: number = Date.now()): { startTime: number; endTime: number } {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - (RANGE_DAYS[range] - 1));
  return { startTime: start.getTime(), endTime: now };
}

export type ReportTotals = Omit<RecordsResponses['betRecordReport'], 'byGame'>;

/** The summary's selected range. */
export const $reportRange = atom<ReportRange>('today');

/** Selects the summary's range (its totals load at once). */
export const setReportRange = (range: ReportRange): void => $reportRange.set(range);

// A new object per change: the summary loads again for every range switch, like a refresh.
const $reportKey = computed([$token, $reportRange], (token, range) => (token === null ? null : { range }));

/** The totals of the selected range; loads on mount and on every range change. */
export const $betReport = query($reportKey, async ({ range }): Promise<ReportTotals> => {
  const answer = await recordsApi.betRecordReport(reportWindow(range));
  return { rounds: answer.rounds, betAmount: answer.betAmount, winAmount: answer.winAmount };
});

// The page opens on today's summary each time.
onMount($betReport, () => () => $reportRange.set('today'));

/** Net result of a summary (win − bet), in minor units. */
export const netOf = (totals: ReportTotals): number => totals.winAmount - totals.betAmount;
