// The player's game records: settled rounds (betRecord, pages of 20, newest first) and the report
// over today / 7 days / 30 days (betRecordDays: totals and per-day sums). Both load when shown and
// reset with the session.
import { call } from '../../api/http';
import { atom, computed, onMount } from 'nanostores';
import { manilaToday } from '../../../contract/kyc-fields';
import type { BetRecordRow, RecordsResponses } from '../../../contract/records';
import * as recordsCalls from '../../../contract/records';
import { query } from '../../stores/server-state';
import { pagedList } from '../../stores/server-state-paged';
import { $token } from '../../stores/session';

/** Rows per betRecord page. */
export const RECORD_PAGE_SIZE = 20;

/** The bet record list; its first page loads each time it is shown. */
export const $betRecords = pagedList(
  $token,
  async (_token, pageNum) => {
    const answer = await call(recordsCalls.betRecord, { pageNum, pageSize: RECORD_PAGE_SIZE });
    const items = Array.isArray(answer.list) ? answer.list : [];
    const pages = Number.isFinite(answer.pages) ? answer.pages : 0;
    return { items, done: items.length < RECORD_PAGE_SIZE || pageNum >= pages };
  },
  // A round settled between two pages shifts the pages by one: skip rows already shown.
  (row: BetRecordRow) => row.id,
);

// ---- summary and per-day chart ----

export type ReportRange = 'today' | 'week' | 'month';
export const REPORT_RANGES: readonly ReportRange[] = ['today', 'week', 'month'];
const RANGE_DAYS: Record<ReportRange, number> = { today: 1, week: 7, month: 30 };
const DAY_MS = 86_400_000;

/** The Manila calendar days of a range: from `days - 1` days before today (Manila) to today. */
export function reportDays(range: ReportRange, now: number = Date.now()): { from: string; to: string } {
  const to = manilaToday(now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (RANGE_DAYS[range] - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

export type ReportDays = RecordsResponses['betRecordDays'];

/** The summary's selected range. */
export const $reportRange = atom<ReportRange>('week');

/** Selects the summary's range (its figures load at once). */
export const setReportRange = (range: ReportRange): void => $reportRange.set(range);

// A new object per change: the report loads again for every range switch, like a refresh.
const $reportKey = computed([$token, $reportRange], (token, range) => (token === null ? null : { range }));

/**
 * The selected range's totals and per-day sums, as the sandbox computed them (Manila days, every
 * day listed); loads on mount and on every range change.
 */
export const $betDays = query($reportKey, async ({ range }): Promise<ReportDays> => {
  const answer = await call(recordsCalls.betRecordDays, reportDays(range));
  const days = Array.isArray(answer.days) ? answer.days : [];
  return { rounds: answer.rounds, bet: answer.bet, win: answer.win, net: answer.net, days };
});

// The page opens on the last 7 days each time.
onMount($betDays, () => () => $reportRange.set('week'));
