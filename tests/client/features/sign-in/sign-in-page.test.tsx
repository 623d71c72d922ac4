// The sign-in page: the 7-day cycle with each day's amount, the days signed and today's card, the
// streak; a sign-in that waits for its answer (one request on a double tap) and ends on the reward
// modal; the VIP extra for VIPs; the login-bonus card; a refused claim says why; a guest sees the
// cycle from the app config and is asked to log in. The rule page is written from the config.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../../../contract/core';
import type { UserInfo } from '../../../../contract/session';
import { SignInErrorCode, type LoginBonusInfo, type SignInInfo } from '../../../../contract/sign-in';
import SignInPage from '../../../../client/features/sign-in/sign-in-page';
import SignInRulePage from '../../../../client/features/sign-in/sign-in-rule-page';
import { SHORTCUTS } from '../../../../client/features/member/member-shortcuts';
import { $redDots, refreshAwards } from '../../../../client/stores/awards';
import { $config } from '../../../../client/stores/config';
import { $modals } from '../../../../client/stores/modals';
import { clearSession, signIn } from '../../../../client/stores/session';
import { $toasts } from '../../../../client/stores/toast';
import { fakeApi, FakeFailure, inTurn, type FakeApi } from '../../fake-api';

const PESO = 100;
const AMOUNTS = [1, 2, 3, 5, 5, 8, 15].map((pesos) => pesos * PESO);
let api: FakeApi;

const cycle = (today: number, signedToday: boolean, fields: Partial<SignInInfo> = {}): SignInInfo => ({
  open: true,
  days: AMOUNTS.map((amount, index) => ({ day: index + 1, amount, state: index + 1 < today || (index + 1 === today && signedToday) ? 'signed' : index + 1 === today ? 'today' : 'upcoming' })),
  today,
  signedToday,
  streak: today - 1 + (signedToday ? 1 : 0),
  restarted: false,
  vip: { level: 0, amount: 0, status: 'none' },
  resetAt: Date.UTC(2026, 0, 15, 16),
  ...fields,
});
const loginBonus = (claimed: number, claimedToday: boolean): LoginBonusInfo => ({
  open: true,
  days: [2, 3, 5].map((pesos, index) => ({ day: index + 1, amount: pesos * PESO, state: index < claimed ? 'claimed' : index === claimed && !claimedToday ? 'today' : 'upcoming' })),
  claimed,
  claimedToday,
  finished: claimed >= 3,
});
const FLAGS = { spin: false, task: false, agent5: false, vip: false, signIn: false, email: false, canReceiveDrawChance: false };

beforeEach(() => {
  api = fakeApi();
  history.replaceState(null, '', '/activity/sign-in');
  api.answer('signInInfo', cycle(3, false));
  api.answer('loginBonus3User', loginBonus(3, false));
  api.answer('activityGetStatusList', FLAGS);
  api.answer('refreshData', { coin: 53 * PESO, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, hasPassword: true });
});
afterEach(() => {
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  clearSession();
  $config.set(null);
  vi.unstubAllGlobals();
});

const member = () => signIn({ token: 'tok', user: { id: 7, coin: 50 * PESO } as UserInfo });
const renderPage = () => render(<LocationProvider><SignInPage /></LocationProvider>);
const days = () => screen.getAllByTestId('sign-in-day').map((day) => `${day.getAttribute('data-state')} ${day.textContent}`);

