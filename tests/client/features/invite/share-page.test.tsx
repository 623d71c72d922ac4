// /share: the code and the link, copying and the share sheet (copy where there is none), the QR
// code on demand, the counts, one claim of the waiting rewards for a double tap, the friends
// invited, and the VIP gift at the invitation goal (copies the UID, opens the link).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InviteSummary } from '../../../../contract/invite';
import type { UserInfo } from '../../../../contract/session';
import SharePage from '../../../../client/features/invite/share-page';
import { $modals, closeAllModals } from '../../../../client/stores/modals';
import { clearSession, signIn } from '../../../../client/stores/session';
import { fakeApi, type FakeApi } from '../../fake-api';

const PESO = 100;
let api: FakeApi;
const SUMMARY: InviteSummary = {
  open: true,
  uid: 7,
  inviteCode: 'ABCD2345',
  shareUrlMap: { register: '/auth/register?inviteCode=ABCD2345', home: '/?inviteCode=ABCD2345' },
  clicks: 12,
  invited: 3,
  valid: 1,
  validDeposit: 100 * PESO,
  rewardPerInvite: 50 * PESO,
  earned: 0,
  claimableCount: 1,
  claimable: 50 * PESO,
  giftGoal: 10,
  giftLink: '/service/vip',
};
const writeText = vi.fn(async () => undefined);

beforeEach(() => {
  api = fakeApi();
  api.answer('actInviteUser', SUMMARY);
  api.answer('actInviteUserRecord', { list: [{ id: 9, name: 'ma***ia', joinTime: Date.UTC(2026, 0, 2), status: 'claimable', reward: 50 * PESO }], pages: 1, total: 1 });
  api.answer('activityGetStatusList', { spin: false, task: false, agent5: false, vip: false, signIn: false, email: false, canReceiveDrawChance: false });
  api.answer('refreshData', { coin: 50 * PESO, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, hasPassword: true });
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  signIn({ token: 'tok', user: { id: 7, coin: 50 * PESO } as UserInfo });
});
afterEach(() => {
  vi.useFakeTimers();
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
  closeAllModals();
  clearSession();
  Reflect.deleteProperty(navigator, 'share');
});

const renderPage = () => render(<LocationProvider><SharePage /></LocationProvider>);
const LINK = `${location.origin}/auth/register?inviteCode=ABCD2345`;

describe('share page', () => {
  it('shows the code, the full link, the counts and the friends', async () => {
    renderPage();
    expect(screen.getByTestId('share-loading')).toBeTruthy();
    expect((await screen.findByTestId('invite-code')).textContent).toBe('ABCD2345');
    expect(screen.getByTestId('invite-link').textContent).toBe(LINK);
    expect(screen.getByTestId('invite-invited').textContent).toBe('3');
    expect(screen.getByTestId('invite-valid').textContent).toBe('1');
    expect(screen.getByText('Invite friends, earn ₱50.00 each')).toBeTruthy();
    expect(screen.getByText('VIP gift: 1 of 10 valid invites')).toBeTruthy();
    const friend = await screen.findByTestId('invite-record');
    expect(friend.textContent).toContain('ma***ia');
    expect(friend.textContent).toContain('Reward ready');
  });

  it('copies the link and the code', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('ABCD2345'));
  });

  it('opens the share sheet with the link, and copies where there is none', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderPage();
    fireEvent.click(await screen.findByTestId('invite-share'));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Join me', text: 'Play with me! Register with my invite code ABCD2345 and get your welcome bonus:', url: LINK }));
    expect(writeText).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'share');
    fireEvent.click(screen.getByTestId('invite-share'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`Play with me! Register with my invite code ABCD2345 and get your welcome bonus: ${LINK}`));
  });

  it('draws the QR code of the link when asked', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('invite-qr-toggle'));
    const qr = await screen.findByTestId('invite-qr');
    expect(qr.getAttribute('aria-label')).toBe('QR code of your invite link');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('claims the waiting rewards once on a double tap and shows the reward', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.answer('appAgent5UserInviteValidReceive', () => new Promise((resolve) => (answer = resolve as never)));
    renderPage();
    const claim = await screen.findByTestId('invite-claim');
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() => expect(api.posted('appAgent5UserInviteValidReceive')).toHaveLength(1));
    api.answer('actInviteUser', { ...SUMMARY, claimableCount: 0, claimable: 0, earned: 50 * PESO });
    answer({ awards: [{ propId: 2001, count: 50 * PESO }], coin: 100 * PESO, bonusStatus: 'locked', count: 1, amount: 50 * PESO });
    await waitFor(() => expect($modals.get()).toContainEqual({ name: 'reward', awards: [{ propId: 2001, count: 50 * PESO }], bonusStatus: 'locked' }));
    await waitFor(() => expect(screen.queryByTestId('invite-claim')).toBeNull());
  });

  it('at the invitation goal, copies the UID and opens the gift link', async () => {
    api.answer('actInviteUser', { ...SUMMARY, valid: 10 });
    renderPage();
    fireEvent.click(await screen.findByTestId('invite-gift-open'));
    expect(screen.getByText('Invitation goal reached!')).toBeTruthy();
    fireEvent.click(screen.getByTestId('invite-gift-claim'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('7'));
    await waitFor(() => expect(location.pathname).toBe('/service/vip'));
    history.replaceState(null, '', '/');
  });
});
