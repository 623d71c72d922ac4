// The VIP page: the level on its theme with the play left to the next level in pesos, today's
// award and the levels; a claim waits for its answer (no double claim), shows the reward modal
// and reloads the page; a refused claim says why.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../../contract/session';
import { VipErrorCode, type VipInfo } from '../../../../contract/vip';
import VipPage from '../../../../client/features/vip/vip-page';
import { $modals } from '../../../../client/stores/modals';
import { $user, clearSession, signIn } from '../../../../client/stores/session';
import { $toasts } from '../../../../client/stores/toast';
import { fakeApi, FakeFailure, inTurn, type FakeApi } from '../../fake-api';

const PESO = 100;
let api: FakeApi;

const level = (n: number, levelUp: 'claimable' | 'claimed' | 'locked') => ({
  level: n,
  experience: n === 0 ? 0 : 1_000 * PESO * n,
  betLimit: 0,
  showType: Math.max(1, Math.ceil(n / 2)),
  levelUpAward: n * n * 10 * PESO,
  dailyAward: n === 0 ? [] : [{ propId: 2001, count: n * 5 * PESO }],
  levelUp,
});
const info = (fields: Partial<VipInfo> = {}): VipInfo => ({
  vip: 1,
  vipExp: 1_250 * PESO,
  levels: [level(0, 'locked'), level(1, 'claimable'), level(2, 'locked')],
  daily: { awards: [{ propId: 2001, count: 5 * PESO }], status: 'claimable' },
  tasks: [],
  ...fields,
});

beforeEach(() => {
  api = fakeApi();
  history.replaceState(null, '', '/vip');
  api.answer('getVipInfo', info());
  api.answer('activityGetStatusList', { spin: false, task: false, agent5: false, vip: false, signIn: false, email: false, canReceiveDrawChance: false });
  api.answer('refreshData', { coin: 60 * PESO, lottery: 0, vip: 1, vipExp: 1_250 * PESO, userLevel: 0, bet: 1_250 * PESO, hasPassword: true });
  signIn({ token: 'tok', user: { id: 7, coin: 50 * PESO } as UserInfo });
});
afterEach(() => {
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  clearSession();
  vi.unstubAllGlobals();
});

const renderPage = () => render(<LocationProvider><VipPage /></LocationProvider>);

describe('VIP page', () => {
  it('shows the level, the play left to the next one in pesos, and what each level pays', async () => {
    renderPage();
    expect(screen.getByTestId('vip-loading')).toBeTruthy();
    expect((await screen.findByTestId('vip-progress')).textContent).toBe('Bet ₱750.00 more to reach VIP 2');
    expect(screen.getByTestId('vip-card').textContent).toContain('VIP 1');
    const rows = within(screen.getByTestId('vip-levels')).getAllByTestId('vip-level');
    expect(rows.map((row) => row.textContent)).toEqual([
      'VIP 1Reach with ₱1,000.00 of betsLevel-up reward ₱10.00Daily award ₱5.00Claim',
      'VIP 2Reach with ₱2,000.00 of betsLevel-up reward ₱40.00Daily award ₱10.00Not yet',
    ]);
    expect(rows[0]!.getAttribute('aria-current')).toBe('true');
  });

  it('claims a level-up reward once on a double tap, shows the reward and reloads', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.answer('receiveVipBonusUser', () => new Promise((resolve) => (answer = resolve as never)));
    renderPage();
    const row = (await screen.findAllByTestId('vip-level'))[0]!;
    const claim = within(row).getByRole('button', { name: 'Claim' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() => expect(api.posted('receiveVipBonusUser')).toEqual([{ level: 1 }]));
    api.answer('getVipInfo', info({ levels: [level(0, 'locked'), level(1, 'claimed'), level(2, 'locked')] }));
    answer({ awards: [{ propId: 2001, count: 10 * PESO }], coin: 60 * PESO, bonusStatus: 'locked' });
    await waitFor(() => expect($modals.get()).toContainEqual({ name: 'reward', awards: [{ propId: 2001, count: 10 * PESO }], bonusStatus: 'locked' }));
    expect($user.get()?.coin).toBe(60 * PESO);
    await waitFor(() => expect(within(screen.getAllByTestId('vip-level')[0]!).getByRole('button').textContent).toBe('Claimed'));
    expect(api.posted('receiveVipBonusUser')).toHaveLength(1);
  });

  it('says why a claim was refused, and shows the page as it now stands', async () => {
    api.answer('appVipUserReceiveDaily', new FakeFailure(VipErrorCode.alreadyClaimed));
    api.answer('getVipInfo', inTurn<'getVipInfo'>(info(), info({ daily: { awards: [{ propId: 2001, count: 5 * PESO }], status: 'claimed' } })));
    renderPage();
    const daily = await screen.findByTestId('vip-daily');
    fireEvent.click(within(daily).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect($toasts.get().map((toast) => toast.message)).toContain('You already claimed this reward.'));
    await waitFor(() => expect(screen.getByTestId('vip-daily').textContent).toContain('Claimed today. Come back tomorrow (Manila time).'));
  });

  it('offers a retry when the levels cannot load', async () => {
    api.answer('getVipInfo', inTurn<'getVipInfo'>(new FakeFailure(500, { status: 500 }), info()));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('vip-progress')).textContent).toBe('Bet ₱750.00 more to reach VIP 2');
  });
});
