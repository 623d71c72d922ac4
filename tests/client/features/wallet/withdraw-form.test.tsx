import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WalletErrorCode, type ExchangeInfo } from '../../../../contract/wallet';
import type { UserInfo } from '../../../../contract/session';
import WalletsPage from '../../../../client/features/wallet/wallets-page';
import { $user, clearSession, signIn } from '../../../../client/stores/session';
import { fakeApi, FakeFailure, type FakeApi } from '../../fake-api';

const PESO = 100;
let api: FakeApi;
const account = { id: 4, bankId: 1, bankName: 'GCash', kind: 'ewallet' as const, accountNo: '09171234567', accountName: 'Juan Dela Cruz', updateTime: 1 };
const exchangeInfo = (fields: Partial<ExchangeInfo> = {}): ExchangeInfo => ({
  coin: 5_250 * PESO,
  withdrawable: 5_000 * PESO,
  holds: [
    { reason: 'turnover', locked: 250 * PESO, required: 2_500 * PESO, done: 400 * PESO },
    { reason: 'pending', amount: 10 * PESO },
  ],
  minAmount: 100 * PESO,
  maxAmount: 50_000 * PESO,
  dailyLimit: 100_000 * PESO,
  todayWithdrawn: 0,
  kycThreshold: 5_000_000,
  kycVerified: false,
  pending: 0,
  hasPassword: true,
  accounts: [account],
  ...fields,
});

beforeEach(() => {
  api = fakeApi();
  history.replaceState(null, '', '/wallets?name=withdraw');
  // Answers first: a store still mounted from the last test loads as soon as the session starts.
  api.answer('getExchange', exchangeInfo());
  signIn({ token: 'tok', user: { id: 7, coin: 5_250 * PESO } as UserInfo });
});
afterEach(() => {
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  clearSession();
  vi.unstubAllGlobals();
});

const renderPage = () => render(<LocationProvider><WalletsPage query={{ name: 'withdraw' }} /></LocationProvider>);

describe('withdraw tab', () => {
  it('shows what can be withdrawn and explains the bonus hold with its numbers', async () => {
    renderPage();
    expect((await screen.findByTestId('withdrawable')).textContent).toBe('You can withdraw ₱5,000.00');
    const holds = screen.getByTestId('withdraw-holds');
    expect(holds.textContent).toBe(
      '₱250.00 of bonus money stays in your balance until you bet ₱2,100.00 more (bet so far: ₱400.00). Then it is yours to withdraw.' +
        'Deposit once to unlock your free bonus of ₱10.00: it is not in your balance until then. Deposit now',
    );
    expect(within(holds).getByRole('link', { name: 'Deposit now' }).getAttribute('href')).toBe('/wallets?name=deposit');
    expect(screen.getByRole('radio', { name: 'GCash ••••4567' }).getAttribute('aria-checked')).toBe('true');
  });

  it('withdraws with the password: one request, the balance drops, and the pending result shows', async () => {
    api.answer('exchange', { request: { orderNo: 'WABCDEFGHJKLMNPQ', accountId: 4, accountLabel: 'GCash ••••4567', amount: 1_000 * PESO, status: 'pending', createTime: 1 }, coin: 4_250 * PESO });
    renderPage();
    fireEvent.input(await screen.findByLabelText('Amount (₱)'), { target: { value: '1000' } });
    fireEvent.input(screen.getByLabelText('Login password'), { target: { value: 'secret12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw ₱1,000.00' }));
    expect((await screen.findByTestId('withdraw-placed')).textContent).toContain('₱1,000.00 to GCash ••••4567 is being reviewed.');
    expect(api.posted('exchange')[0]).toMatchObject({ accountId: 4, amount: 1_000 * PESO, password: 'secret12' });
    expect($user.get()?.coin).toBe(4_250 * PESO);
    // What can be withdrawn is read again after the request.
    await waitFor(() => expect(api.posted('getExchange')).toHaveLength(2));
  });

  it('checks the amount and password before calling, and says the server’s answer in words', async () => {
    renderPage();

    fireEvent.input(await screen.findByLabelText('Amount (₱)'), { target: { value: '5000.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw ₱5,000.01' }));
    expect(await screen.findByText('You can withdraw up to ₱5,000.00 now.')).toBeTruthy();
    expect(screen.getByText('Enter your login password.')).toBeTruthy();
    expect(api.posted('exchange')).toEqual([]);

    api.answer('exchange', new FakeFailure(WalletErrorCode.wrongPassword));
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    fireEvent.input(screen.getByLabelText('Login password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw ₱5,000.00' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The password is wrong.'));
  });

  it('asks for an account, or a password, when the player has none', async () => {
    api.answer('getExchange', exchangeInfo({ accounts: [], hasPassword: false, holds: [] }));
    renderPage();
    expect(await screen.findByText('Add a GCash, Maya or bank account to receive your money.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add an account' }).getAttribute('href')).toBe('/wallets/card/edit?from=withdraw');
    expect(screen.getByRole('link', { name: 'Set a password' }).getAttribute('href')).toBe('/auth/set-password');
    expect((screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
