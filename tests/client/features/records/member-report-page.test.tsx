import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetRecordRow } from '../../../../client/api/contract/records';
import type { UserInfo } from '../../../../client/api/contract/session';
import MemberReportPage from '../../../../client/features/records/member-report-page';
import { clearSession, signIn } from '../../../../client/stores/session';
import { $toasts } from '../../../../client/stores/toast';
import { fakeApi, FakeFailure, type FakeApi } from '../../fake-api';

let api: FakeApi;

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
  api.answer('betRecordReport', (body) => ({ rounds: body.startTime === api.posted('betRecordReport')[0]?.startTime ? 2 : 9, betAmount: 2000, winAmount: 5100, byGame: [] }));
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
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
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

  it('the summary tabs ask for today, 7 days and 30 days and show rounds, bet, win, net', async () => {
    api.answer('betRecord', { list: [], pages: 0, total: 0 });
    renderPage();
    const summary = await screen.findByTestId('report-summary');
    await waitFor(() => expect(summary.getAttribute('aria-busy')).toBe('false'));
    expect(summary.textContent).toContain('2');
    expect(summary.textContent).toContain('₱20.00');
    expect(summary.textContent).toContain('₱51.00');
    expect(summary.textContent).toContain('₱31.00');

    fireEvent.click(screen.getByRole('tab', { name: '7 days' }));
    await waitFor(() => expect(screen.getByTestId('report-summary').textContent).toContain('9'));
    fireEvent.click(screen.getByRole('tab', { name: '30 days' }));
    await waitFor(() => expect(api.posted('betRecordReport')).toHaveLength(3));
    const [today, week, month] = api.posted('betRecordReport').map((b) => b.startTime as number);
    const day = 24 * 60 * 60 * 1000;
    expect(Math.round((today! - week!) / day)).toBe(6);
    expect(Math.round((today! - month!) / day)).toBe(29);
  });
});
