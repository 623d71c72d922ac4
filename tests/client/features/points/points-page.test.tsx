// The points page: the balance and how far the next point is, exchanges the balance can pay (one
// request for a double tap, the reward modal after), the rules from the config, and a guest's view.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PointsInfo } from '../../../../contract/points';
import type { UserInfo } from '../../../../contract/session';
import PointsPage from '../../../../client/features/points/points-page';
import { $modals, closeAllModals } from '../../../../client/stores/modals';
import { clearSession, signIn } from '../../../../client/stores/session';
import { fakeApi, type FakeApi } from '../../fake-api';

const PESO = 100;
let api: FakeApi;
const INFO: PointsInfo = {
  open: true,
  balance: 250,
  earned: 300,
  betPerPoint: 10 * PESO,
  toNext: 4 * PESO,
  options: [
    { id: 1, points: 100, coin: PESO },
    { id: 2, points: 500, coin: 6 * PESO },
  ],
};

beforeEach(() => {
  api = fakeApi();
  api.answer('pointsInfo', INFO);
  api.answer('activityGetStatusList', { spin: false, task: false, agent5: false, vip: false, signIn: false, email: false, canReceiveDrawChance: false });
  api.answer('refreshData', { coin: 50 * PESO, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, hasPassword: true });
  signIn({ token: 'tok', user: { id: 7, coin: 50 * PESO } as UserInfo });
});
afterEach(() => {
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  closeAllModals();
  clearSession();
});

const renderPage = () => render(<LocationProvider><PointsPage /></LocationProvider>);

describe('points page', () => {
  it('shows the balance, the bets to the next point, the exchanges and the rules', async () => {
    renderPage();
    expect(screen.getByTestId('points-loading')).toBeTruthy();
    const balance = await screen.findByTestId('points-balance');
    expect(balance.textContent).toBe('Your points250300 earned in allBet ₱4.00 more for your next point.');
    expect(screen.getAllByTestId('points-option').map((row) => row.textContent)).toEqual(['100 points₱1.00 bonusExchange', '500 points₱6.00 bonusNeed 250 more']);
    expect(within(screen.getAllByTestId('points-option')[1]!).getByRole('button').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Every ₱10.00 you bet in real-money games earns 1 point; what is left over counts toward the next one.')).toBeTruthy();
    expect(screen.getByText('Bonus coins from points are bonus money: bet them 1× before you withdraw them.')).toBeTruthy();
  });

  it('exchanges once on a double tap, with its own request id, and shows the reward', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.answer('pointsExchange', () => new Promise((resolve) => (answer = resolve as never)));
    renderPage();
    const button = within((await screen.findAllByTestId('points-option'))[0]!).getByRole('button', { name: 'Exchange' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(api.posted('pointsExchange')).toHaveLength(1));
    expect(api.posted('pointsExchange')[0]).toMatchObject({ optionId: 1, requestId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) });
    answer({ awards: [{ propId: 2001, count: PESO }], coin: 51 * PESO, bonusStatus: 'locked', balance: 150 });
    await waitFor(() => expect($modals.get()).toContainEqual({ name: 'reward', awards: [{ propId: 2001, count: PESO }], bonusStatus: 'locked' }));
  });

  it('asks a guest to log in and offers no exchange', async () => {
    clearSession();
    api.answer('pointsInfo', { ...INFO, balance: 0, earned: 0 });
    renderPage();
    await screen.findAllByTestId('points-option');
    expect(screen.queryByTestId('points-balance')).toBeNull();
    expect(screen.getAllByTestId('points-option').every((row) => within(row).getByRole('button').hasAttribute('disabled'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect($modals.get()).toEqual([{ name: 'login', reason: 'rewards' }]);
  });

  it('says when points are paused', async () => {
    api.answer('pointsInfo', { ...INFO, open: false });
    renderPage();
    expect(await screen.findByText('Points are paused right now. Your points are kept.')).toBeTruthy();
  });
});
