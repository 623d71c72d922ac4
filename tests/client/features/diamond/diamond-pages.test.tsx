// The scratch card and diamond shop pages with their stores: a card taken once on a double tap
// (its prize under the silver, the reward modal only after Reveal), add-up claims, an exchange
// confirmed and sent once (a new request id for the next one), and the codes' messages.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DiamondShopData } from '../../../../contract/diamond';
import { DiamondErrorCode } from '../../../../contract/diamond';
import type { ScratchCardInfo } from '../../../../contract/scratch-card';
import type { UserInfo } from '../../../../contract/session';
import DiamondShopPage from '../../../../client/features/diamond/diamond-shop-page';
import ScratchCardPage from '../../../../client/features/diamond/scratch-card-page';
import { $scratchedCard } from '../../../../client/features/diamond/diamond-store';
import { $modals, closeAllModals } from '../../../../client/stores/modals';
import { $toasts } from '../../../../client/stores/toast';
import { clearSession, signIn } from '../../../../client/stores/session';
import { fakeApi, FakeFailure, type FakeApi } from '../../fake-api';

let api: FakeApi;
const INFO: ScratchCardInfo = {
  open: true,
  cards: 2,
  scratched: 5,
  prizes: [
    { id: 1, propId: 2001, count: 100, chance: 9_000 },
    { id: 2, propId: 110001, count: 1, chance: 1_000 },
  ],
  addup: [
    { id: 1, cards: 5, propId: 2001, count: 500, state: 'ready' },
    { id: 2, cards: 20, propId: 2001, count: 2_000, state: 'locked' },
  ],
};
const SHOP: DiamondShopData = {
  open: true,
  diamonds: 12,
  cards: 0,
  depositPerDiamond: 10_000,
  coin: [
    { id: 1, diamonds: 10, propId: 2001, count: 500 },
    { id: 2, diamonds: 50, propId: 2001, count: 3_000 },
  ],
  goods: [{ id: 11, diamonds: 20, propId: 110001, count: 1 }],
  scratchcard: [{ id: 21, diamonds: 5, propId: 70001, count: 1 }],
};
const EMPTY_PAGE = { list: [], pages: 0, total: 0 };

beforeEach(() => {
  api = fakeApi();
  api.answer('getScratchCardInfo', INFO);
  api.answer('searchScratchCardAwardLog', EMPTY_PAGE);
  api.answer('diamondShopData', SHOP);
  api.answer('appDiamondBonusTickersData', { list: [{ id: 'o1', nickname: 'M***a', kind: 'goods', propId: 110001, count: 1, createTime: 1 }] });
  api.answer('diamondGoodsExchangeOrderLog', EMPTY_PAGE);
  api.answer('diamondLog', { list: [{ id: 3, delta: 12, kind: 'deposit', balance: 12, createTime: Date.UTC(2026, 0, 2) }], pages: 1, total: 1 });
  api.answer('activityGetStatusList', { spin: false, task: false, agent5: false, vip: false, signIn: false, email: false, canReceiveDrawChance: false });
  api.answer('refreshData', { coin: 5_000, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, hasPassword: true });
});

let n = 0;
/** Signs a new player in after the test's answers are set (a new key: every query loads them). */
const renderIn = (page: preact.JSX.Element) => {
  signIn({ token: `tok-${++n}`, user: { id: 7, coin: 5_000 } as UserInfo });
  return render(<LocationProvider>{page}</LocationProvider>);
};
afterEach(() => {
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  closeAllModals();
  $scratchedCard.set(null);
  clearSession();
});


