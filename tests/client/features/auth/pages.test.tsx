import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SocialProvider } from '../../../../contract/auth';
import type { UserInfo } from '../../../../contract/session';
import { TOKEN_KEY } from '../../../../contract/call-row';
import BindPage, { maskMobile } from '../../../../client/features/auth/bind-page';
import LoginModal from '../../../../client/features/auth/login-modal';
import LoginPage from '../../../../client/features/auth/login-page';
import RegisterPage from '../../../../client/features/auth/register-page';
import SetPasswordPage from '../../../../client/features/auth/set-password-page';
import { $modals, openModal } from '../../../../client/stores/modals';
import { clearSession, signIn } from '../../../../client/stores/session';
import { api, authReply, resetAuthTest, testUser } from './auth-test-setup';
import { buildUser } from '../../../builders';

function at(url: string): void {
  history.replaceState(null, '', url);
}

beforeEach(() => {
  resetAuthTest();
  at('/');
});
afterEach(() => {
  cleanup();
  clearSession();
  $modals.set([]);
  vi.unstubAllGlobals();
});

const withRouter = (node: preact.ComponentChildren) => <LocationProvider>{node}</LocationProvider>;
const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.input(input(name), { target: { value } });
const signedIn = (user: Partial<UserInfo> = {}) => signIn({ ...authReply, user: buildUser({ ...testUser, ...user }) });

describe('LoginPage', () => {
  it('?type=account opens the account tab, /auth/accountLogin too', () => {
    resetAuthTest({ defaultLoginType: 1 });
    at('/auth/login?type=account');
    const { unmount } = render(withRouter(<LoginPage />));
    expect(screen.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('true');
    unmount();
    at('/auth/accountLogin');
    render(withRouter(<LoginPage />));
    expect(screen.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('true');
  });

  it('a signed-in player goes to the redirect', async () => {
    signedIn();
    at('/auth/login?redirect=%2Fmember');
    render(withRouter(<LoginPage />));
    await waitFor(() => expect(location.pathname).toBe('/member'));
  });

  it('a foreign redirect goes home instead', async () => {
    signedIn();
    at('/auth/login?redirect=%2F%2Fevil.example');
    render(withRouter(<LoginPage />));
    await waitFor(() => expect(location.pathname).toBe('/'));
  });

  it('logging in leaves for the redirect', async () => {
    api.answer('accountLogin', authReply);
    at('/auth/login?type=account&redirect=%2Fwallets');
    render(withRouter(<LoginPage />));
    type('account', 'player01');
    type('password', 'secret1');
    fireEvent.click(document.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(location.pathname).toBe('/wallets'));
  });

  it('finishes a pending LINE sign-in when LINE sends the player back', async () => {
    sessionStorage.setItem('social_pending', JSON.stringify({ provider: SocialProvider.line, intent: 'login', redirect: '/member' }));
    const liff = { init: vi.fn(async () => undefined), isLoggedIn: () => true, getAccessToken: () => 'line-tok', login: vi.fn(), logout: vi.fn() };
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      queueMicrotask(() => {
        window.liff = liff;
        node.dispatchEvent(new Event('load'));
      });
      return node;
    });
    api.answer('lineLogin', authReply);
    at('/auth/login?redirect=%2Fmember');
    render(withRouter(<LoginPage />));
    expect(screen.getByRole('status', { name: 'Signing you in…' })).toBeTruthy();
    await waitFor(() => expect(location.pathname).toBe('/member'));
    expect(api.posted('lineLogin')).toEqual([{ accessToken: 'line-tok' }]);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
    vi.restoreAllMocks();
  });
});

describe('RegisterPage', () => {
  it('keeps ?inviteCode= and a signed-in player leaves', async () => {
    at('/auth/register?inviteCode=FRIEND7');
    render(withRouter(<RegisterPage />));
    expect(localStorage.getItem('invite_code')).toBe('FRIEND7');
    signedIn();
    await waitFor(() => expect(location.pathname).toBe('/'));
  });
});

