import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WalletErrorCode, type DepositOrder } from '../../../../contract/wallet';
import type { UserInfo } from '../../../../contract/session';
import DepositResultPage from '../../../../client/features/wallet/deposit-result-page';
import { POLL_DELAYS_MS } from '../../../../client/features/wallet/deposit-watch';
import { $user, clearSession, signIn } from '../../../../client/stores/session';
import { fakeApi, FakeFailure, inTurn, type FakeApi } from '../../fake-api';

const ORDER_NO = 'DABCDEFGHJKLMNPQ';
let api: FakeApi;

const order = (status: DepositOrder['status']): DepositOrder => ({
  orderNo: ORDER_NO,
  typeId: 1,
  provider: 'gcash',
  amount: 50_000,
  bonus: 2_500,
  status,
  createTime: 1,
  expireTime: 2,
});

beforeEach(() => {
  api = fakeApi();
  history.replaceState(null, '', `/wallets/deposit/result?orderNo=${ORDER_NO}`);
  signIn({ token: 'tok', user: { id: 7, coin: 1000 } as UserInfo });
});
afterEach(() => {
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  clearSession();
  vi.unstubAllGlobals();
});

const renderPage = () => render(<LocationProvider><DepositResultPage query={{ orderNo: ORDER_NO }} /></LocationProvider>);

describe('DepositResultPage', () => {
  it('waits for the provider, then shows the payment with its bonus and updates the balance', async () => {
    api.answer('rechargeOrder', inTurn({ order: order('created'), coin: 1000 }, { order: order('paid'), coin: 53_500 }));
    api.answer('refreshData', { coin: 53_500, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, hasPassword: true, bonus: { pending: 0, locked: 2_500, turnoverLeft: 25_000 } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderPage();
    expect(await screen.findByText('Waiting for GCash to confirm your payment…')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_DELAYS_MS[0]!);
    });
    vi.useRealTimers();
    const paid = await screen.findByTestId('deposit-paid');
    expect(paid.textContent).toContain('₱500.00 was added to your balance.');
    expect(paid.textContent).toContain('Bonus: ₱25.00.');
    expect(screen.queryByTestId('first-deposit-bonus')).toBeNull();
    expect($user.get()?.coin).toBe(53_500);
    expect(screen.getByTestId('order-no').textContent).toBe(ORDER_NO);
    // What of the balance is bonus is read again (the order's bonus is locked now).
    await waitFor(() => expect($user.get()?.bonus).toEqual({ pending: 0, locked: 2_500, turnoverLeft: 25_000 }));
  });

  it('shows the first-deposit reward and the diamonds the order paid, and the new balance', async () => {
    api.answer('rechargeOrder', { order: order('paid'), coin: 65_500, firstDepositBonus: 12_000, diamonds: 5 });
    api.answer('refreshData', { coin: 65_500, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, hasPassword: true });
    renderPage();
    expect((await screen.findByTestId('first-deposit-bonus')).textContent).toBe('First deposit bonus: ₱120.00.');
    expect(screen.getByTestId('deposit-diamonds').textContent).toBe('This deposit earned 5 diamonds. Diamond shop');
    expect(screen.getByRole('link', { name: 'Diamond shop' }).getAttribute('href')).toBe('/activity/diamond-shop');
    expect(screen.getByTestId('new-balance').textContent).toBe('Your balance is now ₱655.00.');
  });

  it('puts the wallet behind itself in history, once: Back never shows the provider’s page', async () => {
    api.answer('rechargeOrder', { order: order('cancelled'), coin: 1000 });
    const before = history.length;
    renderPage();
    await screen.findByTestId('deposit-cancelled');
    expect(history.length).toBe(before + 1);
    expect(location.pathname + location.search).toBe(`/wallets/deposit/result?orderNo=${ORDER_NO}`);
    cleanup();
    renderPage(); // a reload of the same entry
    await screen.findByTestId('deposit-cancelled');
    expect(history.length).toBe(before + 1);
    history.back();
    await waitFor(() => expect(location.pathname + location.search).toBe('/wallets?name=deposit'));
  });

  it('stops after about a minute and lets the player check again', async () => {
    api.answer('rechargeOrder', { order: order('created'), coin: 1000 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderPage();
    await screen.findByTestId('deposit-checking');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_DELAYS_MS.reduce((a, b) => a + b, 0));
    });
    vi.useRealTimers();
    expect((await screen.findByTestId('deposit-pending')).textContent).toContain('If you paid, your balance updates as soon as GCash confirms.');
    expect(api.posted('rechargeOrder')).toHaveLength(POLL_DELAYS_MS.length + 1);
    api.answer('rechargeOrder', { order: order('expired'), coin: 1000 });
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect((await screen.findByTestId('deposit-expired')).textContent).toContain('Nothing was charged.');
  });

  it('says a cancelled payment charged nothing, and an unknown order was not found', async () => {
    api.answer('rechargeOrder', { order: order('cancelled'), coin: 1000 });
    renderPage();
    expect((await screen.findByTestId('deposit-cancelled')).textContent).toContain('Payment cancelled');
    cleanup();
    api.answer('rechargeOrder', new FakeFailure(WalletErrorCode.orderNotFound));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('This deposit order was not found.');
    expect(screen.getByRole('link', { name: 'Deposit again' }).getAttribute('href')).toBe('/wallets?name=deposit');
  });
});