describe('scratch card page', () => {
  it('takes one card on a double tap, hides the prize under the silver until Reveal, then shows the reward', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.answer('scratchCardLottery', () => new Promise((resolve) => (answer = resolve as never)));
    renderIn(<ScratchCardPage />);
    const held = await screen.findByTestId('scratch-held');
    expect(held.textContent).toContain('2 cards');
    const button = within(held).getByRole('button', { name: 'Scratch a card' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(api.posted('scratchCardLottery')).toHaveLength(1));
    expect(api.posted('scratchCardLottery')[0]).toMatchObject({ requestId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) });
    answer({ id: 40, prizeId: 2, awards: [{ propId: 110001, count: 1 }], coin: 5_000, bonusStatus: 'released', cards: 1, scratched: 6 });
    const prize = await screen.findByTestId('scratch-prize');
    expect(prize.textContent).toBe('Lottery coupon × 1');
    expect(prize.getAttribute('aria-hidden')).toBe('true');
    expect($modals.get()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Reveal' }));
    await waitFor(() => expect($modals.get()).toContainEqual({ name: 'reward', awards: [{ propId: 110001, count: 1 }], bonusStatus: 'released' }));
    expect(screen.getByText('You won Lottery coupon × 1')).toBeTruthy();
    // The next card is a new request.
    api.answer('scratchCardLottery', { id: 41, prizeId: 1, awards: [{ propId: 2001, count: 100 }], coin: 5_100, bonusStatus: 'locked', cards: 0, scratched: 7 });
    fireEvent.click(await screen.findByRole('button', { name: 'Scratch a card' }));
    await waitFor(() => expect(api.posted('scratchCardLottery')).toHaveLength(2));
    expect(api.posted('scratchCardLottery')[1]!.requestId).not.toBe(api.posted('scratchCardLottery')[0]!.requestId);
  });

  it('claims a reached add-up award and shows the state of the others; no cards leads to the shop', async () => {
    api.answer('getScratchCardInfo', { ...INFO, cards: 0 });
    api.answer('receiveAddupAwardById', { id: 1, awards: [{ propId: 2001, count: 500 }], coin: 5_500, bonusStatus: 'locked' });
    renderIn(<ScratchCardPage />);
    expect((await screen.findByRole('link', { name: 'Get cards in the diamond shop' })).getAttribute('href')).toBe('/activity/diamond-shop');
    const rows = screen.getAllByTestId('scratch-addup-row');
    expect(rows.map((row) => row.textContent)).toEqual(['At 5 cards₱5.00 in coinsClaim', 'At 20 cards₱20.00 in coins15 more to go']);
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(api.posted('receiveAddupAwardById')).toEqual([{ id: 1 }]));
    await waitFor(() => expect($modals.get()).toContainEqual({ name: 'reward', awards: [{ propId: 2001, count: 500 }], bonusStatus: 'locked' }));
    expect(screen.getByText('90% chance')).toBeTruthy();
  });
});

describe('diamond shop page', () => {
  it('confirms an exchange, sends it once, shows the reward, and makes the next one a new request', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.answer('diamondExchangeCoin', () => new Promise((resolve) => (answer = resolve as never)));
    renderIn(<DiamondShopPage />);
    expect((await screen.findByTestId('diamond-balance')).textContent).toContain('12');
    expect((await screen.findByTestId('diamond-ticker')).textContent).toBe('M***a exchanged for Lottery coupon × 1');
    const items = screen.getAllByTestId('diamond-item');
    expect(items.map((row) => row.textContent)).toEqual(['₱5.00 in coins10 diamondsExchange', '₱30.00 in coins50 diamondsNeed 38 more']);
    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Exchange' }));
    expect(screen.getByText('Exchange 10 diamonds for ₱5.00 in coins?')).toBeTruthy();
    const confirm = screen.getByTestId('diamond-confirm');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(api.posted('diamondExchangeCoin')).toHaveLength(1));
    answer({ awards: [{ propId: 2001, count: 500 }], coin: 5_500, bonusStatus: 'locked', diamonds: 2 });
    await waitFor(() => expect($modals.get()).toContainEqual({ name: 'reward', awards: [{ propId: 2001, count: 500 }], bonusStatus: 'locked' }));
    await waitFor(() => expect(screen.queryByTestId('diamond-confirm')).toBeNull());
    api.answer('diamondExchangeCoin', { awards: [{ propId: 2001, count: 500 }], coin: 6_000, bonusStatus: 'locked', diamonds: 2 });
    fireEvent.click(within(screen.getAllByTestId('diamond-item')[0]!).getByRole('button', { name: 'Exchange' }));
    fireEvent.click(screen.getByTestId('diamond-confirm'));
    await waitFor(() => expect(api.posted('diamondExchangeCoin')).toHaveLength(2));
    expect(api.posted('diamondExchangeCoin')[1]!.requestId).not.toBe(api.posted('diamondExchangeCoin')[0]!.requestId);
  });

  it('says when the diamonds ran short (another device spent them), and lists the diamond log', async () => {
    api.answer('diamondShopData', { ...SHOP, diamonds: 20 });
    api.answer('diamondExchangeGoods', new FakeFailure(DiamondErrorCode.notEnough));
    renderIn(<DiamondShopPage />);
    await waitFor(() => expect(screen.getByTestId('diamond-balance').textContent).toContain('20'));
    fireEvent.click(screen.getByRole('tab', { name: 'Goods' }));
    fireEvent.click(within(screen.getAllByTestId('diamond-item')[0]!).getByRole('button', { name: 'Exchange' }));
    fireEvent.click(screen.getByTestId('diamond-confirm'));
    await waitFor(() => expect($toasts.get().map((toast) => toast.message)).toContain('You do not have enough diamonds for this exchange yet.'));
    expect($modals.get()).toEqual([]);
    fireEvent.click(screen.getByRole('tab', { name: 'Diamond log' }));
    expect((await screen.findByTestId('diamond-log-row')).textContent).toContain('Deposit+12Balance 12');
  });
});
