// The declaration step of the SMS and social logins (issue 26): a 1113 answer shows spec section
// 1's barred groups and the one box in the form's place, then the same call goes again with
// `eligibilityDeclared: 1` (the same code or token: no new SMS, no new sign-in at the provider).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthErrorCode, SocialProvider } from '../../../../contract/auth';
import { TOKEN_KEY } from '../../../../contract/call-row';
import { LoginForm } from '../../../../client/features/auth/login-form';
import LoginPage from '../../../../client/features/auth/login-page';
import { resetSmsCooldown } from '../../../../client/features/auth/auth-store';
import { resetFacebook } from '../../../../client/lib/social/facebook';
import { resetLoadedScripts } from '../../../../client/lib/social/load-script';
import { resetLine } from '../../../../client/lib/social/line';
import { clearSession } from '../../../../client/stores/session';
import { api, authReply, resetAuthTest } from './auth-test-setup';
import { FakeFailure, inTurn } from '../../fake-api';

beforeEach(() => {
  resetAuthTest();
  resetLoadedScripts();
  resetFacebook();
  resetLine();
  history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  clearSession();
  resetSmsCooldown();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.input(input(name), { target: { value } });
const handlers = () => ({ onSuccess: vi.fn(), onForgot: vi.fn(), onRegister: vi.fn() });
const refused = () => new FakeFailure(AuthErrorCode.eligibilityRequired);
const heading = () => screen.findByRole('heading', { name: 'One more step to create your account' });
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
const GROUPS = [
  'Government officials',
  'Members of the armed forces and police',
  'Persons under 21 years of age',
  'Persons on a national restricted-persons database',
  'Gaming-licence holders',
  'Anyone playing in open or public places',
];

/** An SDK script "loads" at once, with `install` run first (it sets the SDK's global). */
function sdkLoadsAtOnce(install: () => void): void {
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    queueMicrotask(() => {
      install();
      node.dispatchEvent(new Event('load'));
    });
    return node;
  });
}

describe('the declaration step: a new phone signs in by code', () => {
  it('shows the six groups and the box after 1113, focuses its heading, and sends the same code again with the declaration', async () => {
    api.answer('accountLoginSms', inTurn(refused(), authReply));
    const h = handlers();
    render(<LoginForm {...h} tab="phone" />);
    type('mobile', '9171234567');
    type('smsCode', '123456');

    const title = await heading();
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect([...document.querySelectorAll('#declaration-barred li')].map((li) => li.textContent)).toEqual(GROUPS);
    expect(input('consent').getAttribute('aria-describedby')).toBe('declaration-barred');
    expect(input('consent').closest('label')?.textContent).toContain('I am not in any of these groups');
    expect(input('mobile')).toBeNull();
    expect(h.onSuccess).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();

    // The box is required: nothing is sent without it.
    create();
    expect((await screen.findByRole('alert')).textContent).toBe('Please confirm that you are not in any of these groups and accept the terms');
    expect(document.activeElement).toBe(input('consent'));
    expect(input('consent').getAttribute('aria-invalid')).toBe('true');
    expect(api.posted('accountLoginSms')).toHaveLength(1);

    fireEvent.click(input('consent'));
    create();
    await waitFor(() => expect(h.onSuccess).toHaveBeenCalledWith(true));
    expect(api.posted('accountLoginSms')).toEqual([
      { mobile: '9171234567', smsCode: '123456' },
      { mobile: '9171234567', smsCode: '123456', eligibilityDeclared: 1 },
    ]);
    expect(api.posted('smsSend')).toEqual([]);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
  });

  it('Back returns to the form with what was typed; a refused resend is said in the step', async () => {
    api.answer('accountLoginSms', inTurn(refused(), new FakeFailure(AuthErrorCode.smsCodeInvalid)));
    const h = handlers();
    render(<LoginForm {...h} tab="phone" />);
    type('mobile', '9171234567');
    type('smsCode', '123456');
    await heading();
    fireEvent.click(input('consent'));
    create();
    expect((await screen.findByRole('alert')).textContent).toContain('The code is wrong or has expired');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('heading', { name: 'One more step to create your account' })).toBeNull();
    expect(input('mobile').value).toBe('9171234567');
    expect(input('smsCode').value).toBe('123456');
    expect(h.onSuccess).not.toHaveBeenCalled();
  });

  it('an existing phone signs straight in (no step)', async () => {
    api.answer('accountLoginSms', authReply);
    const h = handlers();
    render(<LoginForm {...h} tab="phone" />);
    type('mobile', '9171234567');
    type('smsCode', '123456');
    await waitFor(() => expect(h.onSuccess).toHaveBeenCalledWith());
    expect(screen.queryByRole('heading', { name: 'One more step to create your account' })).toBeNull();
  });
});

describe('the declaration step: social sign-ups', () => {
  it('Facebook: a new identity meets the step in the form, and the same token goes again with the declaration', async () => {
    api.answer('facebookLogin', inTurn(refused(), authReply));
    sdkLoadsAtOnce(() => {
      window.FB = {
        init: vi.fn(),
        login: (callback) => callback({ status: 'connected', authResponse: { accessToken: 'fb-tok', userID: 'u1', expiresIn: 60, signedRequest: 's' } }),
        logout: vi.fn(),
      };
    });
    const h = handlers();
    render(<LoginForm {...h} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    await heading();
    // The refusal is the step, not an error under the buttons.
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(input('consent'));
    create();
    await waitFor(() => expect(h.onSuccess).toHaveBeenCalledWith(true));
    const first = { accessToken: 'fb-tok', userID: 'u1', signedRequest: 's', expiresIn: 60 };
    expect(api.posted('facebookLogin')).toEqual([first, { ...first, eligibilityDeclared: 1 }]);
    delete window.FB;
  });

  it('LINE: back from its page, the login page shows the step and resends the token the return carried', async () => {
    sessionStorage.setItem('social_pending', JSON.stringify({ provider: SocialProvider.line, intent: 'login', redirect: '/member' }));
    sdkLoadsAtOnce(() => {
      window.liff = { init: vi.fn(async () => undefined), isLoggedIn: () => true, getAccessToken: () => 'line-tok', login: vi.fn(), logout: vi.fn() };
    });
    api.answer('lineLogin', inTurn(refused(), authReply));
    history.replaceState(null, '', '/auth/login?redirect=%2Fmember');
    render(
      <LocationProvider>
        <LoginPage />
      </LocationProvider>,
    );
    const title = await heading();
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    fireEvent.click(input('consent'));
    create();
    await waitFor(() => expect(location.pathname).toBe('/member'));
    expect(api.posted('lineLogin')).toEqual([{ accessToken: 'line-tok' }, { accessToken: 'line-tok', eligibilityDeclared: 1 }]);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
    delete window.liff;
  });
});
