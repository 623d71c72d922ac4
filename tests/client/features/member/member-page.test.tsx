// The member centre: shortcuts come from data and only for routes that exist and players they
// suit; red dots follow their source; VIP progress toward the next level; the identity status with
// a way to verify; the UID copies; log out asks once, then ends the session and goes home.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { atom } from 'nanostores';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MemberPage from '../../../../client/features/member/member-page';
import { ModalHost } from '../../../../client/modal-host';
import { SHORTCUTS, visibleShortcuts, vipProgress } from '../../../../client/features/member/member-shortcuts';
import { setConfig } from '../../../../client/stores/config';
import { $token, clearSession, signIn } from '../../../../client/stores/session';
import { buildAuth, buildConfig, buildUser } from '../../../builders';
import { fakeApi } from '../../fake-api';

const LEVELS = {
  '0': { level: 0, experience: 0, betLimit: 0, dailyAward: '', showType: 0 },
  '1': { level: 1, experience: 1000, betLimit: 0, dailyAward: '', showType: 0 },
  '2': { level: 2, experience: 5000, betLimit: 0, dailyAward: '', showType: 0 },
};

beforeEach(() => {
  fakeApi();
  setConfig(buildConfig({ appVipMap: LEVELS }));
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('shortcuts as data', () => {
  it('leaves out routes that do not exist yet and entries the player does not need', () => {
    const routes = (user: Parameters<typeof visibleShortcuts>[0]) => visibleShortcuts(user).map((entry) => entry.route);
    const full = routes(buildUser({ hasPassword: true, mobile: '9171234567' }));
    expect(full).toContain('memberProfileKyc');
    expect(full).toContain('memberReport');
    expect(full).toContain('memberProfile');
    expect(full).not.toContain('authSetPassword');
    expect(full).not.toContain('authBind');
    expect(routes(buildUser({ hasPassword: false, mobile: '' }))).toEqual(expect.arrayContaining(['authSetPassword', 'authBind']));
    expect(full).toEqual(expect.arrayContaining(['mail', 'memberSelfLimited', 'feedback', 'faq']));
    // A page another branch has not landed yet is left out.
    expect(visibleShortcuts(buildUser(), [...SHORTCUTS, { route: 'nextSeasonEvent', icon: 'heart', label: 'member.kyc' }]).some((e) => e.route === ('nextSeasonEvent' as string))).toBe(false);
  });

  it('works out VIP progress toward the next level', () => {
    expect(vipProgress(0, 250, LEVELS)).toEqual({ next: 1, needed: 750, share: 0.25 });
    expect(vipProgress(1, 2000, LEVELS)).toEqual({ next: 2, needed: 3000, share: 0.4 });
    expect(vipProgress(2, 9000, LEVELS)).toBeNull();
    expect(vipProgress(0, 0, undefined)).toBeNull();
  });
});

describe('MemberPage', () => {
  it('shows who the player is, VIP progress, balance actions, identity status and shortcuts', () => {
    signIn(buildAuth({ id: 4242, nickname: 'Lucky Ana', vip: 1, vipExp: 2000, hasKyc: false, hasPassword: true, mobile: '9171234567' }));
    render(
      <LocationProvider>
        <MemberPage />
      </LocationProvider>,
    );
    expect(screen.getByTestId('member-nickname').textContent).toBe('Lucky Ana');
    expect(screen.getByTestId('member-uid').textContent).toBe('UID: 4242');
    expect(screen.getByTestId('member-vip').textContent).toContain('Bet ₱30.00 more to reach VIP 2');
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/wallets?name=withdraw');
    expect(screen.getByRole('link', { name: 'Verify now' }).getAttribute('href')).toBe('/member/profile/kyc');
    const shortcuts = screen.getAllByTestId('member-shortcut').map((link) => link.getAttribute('href'));
    expect(shortcuts).toContain('/member/profile/kyc');
    expect(shortcuts).toContain('/member/report');
    expect(shortcuts).not.toContain('/auth/set-password');
  });

  it('says verified once KYC is approved', () => {
    signIn(buildAuth({ hasKyc: true }));
    render(
      <LocationProvider>
        <MemberPage />
      </LocationProvider>,
    );
    expect(screen.getByTestId('member-kyc').textContent).toContain('Identity verified');
    expect(screen.queryByRole('link', { name: 'Verify now' })).toBeNull();
  });

  it('copies the UID and logs out', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = fakeApi();
    api.answer('logout', {});
    signIn(buildAuth({ id: 77 }));
    render(
      <LocationProvider>
        <MemberPage />
        <ModalHost />
      </LocationProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy UID' }));
    expect(writeText).toHaveBeenCalledWith('77');
    // Log out asks once: closing the sheet keeps the session; confirming ends it and goes home.
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const sheet = await screen.findByRole('dialog', { name: 'Log out?' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Stay logged in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect($token.get()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Log out?' })).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect($token.get()).toBeNull());
    expect(location.pathname).toBe('/');
  });
});

describe('red dots', () => {
  it('shows a dot on an entry while its source is true', async () => {
    signIn(buildAuth());
    const waiting = atom(true);
    render(
      <LocationProvider>
        <MemberPage shortcuts={[{ route: 'memberReport', icon: 'chart', label: 'member.nav.gameRecords', dot: waiting }, { route: 'memberGames', icon: 'games', label: 'member.nav.myGames' }]} />
      </LocationProvider>,
    );
    const [report, games] = screen.getAllByTestId('member-shortcut');
    expect(report!.textContent).toContain('new');
    expect(games!.textContent).not.toContain('new');
    waiting.set(false);
    await waitFor(() => expect(screen.getAllByTestId('member-shortcut')[0]!.textContent).not.toContain('new'));
  });
});

describe('ProfilePage', () => {
  it('saves the nickname after checking it, and an avatar on tap', async () => {
    const { default: ProfilePage } = await import('../../../../client/features/member/profile-page');
    const api = fakeApi();
    api.answer('updateProfile', (req) => ({ nickname: req.nickname ?? 'Ana', avatar: req.avatar ?? '' }));
    signIn(buildAuth({ nickname: 'Ana', avatar: '', mobile: '' }));
    render(
      <LocationProvider>
        <ProfilePage />
      </LocationProvider>,
    );
    fireEvent.input(screen.getByLabelText('Nickname'), { target: { value: '<b>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toContain('Use 2 to 16 letters or numbers');
    expect(api.posted('updateProfile')).toHaveLength(0);
    fireEvent.input(screen.getByLabelText('Nickname'), { target: { value: 'Lucky Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.posted('updateProfile')).toEqual([expect.objectContaining({ nickname: 'Lucky Ana' })]));
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Avatar 3' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('radio', { name: 'Avatar 3' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Avatar 3' }).getAttribute('aria-checked')).toBe('true'));
    expect(screen.getByTestId('profile-phone').querySelector('a')?.getAttribute('href')).toBe('/auth/bind');
  });
});
