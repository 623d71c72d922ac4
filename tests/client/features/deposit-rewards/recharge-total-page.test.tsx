// The accumulated-deposits page: the total so far and what is left to the next tier in pesos,
// every tier with its state, a claim that waits for its answer and pays once on a double tap
// (the reward modal says it is bonus money), a refusal's own message, and an empty offer.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DepositRewardsErrorCode, type RechargeTotalInfo } from '../../../../contract/deposit-rewards';
import type { UserInfo } from '../../../../contract/session';
import RechargeTotalPage from '../../../../client/features/deposit-rewards/recharge-total-page';
import { $modals } from '../../../../client/stores/modals';
import { clearSession, signIn } from '../../../../client/stores/session';
import { $toasts } from '../../../../client/stores/toast';
import { fakeApi, FakeFailure, type FakeApi } from '../../fake-api';

const PESO = 100;
let api: FakeApi;
const INFO: RechargeTotalInfo = {
  total: 1_100 * PESO,
  turnover: 5,
  tiers: [
    { total: 1_000 * PESO, bonus: 20 * PESO, status: 'claimable' },
    { total: 5_000 * PESO, bonus: 120 * PESO, status: 'unreached' },
    { total: 20_000 * PESO, bonus: 600 * PESO, status: 'unreached' },
  ],
  next: { total: 5_000 * PESO, bonus: 120 * PESO, left: 3_900 * PESO },
};

beforeEach(() => {
  api = fakeApi();
  history.replaceState(null, '', '/bonus/rebate');
  api.answer('rechargeTotalInfo', INFO);
  api.answer('activityGetStatusList', { spin: false, task: false, agent5: false, vip: false, signIn: false, email: false, canReceiveDrawChance: false });
  api.answer('refreshData', { coin: 20 * PESO, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, hasPassword: true });
  signIn({ token: 'tok', user: { id: 7, coin: 0 } as UserInfo });
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

const renderPage = () => render(<LocationProvider><RechargeTotalPage /></LocationProvider>);

describe('accumulated deposits page', () => {
  it('shows the total, the way to the next tier in pesos and every tier', async () => {
    renderPage();
    expect(screen.getByTestId('recharge-total-loading')).toBeTruthy();
    expect((await screen.findByTestId('recharge-total')).textContent).toBe('₱1,100.00');
    expect(screen.getByTestId('recharge-total-next').textContent).toBe('Deposit ₱3,900.00 more to get ₱120.00');
    const bar = screen.getByRole('progressbar') as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([1_100 * PESO, 5_000 * PESO]);
    expect(screen.getAllByTestId('recharge-total-tier').map((row) => row.textContent)).toEqual([
      'Deposit ₱1,000.00 in allReward ₱20.00Claim',
      'Deposit ₱5,000.00 in allReward ₱120.00₱3,900.00 to go',
      'Deposit ₱20,000.00 in allReward ₱600.00₱18,900.00 to go',
    ]);
    expect(screen.getByText(/bet it 5 times to withdraw it/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(location.pathname + location.search).toBe('/wallets?name=deposit');
  });

  it('claims a reached tier once on a double tap and shows the reward', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.answer('rechargeTotalReceive', () => new Promise((resolve) => (answer = resolve as never)));
    renderPage();
    const claim = within((await screen.findAllByTestId('recharge-total-tier'))[0]!).getByRole('button', { name: 'Claim' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() => expect(api.posted('rechargeTotalReceive')).toEqual([{ tier: 1_000 * PESO }]));
    api.answer('rechargeTotalInfo', { ...INFO, tiers: [{ ...INFO.tiers[0]!, status: 'claimed' }, ...INFO.tiers.slice(1)] });
    answer({ awards: [{ propId: 2001, count: 20 * PESO }], coin: 20 * PESO, bonusStatus: 'locked' });
    await waitFor(() => expect($modals.get()).toContainEqual({ name: 'reward', awards: [{ propId: 2001, count: 20 * PESO }], bonusStatus: 'locked' }));
    await waitFor(() => expect(within(screen.getAllByTestId('recharge-total-tier')[0]!).getByRole('button').textContent).toBe('Claimed'));
    expect(api.posted('rechargeTotalReceive')).toHaveLength(1);
  });

  it('says why a claim was refused', async () => {
    api.answer('rechargeTotalReceive', new FakeFailure(DepositRewardsErrorCode.alreadyClaimed));
    renderPage();
    fireEvent.click(within((await screen.findAllByTestId('recharge-total-tier'))[0]!).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect($toasts.get().map((toast) => toast.message)).toContain('You already claimed this reward.'));
  });

  it('says so when there is nothing to reach', async () => {
    api.answer('rechargeTotalInfo', { ...INFO, tiers: [], next: null });
    renderPage();
    expect(await screen.findByText('No accumulated deposit rewards right now. Check back soon.')).toBeTruthy();
  });

  it('says so at the top tier', async () => {
    api.answer('rechargeTotalInfo', { ...INFO, total: 25_000 * PESO, tiers: INFO.tiers.map((tier) => ({ ...tier, status: 'claimed' as const })), next: null });
    renderPage();
    expect((await screen.findByTestId('recharge-total-next')).textContent).toBe('You have reached every tier. Thank you for playing with us!');
  });
});