describe('sign-in page', () => {
  it('shows the cycle with each day, the days signed, today and the streak', async () => {
    member();
    renderPage();
    expect(screen.getByTestId('sign-in-loading')).toBeTruthy();
    expect((await screen.findByTestId('sign-in-streak')).textContent).toBe('Sign-in streak: 2');
    expect(days()).toEqual(['signed Day 1₱1.00', 'signed Day 2₱2.00', 'today Today₱3.00', 'upcoming Day 4₱5.00', 'upcoming Day 5₱5.00', 'upcoming Day 6₱8.00', 'upcoming Day 7₱15.00']);
    expect(screen.getAllByTestId('sign-in-day')[2]!.getAttribute('aria-label')).toBe('Day 3, ₱3.00, today');
    expect(screen.getByRole('link', { name: 'Rules' }).getAttribute('href')).toBe('/activity/sign-in/rule');
    // Every login-bonus day claimed: no card.
    await waitFor(() => expect(api.posted('loginBonus3User')).toHaveLength(1));
    expect(screen.queryByTestId('login-bonus')).toBeNull();
    expect(screen.queryByTestId('sign-in-vip')).toBeNull();
  });

  it('signs in once on a double tap, shows the reward and then the day as signed', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.answer('signIn', () => new Promise((resolve) => (answer = resolve as never)));
    member();
    renderPage();
    const button = await screen.findByRole('button', { name: 'Sign in and get ₱3.00' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(api.posted('signIn')).toEqual([{}]));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    api.answer('signInInfo', cycle(3, true));
    answer({ awards: [{ propId: 2001, count: 3 * PESO }], coin: 50 * PESO, bonusStatus: 'pending', day: 3 });
    await waitFor(() => expect($modals.get()).toContainEqual({ name: 'reward', awards: [{ propId: 2001, count: 3 * PESO }], bonusStatus: 'pending' }));
    expect((await screen.findByTestId('sign-in-done')).textContent).toBe('Signed in today. Come back tomorrow for day 4.');
    expect(days()[2]).toBe('signed Day 3₱3.00');
    expect(screen.getByTestId('sign-in-streak').textContent).toBe('Sign-in streak: 3');
    await waitFor(() => expect(api.posted('activityGetStatusList').length).toBeGreaterThan(0));
    expect(api.posted('signIn')).toHaveLength(1);
  });

  it('says when a missed day started the cycle again', async () => {
    api.answer('signInInfo', cycle(1, false, { restarted: true }));
    member();
    renderPage();
    expect((await screen.findByTestId('sign-in-streak')).textContent).toBe('Sign in today to start your streak.');
    expect(screen.getByText('You missed a day, so the cycle started again at day 1.')).toBeTruthy();
  });

  it('shows a VIP the extra, to claim once signed in', async () => {
    api.answer('signInInfo', cycle(3, false, { vip: { level: 2, amount: 4 * PESO, status: 'locked' } }));
    member();
    renderPage();
    const card = await screen.findByTestId('sign-in-vip');
    expect(card.textContent).toBe('VIP 2 sign-in bonusExtra ₱4.00 for signing in todaySign in first');
    expect((within(card).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('claims the VIP extra and shows the reward', async () => {
    const vip = (status: 'claimable' | 'claimed') => cycle(3, true, { vip: { level: 2, amount: 4 * PESO, status } });
    api.answer('signInInfo', inTurn<'signInInfo'>(vip('claimable'), vip('claimed')));
    api.answer('appVipUserReceiveSignInAward', { awards: [{ propId: 2001, count: 4 * PESO }], coin: 54 * PESO, bonusStatus: 'locked', day: 0 });
    member();
    renderPage();
    fireEvent.click(within(await screen.findByTestId('sign-in-vip')).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect($modals.get()).toContainEqual({ name: 'reward', awards: [{ propId: 2001, count: 4 * PESO }], bonusStatus: 'locked' }));
    await waitFor(() => expect(within(screen.getByTestId('sign-in-vip')).getByRole('button').textContent).toBe('Claimed'));
    expect(api.posted('appVipUserReceiveSignInAward')).toHaveLength(1);
  });

  it('shows the login bonus with today’s claim, and says why a refused claim failed', async () => {
    api.answer('loginBonus3User', inTurn<'loginBonus3User'>(loginBonus(1, false), loginBonus(1, true)));
    api.answer('loginBonus3UserReceive', new FakeFailure(SignInErrorCode.loginBonusToday));
    member();
    renderPage();
    const card = await screen.findByTestId('login-bonus');
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Day 1₱2.00Claimed', 'Day 2₱3.00Today', 'Day 3₱5.00\u00a0']);
    fireEvent.click(within(card).getByRole('button', { name: 'Claim ₱3.00' }));
    await waitFor(() => expect($toasts.get().map((toast) => toast.message)).toContain('You already claimed today’s login bonus.'));
    await waitFor(() => expect(screen.getByTestId('login-bonus').textContent).toContain('Claimed today. Come back another day for day 2.'));
  });

  it('offers a retry when the sign-in cannot load', async () => {
    api.answer('signInInfo', inTurn<'signInInfo'>(new FakeFailure(500, { status: 500 }), cycle(1, false)));
    member();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Sign in and get ₱1.00' })).toBeTruthy();
  });

  it('shows a guest the cycle from the app config, and asks them to log in', async () => {
    $config.set({ signInConfig: { status: 1, days: [50, 100, 150, 200, 250, 300, 1000], vipAward: {} }, loginBonus3Config: { status: 1, days: [100, 200, 300] } } as unknown as AppConfig);
    renderPage();
    expect(days()).toEqual(['today Today₱0.50', 'upcoming Day 2₱1.00', 'upcoming Day 3₱1.50', 'upcoming Day 4₱2.00', 'upcoming Day 5₱2.50', 'upcoming Day 6₱3.00', 'upcoming Day 7₱10.00']);
    expect(within(screen.getByTestId('login-bonus')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Day 1₱1.00\u00a0', 'Day 2₱2.00\u00a0', 'Day 3₱3.00\u00a0']);
    fireEvent.click(screen.getByRole('button', { name: 'Log in to sign in' }));
    expect($modals.get()).toContainEqual({ name: 'login', redirect: '/activity/sign-in' });
    expect(api.posted('signInInfo')).toEqual([]);
  });
});

describe('sign-in rule page', () => {
  it('writes the rules from the config: amounts, reset, VIP extra, login bonus, top-up and turnover', () => {
    $config.set({
      signInConfig: { status: 1, days: [100, 200, 300], vipAward: { '2': 400, '1': 200 } },
      loginBonus3Config: { status: 1, days: [200, 300, 500] },
      bonusTurnover: { sign_in: 4, login_bonus: 6 },
    } as unknown as AppConfig);
    render(<LocationProvider><SignInRulePage /></LocationProvider>);
    expect(screen.getByText('The cycle lasts 3 days. Each day pays:')).toBeTruthy();
    expect(within(screen.getByTestId('rule-days')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Day 1: ₱1.00', 'Day 2: ₱2.00', 'Day 3: ₱3.00']);
    expect(screen.getByText('Miss a day and the cycle starts again at day 1. After day 3 it starts again at day 1 too.')).toBeTruthy();
    expect(within(screen.getByTestId('rule-vip')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['VIP 1: ₱2.00', 'VIP 2: ₱4.00']);
    expect(within(screen.getByTestId('rule-login-bonus')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Day 1: ₱2.00', 'Day 2: ₱3.00', 'Day 3: ₱5.00']);
    expect(screen.getByTestId('rule-turnover').textContent).toBe('Bet each reward before you withdraw it: sign-in rewards 4× their amount, the login bonus 6×, the VIP sign-in bonus 1×.');
  });
});

describe('the free bonus red dot', () => {
  it('is on the member centre’s sign-in shortcut while the signIn award flag is up', async () => {
    api.answer('activityGetStatusList', inTurn<'activityGetStatusList'>({ ...FLAGS, signIn: true }, FLAGS));
    member();
    const shortcut = SHORTCUTS.find((entry) => entry.route === 'activitySignIn')!;
    expect(shortcut.label).toBe('member.nav.signIn');
    const stop = shortcut.dot!.listen(() => undefined);
    await waitFor(() => expect(shortcut.dot!.get()).toBe(true));
    expect($redDots.get()).toMatchObject({ freeBonus: true, vip: false, task: false });
    await refreshAwards();
    expect(shortcut.dot!.get()).toBe(false);
    stop();
  });
});
