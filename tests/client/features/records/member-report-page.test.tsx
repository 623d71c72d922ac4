import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetRecordRow } from '../../../../contract/records';
import type { UserInfo } from '../../../../contract/session';
import type { BetDayRow } from '../../../../contract/records';
import MemberReportPage from '../../../../client/features/records/member-report-page';
import { clearSession, signIn } from '../../../../client/stores/session';
import { $toasts } from '../../../../client/stores/toast';
import { fakeApi, FakeFailure, type FakeApi } from '../../fake-api';

// uPlot draws on a canvas happy-dom lacks; the chart's module is replaced by a stand-in that shows what it was given.
vi.mock('../../../../client/features/records/report-chart', () => ({
  default: ({ days, amountLabel }: { days: BetDayRow[]; amountLabel: (minor: number) => string }) => <div data-testid="fake-chart">{days.map((d) => `${d.day}:${d.bet}`).join(',')} {amountLabel(123456)}</div>,
}));

let api: FakeApi;

const dayRow = (day: string, bet = 0, win = 0): BetDayRow => ({ day, rounds: bet ? 2 : 0, bet, win, net: win - bet });
const daysAnswer = (days: BetDayRow[]) => ({
  rounds: days.reduce((n, d) => n + d.rounds, 0),
  bet: days.reduce((n, d) => n + d.bet, 0),
  win: days.reduce((n, d) => n + d.win, 0),
  net: days.reduce((n, d) => n + d.net, 0),
  days,
});

const row = (id: number, fields: Partial<BetRecordRow> = {}): BetRecordRow => ({
  id,
  gameId: 1001,
  gameName: `Game ${id}`,
  betAmount: 1000,
  winAmount: 2550,
  balanceAfter: 123456,
  createTime: Date.UTC(2024, 2, 15, 6, 0),
  ...fields,
});

beforeEach(() => {
  api = fakeApi();
  history.replaceState(null, '', '/member/report');
  // The route is for members (its guard); the records belong to the signed-in player.
  signIn({ token: 'tok', user: { id: 7 } as UserInfo });
  api.answer('betRecordDays', (body) => (body.from === api.posted('betRecordDays')[0]?.from ? daysAnswer([dayRow('2024-03-14'), dayRow('2024-03-15', 2000, 5100)]) : daysAnswer([dayRow('2024-03-15', 3000, 1000)])));
});
afterEach(() => {
  // Unmount the stores now (nanostores waits 1 s), so the next test's page loads afresh.
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  clearSession();
  vi.unstubAllGlobals();
});

const renderPage = () => render(<LocationProvider><MemberReportPage /></LocationProvider>);

