import { atom } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetRecordRow } from '../../../client/api/contract/records';
import { ApiError } from '../../../client/api/errors';

const api = vi.hoisted(() => ({ betRecord: vi.fn(), betRecordReport: vi.fn() }));
vi.mock('../../../client/api/calls/records', () => api);
vi.mock('../../../client/stores/session', async () => {
  const { atom: makeAtom } = await import('nanostores');
  return { $token: makeAtom<string | null>('tok') };
});

import {
  $betRecords,
  $betReports,
  loadBetRecords,
  loadBetReport,
  loadMoreBetRecords,
  netOf,
  RECORD_PAGE_SIZE,
  reportWindow,
} from '../../../client/stores/records';
import { $token } from '../../../client/stores/session';

const row = (id: number): BetRecordRow => ({ id, gameId: 1001, gameName: 'Lucky 7', betAmount: 100, winAmount: 0, balanceAfter: 900, createTime: 1_700_000_000_000 - id });
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => row(from - i));
const page = (list: BetRecordRow[], pages: number) => ({ code: 0, list, pages, total: pages * RECORD_PAGE_SIZE });

beforeEach(() => {
  api.betRecord.mockReset();
  api.betRecordReport.mockReset();
  ($token as ReturnType<typeof atom<string | null>>).set('tok');
});

describe('bet records', () => {
  it('loads the first page of 20, then appends pages until no more', async () => {
    api.betRecord.mockResolvedValueOnce(page(rows(100, 20), 3)).mockResolvedValueOnce(page(rows(80, 20), 3)).mockResolvedValueOnce(page(rows(60, 5), 3));
    await loadBetRecords();
    expect(api.betRecord).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20 });
    expect($betRecords.get()).toMatchObject({ status: 'ready', page: 1, done: false });
    expect($betRecords.get().rows).toHaveLength(20);

    await loadMoreBetRecords();
    expect(api.betRecord).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 20 });
    expect($betRecords.get().rows).toHaveLength(40);
    expect($betRecords.get().done).toBe(false);

    await loadMoreBetRecords();
    expect($betRecords.get().rows.map((r) => r.id).slice(-2)).toEqual([57, 56]);
    expect($betRecords.get().done).toBe(true);

    await loadMoreBetRecords();
    expect(api.betRecord).toHaveBeenCalledTimes(3);
  });

  it('a full last page is the end too (pages reached)', async () => {
    api.betRecord.mockResolvedValueOnce(page(rows(20, 20), 1));
    await loadBetRecords();
    expect($betRecords.get().done).toBe(true);
  });

  it('an empty list is done and empty', async () => {
    api.betRecord.mockResolvedValueOnce(page([], 0));
    await loadBetRecords();
    expect($betRecords.get()).toMatchObject({ status: 'ready', rows: [], done: true });
  });

  it('skips rows already shown when a new round shifted the pages', async () => {
    api.betRecord.mockResolvedValueOnce(page(rows(100, 20), 2)).mockResolvedValueOnce(page(rows(81, 20), 2));
    await loadBetRecords();
    await loadMoreBetRecords();
    const ids = $betRecords.get().rows.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(39);
  });

  it('a failed first page is an error; a failed next page keeps the rows', async () => {
    api.betRecord.mockRejectedValueOnce(new ApiError('betRecord', 'network', 0));
    await loadBetRecords();
    expect($betRecords.get().status).toBe('error');

    api.betRecord.mockResolvedValueOnce(page(rows(100, 20), 2)).mockRejectedValueOnce(new ApiError('betRecord', 'network', 0));
    await loadBetRecords();
    await loadMoreBetRecords();
    expect($betRecords.get()).toMatchObject({ status: 'ready', moreFailed: true, loadingMore: false, page: 1 });
    expect($betRecords.get().rows).toHaveLength(20);
  });

  it('a logout clears the records and drops a late answer', async () => {
    let answer!: (value: unknown) => void;
    api.betRecord.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const loading = loadBetRecords();
    ($token as ReturnType<typeof atom<string | null>>).set(null);
    answer(page(rows(100, 20), 2));
    await loading;
    expect($betRecords.get()).toMatchObject({ status: 'idle', rows: [] });
  });
});

describe('summary', () => {
  // 15 March 2024, 14:30 local time.
  const now = new Date(2024, 2, 15, 14, 30).getTime();

  it('ranges start at local midnight: today, 7 days (6 days back), 30 days (29 back); all end now', () => {
    expect(reportWindow('today', now)).toEqual({ startTime: new Date(2024, 2, 15).getTime(), endTime: now });
    expect(reportWindow('week', now)).toEqual({ startTime: new Date(2024, 2, 9).getTime(), endTime: now });
    expect(reportWindow('month', now)).toEqual({ startTime: new Date(2024, 1, 15).getTime(), endTime: now });
  });

  it('loads the totals of a range and computes the net', async () => {
    api.betRecordReport.mockResolvedValueOnce({ code: 0, rounds: 3, betAmount: 300, winAmount: 450, byGame: [] });
    await loadBetReport('week', now);
    expect(api.betRecordReport).toHaveBeenCalledWith(reportWindow('week', now));
    const state = $betReports.get().week;
    expect(state).toEqual({ status: 'ready', totals: { rounds: 3, betAmount: 300, winAmount: 450 } });
    expect(state?.status === 'ready' && netOf(state.totals)).toBe(150);
  });

  it('a failure marks only that range', async () => {
    api.betRecordReport.mockResolvedValueOnce({ code: 0, rounds: 1, betAmount: 100, winAmount: 0, byGame: [] }).mockRejectedValueOnce(new ApiError('betRecordReport', 'network', 0));
    await loadBetReport('today', now);
    await loadBetReport('month', now);
    expect($betReports.get().today?.status).toBe('ready');
    expect($betReports.get().month?.status).toBe('error');
  });

  it('a logout clears the summaries', async () => {
    api.betRecordReport.mockResolvedValueOnce({ code: 0, rounds: 1, betAmount: 100, winAmount: 0, byGame: [] });
    await loadBetReport('today', now);
    ($token as ReturnType<typeof atom<string | null>>).set(null);
    expect($betReports.get()).toEqual({});
  });
});
