import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetRecordRow } from '../../../../client/api/contract/records';
import { ApiError } from '../../../../client/api/errors';

const api = vi.hoisted(() => ({ betRecord: vi.fn(), betRecordReport: vi.fn() }));
vi.mock('../../../../client/api/calls/records', () => api);
vi.mock('../../../../client/stores/session', async () => {
  const { atom: makeAtom } = await import('nanostores');
  return { $token: makeAtom<string | null>('tok') };
});

import { $betRecords, $betReport, $reportRange, netOf, RECORD_PAGE_SIZE, reportWindow, setReportRange } from '../../../../client/features/records/records-store';
import { $token } from '../../../../client/stores/session';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const stops: Array<() => void> = [];
/** Listens like the page does: the first page or the totals load. */
const show = (store: { listen(cb: () => void): () => void }) => stops.push(store.listen(() => undefined));

const row = (id: number): BetRecordRow => ({ id, gameId: 1001, gameName: 'Lucky 7', betAmount: 100, winAmount: 0, balanceAfter: 900, createTime: 1_700_000_000_000 - id });
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => row(from - i));
const page = (list: BetRecordRow[], pages: number) => ({ code: 0, list, pages, total: pages * RECORD_PAGE_SIZE });

beforeEach(() => {
  api.betRecord.mockReset();
  api.betRecordReport.mockReset();
  ($token as ReturnType<typeof atom<string | null>>).set('tok');
});
afterEach(() => {
  // Unmount now (nanostores waits 1 s), then log out: the next test starts from empty stores.
  vi.useFakeTimers();
  for (const stop of stops.splice(0)) stop();
  vi.runAllTimers();
  vi.useRealTimers();
  ($token as ReturnType<typeof atom<string | null>>).set(null);
  $reportRange.set('today');
});

describe('bet records', () => {
  it('loads the first page of 20, then appends pages until no more', async () => {
    api.betRecord.mockResolvedValueOnce(page(rows(100, 20), 3)).mockResolvedValueOnce(page(rows(80, 20), 3)).mockResolvedValueOnce(page(rows(60, 5), 3));
    await settle();
    expect(api.betRecord).not.toHaveBeenCalled();
    show($betRecords);
    await settle();
    expect(api.betRecord).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20 });
    expect($betRecords.get()).toMatchObject({ status: 'ready', page: 1, done: false });
    expect($betRecords.get().items).toHaveLength(20);

    await $betRecords.loadMore();
    expect(api.betRecord).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 20 });
    expect($betRecords.get().items).toHaveLength(40);
    expect($betRecords.get().done).toBe(false);

    await $betRecords.loadMore();
    expect($betRecords.get().items.map((r) => r.id).slice(-2)).toEqual([57, 56]);
    expect($betRecords.get().done).toBe(true);

    await $betRecords.loadMore();
    expect(api.betRecord).toHaveBeenCalledTimes(3);
  });

  it('a full last page is the end too (pages reached)', async () => {
    api.betRecord.mockResolvedValueOnce(page(rows(20, 20), 1));
    show($betRecords);
    await settle();
    expect($betRecords.get().done).toBe(true);
  });

  it('an empty list is done and empty', async () => {
    api.betRecord.mockResolvedValueOnce(page([], 0));
    show($betRecords);
    await settle();
    expect($betRecords.get()).toMatchObject({ status: 'ready', items: [], done: true });
  });

  it('skips rows already shown when a new round shifted the pages', async () => {
    api.betRecord.mockResolvedValueOnce(page(rows(100, 20), 2)).mockResolvedValueOnce(page(rows(81, 20), 2));
    show($betRecords);
    await settle();
    await $betRecords.loadMore();
    const ids = $betRecords.get().items.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(39);
  });

  it('a failed first page is an error; a failed next page keeps the rows', async () => {
    api.betRecord.mockRejectedValueOnce(new ApiError('betRecord', 'network', 0));
    show($betRecords);
    await settle();
    expect($betRecords.get().status).toBe('error');
    expect($betRecords.get().error).toBeInstanceOf(ApiError);

    api.betRecord.mockResolvedValueOnce(page(rows(100, 20), 2)).mockRejectedValueOnce(new ApiError('betRecord', 'network', 0));
    await $betRecords.reload();
    await $betRecords.loadMore();
    expect($betRecords.get()).toMatchObject({ status: 'ready', loadingMore: false, page: 1 });
    expect($betRecords.get().moreError).toBeInstanceOf(ApiError);
    expect($betRecords.get().items).toHaveLength(20);
  });

  it('a logout clears the records and drops a late answer', async () => {
    let answer!: (value: unknown) => void;
    api.betRecord.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    show($betRecords);
    ($token as ReturnType<typeof atom<string | null>>).set(null);
    answer(page(rows(100, 20), 2));
    await settle();
    expect($betRecords.get()).toMatchObject({ status: 'idle', items: [] });
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

  it('loads the totals of the selected range on mount and computes the net', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    api.betRecordReport.mockResolvedValue({ code: 0, rounds: 3, betAmount: 300, winAmount: 450, byGame: [] });
    setReportRange('week');
    expect(api.betRecordReport).not.toHaveBeenCalled();
    show($betReport);
    await settle();
    expect(api.betRecordReport).toHaveBeenCalledWith(reportWindow('week', now));
    const totals = $betReport.get().data;
    expect(totals).toEqual({ rounds: 3, betAmount: 300, winAmount: 450 });
    expect(totals && netOf(totals)).toBe(150);
  });

  it('a failure marks the range; switching range loads the next one afresh and drops the old answer', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    let late!: (value: unknown) => void;
    api.betRecordReport
      .mockRejectedValueOnce(new ApiError('betRecordReport', 'network', 0))
      .mockReturnValueOnce(new Promise((resolve) => (late = resolve)))
      .mockResolvedValueOnce({ code: 0, rounds: 1, betAmount: 100, winAmount: 0, byGame: [] });
    show($betReport);
    await settle();
    expect($betReport.get()).toMatchObject({ loading: false, error: expect.any(ApiError) });
    setReportRange('week');
    setReportRange('month');
    late({ code: 0, rounds: 9, betAmount: 900, winAmount: 0, byGame: [] });
    await settle();
    expect($betReport.get()).toEqual({ data: { rounds: 1, betAmount: 100, winAmount: 0 }, loading: false });
    expect(api.betRecordReport).toHaveBeenLastCalledWith(reportWindow('month', now));
  });

  it('a logout clears the summary', async () => {
    api.betRecordReport.mockResolvedValueOnce({ code: 0, rounds: 1, betAmount: 100, winAmount: 0, byGame: [] });
    show($betReport);
    await settle();
    expect($betReport.get().data).toBeDefined();
    ($token as ReturnType<typeof atom<string | null>>).set(null);
    expect($betReport.get()).toEqual({ loading: false });
  });

  it('the range goes back to today when the page is left', async () => {
    api.betRecordReport.mockResolvedValue({ code: 0, rounds: 1, betAmount: 100, winAmount: 0, byGame: [] });
    show($betReport);
    setReportRange('month');
    for (const stop of stops.splice(0)) stop();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // nanostores unmounts after 1 s
    expect($reportRange.get()).toBe('today');
  });
});