describe('MemberReportPage', () => {
  it('shows rows with game, bet, win and balance after, in money format', async () => {
    api.answer('betRecord', { list: [row(2), row(1, { winAmount: 0 })], pages: 1, total: 2 });
    renderPage();
    const rows = await screen.findAllByTestId('bet-record');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Game 2')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('record-bet').textContent).toBe('₱10.00');
    expect(within(rows[0]!).getByTestId('record-win').textContent).toBe('₱25.50');
    expect(within(rows[0]!).getByTestId('record-balance').textContent).toBe('₱1,234.56');
    expect(within(rows[1]!).getByTestId('record-win').textContent).toBe('₱0.00');
    expect(screen.getByText('No more')).toBeTruthy();
  });

  it("shows each round's ID and copies it for support; says how to copy by hand when the clipboard fails", async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    // onLine by hand: a spread copies no getter, and a phone without it would be offline to the API layer.
    vi.stubGlobal('navigator', { ...navigator, onLine: true, clipboard: { writeText } });
    api.answer('betRecord', { list: [row(2, { roundId: 'R00000002' }), row(1)], pages: 1, total: 2 });
    renderPage();
    const rows = await screen.findAllByTestId('bet-record');
    expect(within(rows[0]!).getByTestId('round-id').textContent).toBe('R00000002');
    // An operator without round IDs: the record's own id.
    expect(within(rows[1]!).getByTestId('round-id').textContent).toBe('#1');
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Copy round ID R00000002' }));
    expect(writeText).toHaveBeenCalledWith('R00000002');
    await waitFor(() => expect($toasts.get().map((toast) => toast.message)).toContain('Round ID R00000002 copied. Quote it to support about this round.'));
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Copy round ID #1' }));
    await waitFor(() => expect($toasts.get().map((toast) => toast.message)).toContain('Could not copy. Press and hold the round ID to copy it.'));
  });

  it('loads more pages of 20 until no more', async () => {
    const full = Array.from({ length: 20 }, (_, i) => row(100 - i));
    api.answer('betRecord', (body) => (body.pageNum === 1 ? { list: full, pages: 2, total: 21 } : { list: [row(10)], pages: 2, total: 21 }));
    renderPage();
    await screen.findAllByTestId('bet-record');
    expect(screen.queryByText('No more')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('No more');
    expect(screen.getAllByTestId('bet-record')).toHaveLength(21);
    expect(api.posted('betRecord').map((b) => [b.pageNum, b.pageSize])).toEqual([
      [1, 20],
      [2, 20],
    ]);
  });

  it('an empty list shows the empty state', async () => {
    api.answer('betRecord', { list: [], pages: 0, total: 0 });
    renderPage();
    await screen.findByText(/No rounds yet/);
  });

  it('an error shows retry, which loads again', async () => {
    api.answer('betRecord', new FakeFailure(500));
    renderPage();
    await screen.findByText('The records could not be loaded.');
    api.answer('betRecord', { list: [row(1)], pages: 1, total: 1 });
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    await screen.findAllByTestId('bet-record');
  });

  it('the range tabs ask for 7 days (first), today and 30 days of Manila days and show rounds, stakes, wins and net', async () => {
    api.answer('betRecord', { list: [], pages: 0, total: 0 });
    renderPage();
    const summary = await screen.findByTestId('report-summary');
    await waitFor(() => expect(summary.getAttribute('aria-busy')).toBe('false'));
    expect(screen.getByRole('tab', { name: '7 days' }).getAttribute('aria-selected')).toBe('true');
    expect(summary.textContent).toContain('2');
    expect(summary.textContent).toContain('₱20.00');
    expect(summary.textContent).toContain('₱51.00');
    expect(summary.textContent).toContain('₱31.00');

    fireEvent.click(screen.getByRole('tab', { name: 'Today' }));
    await waitFor(() => expect(screen.getByTestId('report-summary').textContent).toContain('-₱20.00'));
    fireEvent.click(screen.getByRole('tab', { name: '30 days' }));
    await waitFor(() => expect(api.posted('betRecordDays')).toHaveLength(3));
    const spans = api.posted('betRecordDays').map((b) => (Date.parse(b.to) - Date.parse(b.from)) / 86_400_000 + 1);
    expect(spans).toEqual([7, 1, 30]);
    expect(new Set(api.posted('betRecordDays').map((b) => b.to)).size).toBe(1);
  });

  it("draws the operator's days, labels the chart with the range's sums and lists the days with bets", async () => {
    api.answer('betRecord', { list: [], pages: 0, total: 0 });
    renderPage();
    const chart = await screen.findByTestId('fake-chart');
    expect(chart.textContent).toContain('2024-03-14:0,2024-03-15:2000');
    expect(chart.textContent).toContain('₱1.2K');
    const image = screen.getByRole('img');
    expect(image.getAttribute('aria-label')).toBe('7 days: you staked ₱20.00, won ₱51.00, net result ₱31.00, on 1 of 2 days.');
    const rows = screen.getAllByTestId('report-day');
    expect(rows.map((row) => row.getAttribute('data-day'))).toEqual(['2024-03-15']);
    expect(within(rows[0]!).getByTestId('day-bet').textContent).toBe('₱20.00');
    expect(within(rows[0]!).getByTestId('day-win').textContent).toBe('₱51.00');
    expect(within(rows[0]!).getByTestId('day-net').textContent).toBe('₱31.00');
    expect(within(rows[0]!).getByRole('rowheader').textContent).toMatch(/15 Mar|Mar 15/);
  });

  it('a range without bets shows the empty state instead of a chart', async () => {
    api.answer('betRecord', { list: [], pages: 0, total: 0 });
    api.answer('betRecordDays', daysAnswer([dayRow('2024-03-14'), dayRow('2024-03-15')]));
    renderPage();
    await screen.findByText(/No bets in this period/);
    expect(screen.queryByTestId('fake-chart')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('a failed report shows an error with retry, which loads it again', async () => {
    api.answer('betRecord', { list: [], pages: 0, total: 0 });
    api.answer('betRecordDays', new FakeFailure(500));
    renderPage();
    await screen.findByText('The report could not be loaded.');
    api.answer('betRecordDays', daysAnswer([dayRow('2024-03-15', 100, 0)]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('fake-chart');
    expect(screen.getByTestId('report-summary').textContent).toContain('-₱1.00');
  });

  it('links to the money history', async () => {
    api.answer('betRecord', { list: [], pages: 0, total: 0 });
    renderPage();
    expect(screen.getByTestId('money-history-link').getAttribute('href')).toBe('/wallets/history');
  });
});
