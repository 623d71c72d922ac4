// The follow page: the channels with their rewards for guests (who log in to claim) and players;
// Follow is a link opening the channel's https URL in a new tab (rel=noopener) that records the
// visit, after which Claim pays once (a double tap is one claim) with the reward modal; an unsafe
// URL is never linked; a refused claim says why.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FollowErrorCode, type FollowChannelView } from '../../../../contract/follow';
import type { UserInfo } from '../../../../contract/session';
import FollowPage from '../../../../client/features/follow/follow-page';
import { $modals } from '../../../../client/stores/modals';
import { clearSession, signIn } from '../../../../client/stores/session';
import { $toasts } from '../../../../client/stores/toast';
import { fakeApi, FakeFailure, inTurn, type FakeApi } from '../../fake-api';

const PESO = 100;
let api: FakeApi;

const channel = (id: string, fields: Partial<FollowChannelView> = {}): FollowChannelView => ({ id, name: `Casino PH on ${id}`, url: `https://${id}.example/casino`, reward: 2 * PESO, visited: false, claimed: false, ...fields });
const CHANNELS = [channel('facebook'), channel('telegram', { visited: true }), channel('youtube', { visited: true, claimed: true })];

beforeEach(() => {
  api = fakeApi();
  history.replaceState(null, '', '/activity/follow');
  api.answer('followInfo', { channels: CHANNELS });
  api.answer('activityGetStatusList', { spin: false, task: false, agent5: false, vip: false, signIn: false, email: false, canReceiveDrawChance: false });
  api.answer('refreshData', { coin: 0, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, hasPassword: true });
});
afterEach(() => {
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  clearSession();
  vi.unstubAllGlobals();
});

// The test's window follows no link (the new tab is the browser's business).
const stayHere = (event: Event) => event.preventDefault();
beforeEach(() => window.addEventListener('click', stayHere));
afterEach(() => window.removeEventListener('click', stayHere));

const renderPage = () => render(<LocationProvider><FollowPage /></LocationProvider>);
const player = () => signIn({ token: 'tok', user: { id: 7, coin: 0 } as UserInfo });

describe('follow page', () => {
  it('shows a guest every channel with a Follow link and a way to log in to claim', async () => {
    api.answer('followInfo', { channels: CHANNELS.map((c) => ({ ...c, visited: false, claimed: false })) });
    renderPage();
    expect(screen.getByTestId('follow-loading')).toBeTruthy();
    const rows = await screen.findAllByTestId('follow-channel');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Casino PH on facebookReward ₱2.00Follow Casino PH on facebook (opens in a new tab)',
      'Casino PH on telegramReward ₱2.00Follow Casino PH on telegram (opens in a new tab)',
      'Casino PH on youtubeReward ₱2.00Follow Casino PH on youtube (opens in a new tab)',
    ]);
    const link = within(rows[0]!).getByRole('link');
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['https://facebook.example/casino', '_blank', 'noopener']);
    // A guest's tap opens the channel but records nothing.
    fireEvent.click(link);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect($modals.get()).toContainEqual({ name: 'login', redirect: '/activity/follow' });
    expect(api.posted('followVisit')).toEqual([]);
    expect(screen.getByText(/Follow rewards are free bonuses: they unlock with your first deposit, then bet them 5 times/)).toBeTruthy();
  });

  it('records the visit when a player taps Follow, then offers the claim', async () => {
    player();
    api.answer('followVisit', { channel: { ...CHANNELS[0]!, visited: true } });
    renderPage();
    const rows = await screen.findAllByTestId('follow-channel');
    expect(rows.map((row) => within(row).getByRole(row === rows[0] ? 'link' : 'button').textContent)).toEqual(['Follow Casino PH on facebook (opens in a new tab)', 'Claim', 'Claimed']);
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    fireEvent.click(within(rows[0]!).getByRole('link'));
    await waitFor(() => expect(api.posted('followVisit')).toEqual([{ channelId: 'facebook' }]));
    await waitFor(() => expect(within(screen.getAllByTestId('follow-channel')[0]!).getByRole('button').textContent).toBe('Claim'));
  });

  it('claims once on a double tap and shows the reward as a free bonus', async () => {
    player();
    let answer: (value: unknown) => void = () => undefined;
    api.answer('followReceive', () => new Promise((resolve) => (answer = resolve as never)));
    renderPage();
    const claim = within((await screen.findAllByTestId('follow-channel'))[1]!).getByRole('button', { name: 'Claim' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() => expect(api.posted('followReceive')).toEqual([{ channelId: 'telegram' }]));
    api.answer('followInfo', { channels: [CHANNELS[0]!, { ...CHANNELS[1]!, claimed: true }, CHANNELS[2]!] });
    answer({ awards: [{ propId: 2001, count: 2 * PESO }], coin: 0, bonusStatus: 'pending' });
    await waitFor(() => expect($modals.get()).toContainEqual({ name: 'reward', awards: [{ propId: 2001, count: 2 * PESO }], bonusStatus: 'pending' }));
    await waitFor(() => expect(within(screen.getAllByTestId('follow-channel')[1]!).getByRole('button').textContent).toBe('Claimed'));
    expect(api.posted('followReceive')).toHaveLength(1);
  });

  it('never links a channel whose URL is not https', async () => {
    api.answer('followInfo', { channels: [channel('bad', { url: 'javascript:alert(1)' }), channel('plain', { url: 'http://example.com/' }), channel('tiktok')] });
    renderPage();
    const rows = await screen.findAllByTestId('follow-channel');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('https://tiktok.example/casino');
  });

  it('says why a claim was refused, shows an empty list plainly and offers a retry', async () => {
    player();
    api.answer('followReceive', new FakeFailure(FollowErrorCode.notVisited));
    renderPage();
    fireEvent.click(within((await screen.findAllByTestId('follow-channel'))[1]!).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect($toasts.get().map((toast) => toast.message)).toContain('Tap Follow first, then claim.'));
    cleanup();
    api.answer('followInfo', inTurn<'followInfo'>(new FakeFailure(500, { status: 500 }), { channels: [] }));
    clearSession();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('status')).textContent).toBe('No channels to follow right now. Check again soon.');
  });
});
