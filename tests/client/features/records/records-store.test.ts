import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetRecordRow } from '../../../../contract/records';
import { ApiError } from '../../../../client/api/errors';

const api = vi.hoisted(() => ({ betRecord: vi.fn(), betRecordDays: vi.fn() }));
vi.mock('../../../../client/stores/session', async () => {
  const { atom: makeAtom } = await import('nanostores');
  return { $token: makeAtom<string | null>('tok') };
});

import { $betDays, $betRecords, $reportRange, RECORD_PAGE_SIZE, reportDays, setReportRange } from '../../../../client/features/records/records-store';
import { $token } from '../../../../client/stores/session';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const stops: Array<() => void> = [];
/** Listens like the page does: the first page or the totals load. */
const show = (store: { listen(cb: () => void): () => void }) => stops.push(store.listen(() => undefined));

const row = (id: number): BetRecordRow => ({ id, gameId: 1001, gameName: 'Lucky 7', betAmount: 100, winAmount: 0, balanceAfter: 900, createTime: 1_700_000_000_000 - id });
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => row(from - i));
const page = (list: BetRecordRow[], pages: number) => ({ code: 0, list, pages, total: pages * RECORD_PAGE_SIZE });

// The calls answer from the mocks above, by row name.
vi.mock('../../../../client/api/http', async (original) => {
  const handlers: Record<string, (...args: unknown[]) => unknown> = { ...api };
  return { ...(await original<typeof import('../../../../client/api/http')>()), call: (row: { name: string }, body: unknown, options: unknown) => (options === undefined ? handlers[row.name]!(body) : handlers[row.name]!(body, options)) };
});
beforeEach(() => {
  api.betRecord.mockReset();
  api.betRecordDays.mockReset();
  ($token as ReturnType<typeof atom<string | null>>).set('tok');
});
afterEach(() => {
  // Unmount now (nanostores waits 1 s), then log out: the next test starts from empty stores.
  vi.useFakeTimers();
  for (const stop of stops.splice(0)) stop();
  vi.runAllTimers();
  vi.useRealTimers();
  ($token as ReturnType<typeof atom<string | null>>).set(null);
  $reportRange.set('week');
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

describe('report (totals and days)', () => {
  const day = (text: string, bet = 0, win = 0) => ({ day: text, rounds: bet ? 1 : 0, bet, win, net: win - bet });
  const answer = (days: ReturnType<typeof day>[]) => ({
    code: 0,
    rounds: days.reduce((n, d) => n + d.rounds, 0),
    bet: days.reduce((n, d) => n + d.bet, 0),
    win: days.reduce((n, d) => n + d.win, 0),
    net: days.reduce((n, d) => n + d.net, 0),
    days,
  });

  it("ranges are Manila calendar days ending today in Manila, whatever the phone's zone", () => {
    // 15 March 2024, 23:30 UTC: already the 16th in Manila.
    const late = Date.UTC(2024, 2, 15, 23, 30);
    expect(reportDays('today', late)).toEqual({ from: '2024-03-16', to: '2024-03-16' });
    expect(reportDays('week', late)).toEqual({ from: '2024-03-10', to: '2024-03-16' });
    expect(reportDays('month', late)).toEqual({ from: '2024-02-16', to: '2024-03-16' }); // 2024 is a leap year
    // 15:59:59.999 UTC is still the 15th in Manila; a millisecond later the 16th.
    expect(reportDays('today', Date.UTC(2024, 2, 15, 15, 59, 59, 999)).to).toBe('2024-03-15');
    expect(reportDays('today', Date.UTC(2024, 2, 15, 16)).to).toBe('2024-03-16');
  });

  it("loads the selected range (7 days first) on mount and keeps the operator's sums as they are", async () => {
    const now = Date.UTC(2024, 2, 15, 6, 0);
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const days = [day('2024-03-14', 300, 450), day('2024-03-15')];
    api.betRecordDays.mockResolvedValue(answer(days));
    expect(api.betRecordDays).not.toHaveBeenCalled();
    show($betDays);
    await settle();
    expect(api.betRecordDays).toHaveBeenCalledWith(reportDays('week', now));
    expect($betDays.get().data).toEqual({ rounds: 1, bet: 300, win: 450, net: 150, days });
  });

  it('a failure marks the range; switching range loads the next one afresh and drops the old answer', async () => {
    const now = Date.UTC(2024, 2, 15, 6, 0);
    vi.useFakeTimers({ now, toFake: ['Date'] });
    let late!: (value: unknown) => void;
    api.betRecordDays
      .mockRejectedValueOnce(new ApiError('betRecordDays', 'network', 0))
      .mockReturnValueOnce(new Promise((resolve) => (late = resolve)))
      .mockResolvedValueOnce(answer([day('2024-03-15', 100)]));
    show($betDays);
    await settle();
    expect($betDays.get()).toMatchObject({ loading: false, error: expect.any(ApiError) });
    setReportRange('today');
    setReportRange('month');
    late(answer([day('2024-03-15', 900)]));
    await settle();
    expect($betDays.get()).toMatchObject({ data: { bet: 100 }, loading: false });
    expect(api.betRecordDays).toHaveBeenLastCalledWith(reportDays('month', now));
  });

  it('a missing days list is an empty one', async () => {
    api.betRecordDays.mockResolvedValueOnce({ code: 0, rounds: 0, bet: 0, win: 0, net: 0 });
    show($betDays);
    await settle();
    expect($betDays.get().data?.days).toEqual([]);
  });

  it('a logout clears the report', async () => {
    api.betRecordDays.mockResolvedValueOnce(answer([day('2024-03-15', 100)]));
    show($betDays);
    await settle();
    expect($betDays.get().data).toBeDefined();
    ($token as ReturnType<typeof atom<string | null>>).set(null);
    expect($betDays.get()).toEqual({ loading: false });
  });

  it('the range goes back to 7 days when the page is left', async () => {
    api.betRecordDays.mockResolvedValue(answer([]));
    show($betDays);
    setReportRange('month');
    for (const stop of stops.splice(0)) stop();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // nanostores unmounts after 1 s
    expect($reportRange.get()).toBe('week');
  });
});
