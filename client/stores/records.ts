// The player's game records: settled rounds (betRecord, pages of 20, newest first) and the summary
// over today / 7 days / 30 days (betRecordReport). Both reset when the session ends.
import { atom, map } from 'nanostores';
import type { RecordsResponses, BetRecordRow } from '../api/contract/records';
import * as recordsApi from '../api/calls/records';
import { $token } from './session';

/** Rows per betRecord page. */
export const RECORD_PAGE_SIZE = 20;

export interface BetRecordsState {
  rows: BetRecordRow[];
  /** Last page loaded (0: none yet). */
  page: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** True while the next page loads (the rows already shown stay). */
  loadingMore: boolean;
  /** The next page failed; the rows already shown stay. */
  moreFailed: boolean;
  /** Every row is loaded ('No more'). */
  done: boolean;
}

const emptyRecords = (): BetRecordsState => ({ rows: [], page: 0, status: 'idle', loadingMore: false, moreFailed: false, done: false });

/** The bet record list. */
export const $betRecords = atom<BetRecordsState>(emptyRecords());

// Answers of an older load (a reload, a logout) are dropped when they arrive late.
let recordsGeneration = 0;

async function fetchPage(pageNum: number): Promise<{ rows: BetRecordRow[]; done: boolean }> {
  const answer = await recordsApi.betRecord({ pageNum, pageSize: RECORD_PAGE_SIZE });
  const rows = Array.isArray(answer.list) ? answer.list : [];
  const pages = Number.isFinite(answer.pages) ? answer.pages : 0;
  return { rows, done: rows.length < RECORD_PAGE_SIZE || pageNum >= pages };
}

/** Loads the first page again (newest rounds first). */
export async function loadBetRecords(): Promise<void> {
  const generation = ++recordsGeneration;
  $betRecords.set({ ...emptyRecords(), status: 'loading' });
  try {
    const { rows, done } = await fetchPage(1);
    if (generation === recordsGeneration) $betRecords.set({ ...emptyRecords(), rows, page: 1, status: 'ready', done });
  } catch {
    if (generation === recordsGeneration) $betRecords.set({ ...emptyRecords(), status: 'error' });
  }
}

/** Appends the next page; no-op while loading or when every row is loaded. */
export async function loadMoreBetRecords(): Promise<void> {
  const state = $betRecords.get();
  if (state.status !== 'ready' || state.loadingMore || state.done) return;
  const generation = recordsGeneration;
  $betRecords.set({ ...state, loadingMore: true, moreFailed: false });
  try {
    const { rows, done } = await fetchPage(state.page + 1);
    if (generation !== recordsGeneration) return;
    // A round settled between two pages shifts the pages by one: skip rows already shown.
    const seen = new Set(state.rows.map((row) => row.id));
    $betRecords.set({ ...state, rows: [...state.rows, ...rows.filter((row) => !seen.has(row.id))], page: state.page + 1, loadingMore: false, done });
  } catch {
    if (generation === recordsGeneration) $betRecords.set({ ...$betRecords.get(), loadingMore: false, moreFailed: true });
  }
}

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

export type ReportTotals = Omit<RecordsResponses['betRecordReport'], 'code' | 'errcode' | 'msg' | 'byGame'>;

export type ReportState = { status: 'loading' } | { status: 'ready'; totals: ReportTotals } | { status: 'error' };

/** Summary per range (absent: not asked yet). */
export const $betReports = map<Partial<Record<ReportRange, ReportState>>>({});

const reportGeneration: Record<ReportRange, number> = { today: 0, week: 0, month: 0 };

/** Loads the totals of one range. */
export async function loadBetReport(range: ReportRange, now: number = Date.now()): Promise<void> {
  const generation = ++reportGeneration[range];
  $betReports.setKey(range, { status: 'loading' });
  try {
    const answer = await recordsApi.betRecordReport(reportWindow(range, now));
    if (generation !== reportGeneration[range]) return;
    $betReports.setKey(range, { status: 'ready', totals: { rounds: answer.rounds, betAmount: answer.betAmount, winAmount: answer.winAmount } });
  } catch {
    if (generation === reportGeneration[range]) $betReports.setKey(range, { status: 'error' });
  }
}

/** Net result of a summary (win − bet), in minor units. */
export const netOf = (totals: ReportTotals): number => totals.winAmount - totals.betAmount;

$token.listen((token) => {
  if (token !== null) return;
  // Another player may sign in next on this phone.
  recordsGeneration++;
  for (const range of REPORT_RANGES) reportGeneration[range]++;
  $betRecords.set(emptyRecords());
  $betReports.set({});
});