describe('LoginModal', () => {
  it('closes on success and goes to its redirect', async () => {
    api.answer('accountLogin', authReply);
    const onClose = vi.fn();
    render(withRouter(<LoginModal tab="account" redirect="/member" onClose={onClose} />));
    expect(screen.getByRole('dialog')).toBeTruthy();
    type('account', 'player01');
    type('password', 'secret1');
    fireEvent.click(document.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // Once the back stack has taken the sheet's history entry back.
    await waitFor(() => expect(location.pathname).toBe('/member'));
  });

  it('Forgot password opens the forget modal in its place', () => {
    openModal({ name: 'login' });
    render(withRouter(<LoginModal onClose={vi.fn()} />));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect($modals.get().map((m) => m.name)).toEqual(['forget']);
  });
});

describe('SetPasswordPage', () => {
  it('says so when the player already has a password', () => {
    signedIn({ hasPassword: true });
    render(withRouter(<SetPasswordPage />));
    expect(screen.getByText(/already has a password/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to home' })).toBeTruthy();
  });

  it('sets the first password with initPassword', async () => {
    signedIn({ hasPassword: false });
    api.answer('initPassword', { user: { ...testUser, hasPassword: true } });
    render(withRouter(<SetPasswordPage />));
    type('password', 'secret1');
    type('confirm', 'secret2');
    fireEvent.click(document.querySelector('button[type="submit"]')!);
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    type('confirm', 'secret1');
    fireEvent.click(document.querySelector('button[type="submit"]')!);
    expect(await screen.findByText('Your password has been saved')).toBeTruthy();
    expect(api.posted('initPassword')).toEqual([{ password: 'secret1' }]);
  });
});

describe('BindPage', () => {
  it('masks a bound mobile and shows bound social names', () => {
    signedIn({ mobile: '9171234567', facebookAccount: 'fb-1', facebookName: 'Juan Dela Cruz' });
    render(withRouter(<BindPage />));
    expect(screen.getByText('Linked: +63 917 *** 4567')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Link mobile number' })).toBeNull();
    expect(screen.getByText(/Linked as Juan Dela Cruz/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Link Facebook' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Link LINE' })).toBeTruthy();
  });

  it('binds a phone with a code of purpose bind', async () => {
    signedIn({ mobile: '' });
    api.answer('smsSend', { interval: 60 });
    api.answer('bindAccount', { user: { ...testUser, mobile: '9171234567' } });
    render(withRouter(<BindPage />));
    type('mobile', '09171234567');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 60s' });
    expect(api.posted('smsSend')).toEqual([{ mobile: '9171234567', purpose: 1 }]);
    type('smsCode', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Link mobile number' }));
    expect(await screen.findByText('Linked: +63 917 *** 4567')).toBeTruthy();
    expect(api.posted('bindAccount')).toEqual([{ mobile: '9171234567', smsCode: '123456' }]);
  });

  it('finishes a pending LINE binding when LINE sends the player back', async () => {
    signedIn({ mobile: '9171234567' });
    sessionStorage.setItem('social_pending', JSON.stringify({ provider: SocialProvider.line, intent: 'bind', redirect: '/auth/bind' }));
    const liff = { init: vi.fn(async () => undefined), isLoggedIn: () => true, getAccessToken: () => 'line-tok', login: vi.fn(), logout: vi.fn() };
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      queueMicrotask(() => {
        window.liff = liff;
        node.dispatchEvent(new Event('load'));
      });
      return node;
    });
    api.answer('bindSocialAccount', { user: { ...testUser, mobile: '9171234567', lineAccount: 'line-1', lineName: 'Ana Reyes' } });
    render(withRouter(<BindPage />));
    expect(await screen.findByText(/Linked as Ana Reyes/)).toBeTruthy();
    expect(api.posted('bindSocialAccount')).toEqual([{ type: SocialProvider.line, accessToken: 'line-tok' }]);
    expect(sessionStorage.getItem('social_pending')).toBeNull();
    vi.restoreAllMocks();
  });

  it('maskMobile keeps only the ends', () => {
    expect(maskMobile('9171234567', '63')).toBe('+63 917 *** 4567');
  });
});
