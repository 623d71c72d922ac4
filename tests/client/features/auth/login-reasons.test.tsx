import { cleanup, render, screen } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import LoginModal from '../../../../client/features/auth/login-modal';
import LoginPage from '../../../../client/features/auth/login-page';
import { loginReasonFor } from '../../../../client/features/auth/login-reasons';
import { $modals } from '../../../../client/stores/modals';
import { clickBanner } from '../../../../client/widgets/banner-click';
import { ClickType, type ActivityInfo } from '../../../../contract/activities';
import { resetAuthTest } from './auth-test-setup';

beforeEach(() => resetAuthTest());
afterEach(() => {
  cleanup();
  $modals.set([]);
  history.replaceState(null, '', '/');
});

const withRouter = (node: preact.ComponentChildren) => <LocationProvider>{node}</LocationProvider>;
const noop = () => undefined;

describe('loginReasonFor', () => {
  it('reads why from where the guest was going', () => {
    expect(loginReasonFor('/wallets?name=deposit&back=1')).toBe('deposit');
    expect(loginReasonFor('/member')).toBe('account');
    expect(loginReasonFor('/feedback')).toBe('feedback');
    expect(loginReasonFor('/bonus/reward')).toBe('rewards');
    expect(loginReasonFor(undefined)).toBeUndefined();
    expect(loginReasonFor('https://elsewhere.example/member')).toBeUndefined();
  });
});

describe('login walls say why', () => {
  it('Deposit from the bottom navigation: "Log in to deposit" and the account is free', () => {
    render(withRouter(<LoginModal redirect="/wallets?name=deposit&back=1" onClose={noop} />));
    expect(screen.getByRole('dialog', { name: 'Log in to deposit' })).toBeTruthy();
    expect(screen.getByTestId('login-reason').textContent).toBe('No account yet? Signing up is free, with a ₱10.00 bonus unlocked by your first deposit.');
  });

  it('without a sign-up bonus the line still says the account is free; no reason, no line', () => {
    resetAuthTest({ userRegisterCoin: 0 });
    const { unmount } = render(withRouter(<LoginModal reason="promo" onClose={noop} />));
    expect(screen.getByRole('dialog', { name: 'Log in to join this promotion' })).toBeTruthy();
    expect(screen.getByTestId('login-reason').textContent).toBe('No account yet? Signing up is free.');
    unmount();
    render(withRouter(<LoginModal onClose={noop} />));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByTestId('login-reason')).toBeNull();
  });

  it('a guarded page (feedback) sends the guest to a login page that says why', async () => {
    history.replaceState(null, '', '/auth/login?redirect=%2Ffeedback');
    render(withRouter(<LoginPage />));
    // The page's first render waits on the router; a loaded machine can take over a second.
    expect(await screen.findByRole('heading', { name: 'Log in to send feedback' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByTestId('login-reason')).toBeTruthy();
  });

  it('a members-only banner opens the sheet with reason promo', () => {
    // VIP (8): a members-only page; the banner's rule sends guests to log in first.
    const vip: ActivityInfo = { id: 8, title: 'VIP', banner: '/b.png', sort: 1, type: 0, clickAction: 0, clickType: ClickType.internal, unloginShowStatus: 0, themeUrl: '', gameId: 0, linkUrl: '' };
    clickBanner(vip, false);
    expect($modals.get()).toEqual([{ name: 'login', reason: 'promo' }]);
  });
});
