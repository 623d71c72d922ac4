// The first-deposit page: the offer tier by tier with its rule and turnover, Deposit now while it
// is open, Register / Log in for a guest, what the first deposit paid after it, and why it is
// closed for a player who deposited before; a failed load offers a retry.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirstDepositInfo } from '../../../../contract/deposit-rewards';
import type { UserInfo } from '../../../../contract/session';
import FirstDepositPage from '../../../../client/features/deposit-rewards/first-deposit-page';
import { $modals } from '../../../../client/stores/modals';
import { clearSession, signIn } from '../../../../client/stores/session';
import { fakeApi, FakeFailure, inTurn, type FakeApi } from '../../fake-api';

const PESO = 100;
let api: FakeApi;
const TIERS = [
  { deposit: 100 * PESO, bonus: 20 * PESO },
  { deposit: 500 * PESO, bonus: 120 * PESO },
  { deposit: 1_000 * PESO, bonus: 300 * PESO },
];
const offer = (fields: Partial<FirstDepositInfo> = {}): FirstDepositInfo => ({ tiers: TIERS, status: 'open', turnover: 10, ...fields });

beforeEach(() => {
  api = fakeApi();
  history.replaceState(null, '', '/activity/first-deposit');
});
afterEach(() => {
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  clearSession();
  $modals.set([]);
  vi.unstubAllGlobals();
});

const member = () => signIn({ token: 'tok', user: { id: 7, coin: 0 } as UserInfo });
const renderPage = () => render(<LocationProvider><FirstDepositPage /></LocationProvider>);

describe('first-deposit page', () => {
  it('shows a member the tiers, the rule and the turnover, and leads to the deposit', async () => {
    member();
    api.answer('firstDepositInfo', offer());
    renderPage();
    expect(screen.getByTestId('first-deposit-loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Up to ₱300.00 extra on your first deposit' })).toBeTruthy();
    expect(screen.getAllByTestId('first-deposit-tier').map((row) => row.textContent)).toEqual([
      'Deposit ₱100.00 or more+₱20.00',
      'Deposit ₱500.00 or more+₱120.00',
      'Deposit ₱1,000.00 or more+₱300.00',
    ]);
    expect(screen.getByText(/Only your first deposit counts, at the highest tier it reaches/)).toBeTruthy();
    expect(screen.getByText(/bet it 10 times to withdraw it/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(location.pathname + location.search).toBe('/wallets?name=deposit');
  });

  it('offers a guest Register and Log in, back to this page', async () => {
    api.answer('firstDepositInfo', offer());
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect($modals.get()).toContainEqual({ name: 'register', redirect: '/activity/first-deposit' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect($modals.get()).toContainEqual({ name: 'login', redirect: '/activity/first-deposit' });
    expect(screen.queryByRole('button', { name: 'Deposit now' })).toBeNull();
    expect(api.tokens('firstDepositInfo')).toEqual([null]);
  });

  it('says what the first deposit paid and what unlocks it', async () => {
    member();
    api.answer('firstDepositInfo', offer({ status: 'paid', paid: { bonus: 120 * PESO, orderNo: 'D123456789012345', time: 1, bonusStatus: 'locked', turnoverLeft: 1_080 * PESO } }));
    renderPage();
    const paid = await screen.findByTestId('first-deposit-paid');
    expect(screen.queryByText(/extra on your first deposit/)).toBeNull();
    expect(paid.textContent).toBe('You received ₱120.00Added with your first deposit (order D123456789012345).Bet ₱1,080.00 more to withdraw it.');
    expect(screen.queryByRole('button', { name: 'Deposit now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Accumulated deposit rewards' }).getAttribute('href')).toBe('/bonus/rebate');
  });

  it('explains a closed offer to a player who deposited before', async () => {
    member();
    api.answer('firstDepositInfo', offer({ status: 'closed' }));
    renderPage();
    expect(await screen.findByText(/This offer is for a first deposit, and you have deposited before/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deposit now' })).toBeNull();
  });

  it('says when the offer is switched off', async () => {
    member();
    api.answer('firstDepositInfo', offer({ status: 'off', tiers: [] }));
    renderPage();
    expect(await screen.findByText('This offer has ended. Keep an eye on the promotions for the next one.')).toBeTruthy();
    expect(screen.queryByTestId('first-deposit-tier')).toBeNull();
  });

  it('offers a retry when the offer cannot be loaded', async () => {
    member();
    // A server fault (a network failure would be retried by the API layer first).
    api.answer('firstDepositInfo', inTurn<'firstDepositInfo'>(new FakeFailure(500, { status: 500 }), offer()));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the offer.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('first-deposit-tier')).toHaveLength(3));
  });
});
