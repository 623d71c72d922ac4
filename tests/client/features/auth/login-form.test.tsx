import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsPurpose, AuthErrorCode } from '../../../../contract/auth';
import { LoginType } from '../../../../contract/session';
import { LoginForm } from '../../../../client/features/auth/login-form';
import { resetSmsCooldown } from '../../../../client/features/auth/auth-store';
import { $isLoggedIn, clearSession } from '../../../../client/stores/session';
import { api, authReply, resetAuthTest } from './auth-test-setup';
import { FakeFailure } from '../../fake-api';

const handlers = () => ({ onSuccess: vi.fn(), onForgot: vi.fn(), onRegister: vi.fn() });

beforeEach(() => resetAuthTest());
afterEach(() => {
  cleanup();
  clearSession();
  resetSmsCooldown();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.input(input(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

describe('LoginForm tabs', () => {
  it('opens the tab of defaultLoginType (account)', () => {
    render(<LoginForm {...handlers()} />);
    expect(screen.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('true');
    expect(input('account')).toBeTruthy();
  });

  it('opens the phone tab for defaultLoginType phone, and the requested tab over the default', () => {
    resetAuthTest({ defaultLoginType: LoginType.phone });
    const { unmount } = render(<LoginForm {...handlers()} />);
    expect(screen.getByRole('tab', { name: 'Phone' }).getAttribute('aria-selected')).toBe('true');
    unmount();
    render(<LoginForm {...handlers()} tab="account" />);
    expect(screen.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('true');
  });

  it('prefills the remembered account, on the account tab even where the default is phone (a logout lands on home)', () => {
    resetAuthTest({ defaultLoginType: LoginType.phone });
    localStorage.setItem('remembered_account', 'juan_dc');
    render(<LoginForm {...handlers()} />);
    expect(screen.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('true');
    expect(input('account').value).toBe('juan_dc');
  });

  it('offers social buttons only for providers switched on', () => {
    render(<LoginForm {...handlers()} />);
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with LINE' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it('Forgot password and Create account call their handlers', () => {
    const h = handlers();
    render(<LoginForm {...h} />);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(h.onForgot).toHaveBeenCalled();
    expect(h.onRegister).toHaveBeenCalled();
  });
});

describe('LoginForm account tab', () => {
  it('shows field errors on submit and focuses the first invalid field', async () => {
    render(<LoginForm {...handlers()} />);
    expect(screen.queryAllByRole('alert')).toEqual([]);
    submit();
    expect(await screen.findByText('Enter your account name')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(document.activeElement).toBe(input('account'));
    expect(input('account').getAttribute('aria-invalid')).toBe('true');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('checks a field on blur with the configured lengths', async () => {
    render(<LoginForm {...handlers()} />);
    type('account', 'abc');
    fireEvent.blur(input('account')); // Preact listens to blur for onBlur (the app loads no preact/compat)
    expect(await screen.findByText('Account name must be 6 to 16 characters')).toBeTruthy();
    type('account', 'abcdef'); // fixed while typing: the message goes
    await waitFor(() => expect(screen.queryByText('Account name must be 6 to 16 characters')).toBeNull());
  });

  it('logs in through the store and reports success', async () => {
    api.answer('accountLogin', authReply);
    const h = handlers();
    render(<LoginForm {...h} />);
    type('account', 'player01');
    type('password', 'secret1');
    submit();
    await waitFor(() => expect(h.onSuccess).toHaveBeenCalled());
    expect(api.posted('accountLogin')).toEqual([{ account: 'player01', password: 'secret1' }]);
    expect($isLoggedIn.get()).toBe(true);
  });

  it('shows a server error in the alert region and stays open', async () => {
    api.answer('accountLogin', new FakeFailure(AuthErrorCode.wrongCredentials, { msg: 'bad' }));
    const h = handlers();
    render(<LoginForm {...h} />);
    type('account', 'player01');
    type('password', 'secret1');
    submit();
    const alert = await screen.findByText('Wrong account or password');
    // The only alert on screen, so it is what gets announced.
    expect(screen.getAllByRole('alert')).toEqual([alert.closest('[role="alert"]')]);
    expect(h.onSuccess).not.toHaveBeenCalled();
  });

  it('disables the button while the call is in flight and sends once', async () => {
    let answer!: (value: typeof authReply) => void;
    api.answer('accountLogin', () => new Promise<typeof authReply>((resolve) => (answer = resolve)));
    render(<LoginForm {...handlers()} />);
    type('account', 'player01');
    type('password', 'secret1');
    submit();
    const button = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(button.closest('form')!);
    answer(authReply);
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(api.posted('accountLogin')).toHaveLength(1);
  });
});

describe('LoginForm phone tab', () => {
  it('with otpStatus 1: sends a code (purpose 3), counts down, logs in with accountLoginSms', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    api.answer('smsSend', { interval: 60 });
    api.answer('accountLoginSms', authReply);
    const h = handlers();
    render(<LoginForm {...h} tab="phone" />);
    expect(input('password')).toBeNull();
    expect(input('mobile').getAttribute('autocomplete')).toBe('tel-national');
    expect(input('smsCode').getAttribute('autocomplete')).toBe('one-time-code');
    expect(input('smsCode').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('+63')).toBeTruthy();

    type('mobile', '0917 123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const resend = await screen.findByRole('button', { name: 'Resend in 60s' });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(api.posted('smsSend')).toEqual([{ mobile: '9171234567', purpose: SmsPurpose.loginAndRegister }]);
    vi.advanceTimersByTime(1000);
    expect(await screen.findByRole('button', { name: 'Resend in 59s' })).toBeTruthy();
    vi.advanceTimersByTime(59_000);
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeTruthy();

    // The full code submits the form by itself (a tap on Log in in the same instant would be a
    // second login once the first is done).
    type('smsCode', '123456');
    await vi.waitFor(() => expect(h.onSuccess).toHaveBeenCalled());
    expect(api.posted('accountLoginSms')).toEqual([{ mobile: '9171234567', smsCode: '123456' }]);
  });

  it('Send code checks the mobile first', async () => {
    render(<LoginForm {...handlers()} tab="phone" />);
    type('mobile', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a 10-digit mobile number that starts with 9')).toBeTruthy();
    expect(document.activeElement).toBe(input('mobile'));
    expect(api.posted('smsSend')).toEqual([]);
  });

  it('with otpStatus 0: phone and password (phoneNoOtp) through accountLogin', async () => {
    resetAuthTest({ otpStatus: 0 });
    api.answer('accountLogin', authReply);
    const h = handlers();
    render(<LoginForm {...h} tab="phone" />);
    expect(input('smsCode')).toBeNull();
    type('mobile', '+63 917 123 4567');
    type('password', 'secret1');
    submit();
    await waitFor(() => expect(h.onSuccess).toHaveBeenCalled());
    expect(api.posted('accountLogin')).toEqual([{ mobile: '9171234567', password: 'secret1' }]);
  });

  it('with otpStatus 1: "Use password instead" logs in with phone and password (after a reset), and back to the code', async () => {
    api.answer('accountLogin', authReply);
    const h = handlers();
    render(<LoginForm {...h} tab="phone" />);
    expect(input('password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use password instead' }));
    expect(input('smsCode')).toBeNull();
    type('mobile', '9171234567');
    type('password', 'newpass1');
    submit();
    await waitFor(() => expect(h.onSuccess).toHaveBeenCalled());
    expect(api.posted('accountLogin')).toEqual([{ mobile: '9171234567', password: 'newpass1' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Use a code instead' }));
    expect(input('smsCode')).toBeTruthy();
  });

  it('opened after a reset: the phone tab in password mode with the number filled in', () => {
    render(<LoginForm {...handlers()} tab="phone" method="password" mobile="9171234567" />);
    expect(input('mobile').value).toBe('9171234567');
    expect(input('password')).toBeTruthy();
  });

  it('one-time code: a complete code submits by itself; a wrong one is said on the code field, which gets the focus', async () => {
    api.answer('accountLoginSms', new FakeFailure(AuthErrorCode.smsCodeInvalid));
    const h = handlers();
    render(<LoginForm {...h} tab="phone" />);
    type('mobile', '9171234567');
    type('smsCode', '12345');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.posted('accountLoginSms')).toEqual([]);
    type('smsCode', '123456');
    await waitFor(() => expect(api.posted('accountLoginSms')).toEqual([{ mobile: '9171234567', smsCode: '123456' }]));
    const field = input('smsCode');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(describedBy).toContain('The code is wrong or has expired. Request a new one');
    expect(document.activeElement).toBe(field);
    expect(document.querySelector('[data-server-error]')).toBeNull();
    expect(h.onSuccess).not.toHaveBeenCalled();
  });

  it('WebOTP: after Send code the SMS code fills in and submits; leaving the form aborts the wait', async () => {
    api.answer('smsSend', { interval: 60 });
    api.answer('accountLoginSms', authReply);
    const signals: AbortSignal[] = [];
    let deliver: (code: string) => void = () => undefined;
    vi.stubGlobal('OTPCredential', function OTPCredential() {});
    const get = vi.fn((options: { otp: unknown; signal: AbortSignal }) => {
      signals.push(options.signal);
      return new Promise((resolve) => (deliver = (code) => resolve({ code, type: 'otp' })));
    });
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    const h = handlers();
    const { unmount } = render(<LoginForm {...h} tab="phone" />);
    type('mobile', '9171234567');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    expect(get.mock.calls[0]![0].otp).toEqual({ transport: ['sms'] });
    deliver('654321');
    await waitFor(() => expect(api.posted('accountLoginSms')).toEqual([{ mobile: '9171234567', smsCode: '654321' }]));
    await waitFor(() => expect(h.onSuccess).toHaveBeenCalled());
    expect(signals[0]!.aborted).toBe(false);
    unmount();
    await waitFor(() => expect(signals[0]!.aborted).toBe(true));
    Reflect.deleteProperty(navigator, 'credentials');
  });
});
