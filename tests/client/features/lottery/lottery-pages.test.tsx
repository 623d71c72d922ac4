// The lottery pages: the draw on sale with its countdown, coupons and last result; buying (the
// numbers picked on the grid, one request for a double tap, the clear message when the draw has
// closed, no buying without the coupons); the orders with their states.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOTTERY_CONFIG, LotteryErrorCode, type LotteryInfo, type LotteryOrder } from '../../../../contract/lottery';
import type { UserInfo } from '../../../../contract/session';
import LotteryPage from '../../../../client/features/lottery/lottery-page';
import LotteryProductPage from '../../../../client/features/lottery/lottery-product-page';
import LotteryOrderPage from '../../../../client/features/lottery/lottery-order-page';
import { $toasts } from '../../../../client/stores/toast';
import { clearSession, signIn } from '../../../../client/stores/session';
import { fakeApi, FakeFailure, type FakeApi } from '../../fake-api';

const PESO = 100;
const NOW = Date.UTC(2026, 0, 15, 8);
const CLOSE = Date.UTC(2026, 0, 15, 13);
const { status: _status, ...CONFIG } = DEFAULT_LOTTERY_CONFIG;
const INFO: LotteryInfo = {
  open: true,
  now: NOW,
  draw: { id: 20260115, closeAt: CLOSE },
  last: { id: 20260114, closeAt: CLOSE - 86_400_000, numbers: [3, 11, 17], tickets: 42, winners: 9, settledAt: CLOSE - 86_400_000 },
  myTickets: 1,
  lastMine: { tickets: 2, won: 1, coin: 50 * PESO, coupons: 0 },
  coupons: [{ propId: 110001, count: 2 }],
  todayBet: 600 * PESO,
  todayCoupons: 1,
  config: CONFIG,
};
const ORDER: LotteryOrder = {
  id: 5,
  productId: 80001,
  drawId: 20260114,
  closeAt: CLOSE - 86_400_000,
  couponPropId: 110001,
  coupons: 1,
  quickPick: false,
  createTime: NOW - 86_400_000,
  drawNumbers: [3, 11, 17],
  tickets: [{ id: 9, numbers: [3, 11, 20], state: 'won', matches: 2, coin: 50 * PESO, propId: 0, count: 0 }],
};

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.answer('lotteryInfo', INFO);
  api.answer('refreshData', { coin: 50 * PESO, lottery: 2, vip: 0, vipExp: 0, userLevel: 0, bet: 0, hasPassword: true });
  api.answer('activityGetStatusList', { spin: false, task: false, agent5: false, vip: false, signIn: false, email: false, canReceiveDrawChance: false });
  signIn({ token: 'tok', user: { id: 7, coin: 50 * PESO } as UserInfo });
});
afterEach(() => {
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  clearSession();
  $toasts.set([]);
});

const renderIn = (Page: () => preact.JSX.Element) => render(<LocationProvider><Page /></LocationProvider>);

describe('lottery pages', () => {
  it('shows the draw on sale with the time left by the server’s clock, the coupons and the last result', async () => {
    renderIn(LotteryPage);
    expect(screen.getByTestId('lottery-loading')).toBeTruthy();
    const draw = await screen.findByTestId('lottery-draw');
    expect(draw.textContent).toContain('Draw #20260115');
    // 16:00 in Manila, five hours before the 21:00 draw, whatever the test machine's clock says.
    expect(screen.getByTestId('lottery-countdown').textContent).toMatch(/^Closes in0[45]:[0-5]\d:[0-5]\d$/);
    expect(screen.getByTestId('lottery-coupons').textContent).toBe('Your couponsLottery coupon2Bet ₱400.00 more in real-money games today for your next coupon (1 of 10 earned today).');
    expect(screen.getByTestId('lottery-last').textContent).toContain('Tickets: 42 · Winners: 9');
    expect(screen.getByTestId('lottery-last-mine').textContent).toBe('Your 2 ticket(s): 1 won ₱50.00 bonus.');
    expect(screen.getByRole('list', { name: 'Winning numbers: 3, 11, 17' })).toBeTruthy();
    expect(screen.getByText('₱1,000.00 bonus')).toBeTruthy();
  });

  it('buys the picked numbers once on a double tap', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.answer('lotteryOrder', () => new Promise((resolve) => (answer = resolve as never)));
    api.answer('lotteryOrders', { list: [], pages: 1, total: 0 });
    renderIn(LotteryProductPage);
    const buy = await screen.findByTestId('lottery-buy');
    expect(buy.textContent).toBe('Pick 3 more');
    for (const n of [12, 4, 19]) fireEvent.click(screen.getByRole('button', { name: `Number ${n}` }));
    // A fourth number cannot be picked.
    expect(screen.getByRole('button', { name: 'Number 5' }).hasAttribute('disabled')).toBe(true);
    expect(buy.textContent).toBe('Buy');
    fireEvent.click(buy);
    fireEvent.click(buy);
    await waitFor(() => expect(api.posted('lotteryOrder')).toHaveLength(1));
    expect(api.posted('lotteryOrder')[0]).toMatchObject({ productId: 80001, drawId: 20260115, numbers: [4, 12, 19], requestId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) });
    answer({ order: { ...ORDER, drawId: 20260115, drawNumbers: null, tickets: [{ ...ORDER.tickets[0]!, state: 'waiting' }] }, coupons: [{ propId: 110001, count: 1 }] });
    await waitFor(() => expect($toasts.get().map((toast) => toast.message)).toContain('Ticket bought for draw #20260115. Good luck!'));
  });

  it('says plainly when the draw closed meanwhile, and sells nothing without the coupons', async () => {
    api.answer('lotteryOrder', new FakeFailure(LotteryErrorCode.drawClosed, { extra: { drawId: 20260116 } }));
    renderIn(LotteryProductPage);
    fireEvent.click(await screen.findByRole('radio', { name: /Quick pick ×/ }));
    expect(screen.getByTestId('lottery-buy').textContent).toBe('Need 2 more coupons');
    expect(screen.getByTestId('lottery-buy').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getAllByRole('radio')[1]!);
    fireEvent.click(screen.getByTestId('lottery-buy'));
    await waitFor(() => expect($toasts.get().map((toast) => toast.message)).toContain('That draw has just closed. Tickets now go to draw #20260116: check and buy again.'));
    expect(api.posted('lotteryOrder')[0]).toEqual({ productId: 80002, drawId: 20260115, requestId: expect.any(String) });
  });

  it('lists the orders with each ticket’s state and the drawn numbers marked', async () => {
    api.answer('lotteryOrders', { list: [ORDER, { ...ORDER, id: 6, drawId: 20260115, closeAt: CLOSE, drawNumbers: null, productId: 80003, quickPick: true, coupons: 4, tickets: [{ id: 10, numbers: [1, 2, 3], state: 'waiting', matches: 0, coin: 0, propId: 0, count: 0 }] }], pages: 1, total: 2 });
    renderIn(LotteryOrderPage);
    const tickets = await screen.findAllByTestId('lottery-ticket');
    expect(tickets.map((ticket) => ticket.dataset.state)).toEqual(['won', 'waiting']);
    expect(tickets[0]!.textContent).toContain('Won · ₱50.00 bonus');
    expect(tickets[1]!.textContent).toContain('Waiting for the draw');
    expect(screen.getAllByTestId('lottery-order')[1]!.textContent).toContain('Paid 4 × Lottery coupon');
    expect(screen.getByText('No more')).toBeTruthy();
  });
});
