import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../../contract/session';
import type { WalletRecordRow } from '../../../../contract/wallet';
import WalletRecordPage from '../../../../client/features/wallet/wallet-record-page';
import { $recordFilter, $recordPeriod, periodStart } from '../../../../client/features/wallet/record-store';
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
  it('is local midnight, days - 1 days back; none for all time', () => {
    const now = new Date(2026, 10, 24, 15, 30).getTime();
    expect(periodStart('all', now)).toBeUndefined();
    expect(periodStart('today', now)).toBe(new Date(2026, 10, 24).getTime());
    expect(periodStart('week', now)).toBe(new Date(2026, 10, 18).getTime());
  });
});
