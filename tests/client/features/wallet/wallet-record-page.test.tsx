import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../../contract/session';
import type { WalletRecordRow } from '../../../../contract/wallet';
import WalletRecordPage from '../../../../client/features/wallet/wallet-record-page';
import { $recordFilter, $recordPeriod, moneyMoved, periodStart } from '../../../../client/features/wallet/record-store';
import { clearSession, signIn } from '../../../../client/stores/session';
import { fakeApi, type FakeApi } from '../../fake-api';

let api: FakeApi;
const row = (fields: Partial<WalletRecordRow>): WalletRecordRow => ({
  type: 'deposit',
  orderNo: 'DABCDEFGHJKLMNPQ',
  amount: 50_000,
  status: 'paid',
  channel: 'GCash',
  createTime: Date.UTC(2026, 10, 20, 4, 0),
  ...fields,
});

beforeEach(() => {
  api = fakeApi();
  api.answer('walletRecord', { list: [row({}), row({ type: 'withdraw', orderNo: 'WABCDEFGHJKLMNPQ', amount: 20_000, status: 'pending', channel: 'GCash ••••4567' })], pages: 1, total: 2 });
  history.replaceState(null, '', '/wallets/record');
  signIn({ token: 'tok', user: { id: 7 } as UserInfo });
});
afterEach(() => {
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  clearSession();
  $recordFilter.set('all');
  $recordPeriod.set('all');
  vi.unstubAllGlobals();
});

describe('WalletRecordPage', () => {
  it('shows deposits and withdrawals with sign, status, channel and order number', async () => {
    render(<LocationProvider><WalletRecordPage /></LocationProvider>);
    const rows = await screen.findAllByTestId('wallet-record-row');
    expect(within(rows[0]!).getByTestId('record-amount').textContent).toBe('+₱500.00');
    expect(within(rows[1]!).getByTestId('record-amount').textContent).toBe('−₱200.00');
    expect(within(rows[1]!).getByTestId('record-status').textContent).toBe('Being reviewed');
    expect(within(rows[1]!).getByText('GCash ••••4567')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Copy WABCDEFGHJKLMNPQ' })).toBeTruthy();
    // Manila time, whatever the phone's zone (04:00 UTC is 12:00 PM in Manila), and said so.
    expect(rows[0]!.textContent).toMatch(/12:00\sPM/);
    expect(screen.getByText('Times and days are Manila time.')).toBeTruthy();
  });

  it('shows a cancelled, expired or refused row as what it is: no sign, muted, its status', async () => {
    api.answer('walletRecord', {
      list: [row({ status: 'cancelled' }), row({ orderNo: 'DABCDEFGHJKLMNPR', status: 'expired' }), row({ type: 'withdraw', orderNo: 'WABCDEFGHJKLMNPR', amount: 20_000, status: 'refused' })],
      pages: 1,
      total: 3,
    });
    render(<LocationProvider><WalletRecordPage /></LocationProvider>);
    const rows = await screen.findAllByTestId('wallet-record-row');
    expect(rows.map((r) => within(r).getByTestId('record-amount').textContent)).toEqual(['₱500.00', '₱500.00', '₱200.00']);
    expect(rows.map((r) => within(r).getByTestId('record-status').textContent)).toEqual(['Cancelled', 'Expired', 'Refused, money returned']);
    expect(rows.every((r) => r.className.includes('recordVoid'))).toBe(true);
  });

  it('filters by type and by period', async () => {
    render(<LocationProvider><WalletRecordPage /></LocationProvider>);
    await screen.findAllByTestId('wallet-record-row');
    fireEvent.click(screen.getByRole('tab', { name: 'Withdrawal' }));
    await waitFor(() => expect(api.posted('walletRecord').at(-1)).toEqual({ pageNum: 1, pageSize: 20, type: 'withdraw' }));
    fireEvent.click(screen.getByRole('tab', { name: '7 days' }));
    await waitFor(() => expect(api.posted('walletRecord').at(-1)).toMatchObject({ type: 'withdraw', startTime: expect.any(Number) }));
    const start = api.posted('walletRecord').at(-1)!.startTime as number;
    expect(Date.now() - start).toBeGreaterThan(6 * 86_400_000);
    expect(Date.now() - start).toBeLessThanOrEqual(7 * 86_400_000);
  });
});

describe('periodStart', () => {
  it("is Manila midnight, days - 1 days back, whatever the phone's zone; none for all time", () => {
    // 15 Nov 2026, 23:30 UTC is already 16 Nov 07:30 in Manila.
    const now = Date.UTC(2026, 10, 15, 23, 30);
    const manilaMidnight16 = Date.UTC(2026, 10, 15, 16, 0);
    expect(periodStart('all', now)).toBeUndefined();
    expect(periodStart('today', now)).toBe(manilaMidnight16);
    expect(periodStart('week', now)).toBe(manilaMidnight16 - 6 * 86_400_000);
    expect(periodStart('month', now)).toBe(manilaMidnight16 - 29 * 86_400_000);
  });
});

describe('moneyMoved', () => {
  it('signs only what moved money: a paid deposit in, a withdrawal under review or paid out', () => {
    expect(moneyMoved({ type: 'deposit', status: 'paid' })).toBe('in');
    for (const status of ['created', 'cancelled', 'expired'] as const) expect(moneyMoved({ type: 'deposit', status })).toBe('none');
    expect(moneyMoved({ type: 'withdraw', status: 'pending' })).toBe('out');
    expect(moneyMoved({ type: 'withdraw', status: 'paid' })).toBe('out');
    expect(moneyMoved({ type: 'withdraw', status: 'refused' })).toBe('none');
  });
});
