import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsPurpose, AuthErrorCode } from '../../../../contract/auth';
import { LoginType } from '../../../../contract/session';
import { RegisterForm, registerTabs } from '../../../../client/features/auth/register-form';
import { resetSmsCooldown } from '../../../../client/features/auth/auth-store';
import { clearSession } from '../../../../client/stores/session';
import { api, authReply, resetAuthTest } from './auth-test-setup';
import { FakeFailure } from '../../fake-api';

beforeEach(() => resetAuthTest());
afterEach(() => {
  cleanup();
  clearSession();
  resetSmsCooldown();
  vi.unstubAllGlobals();
});

const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.input(input(name), { target: { value } });
const submit = () => fireEvent.click(document.querySelector('button[type="submit"]')!);
const props = () => ({ onSuccess: vi.fn(), onLogin: vi.fn() });

describe('registerTabs', () => {
  it('follows registerType order, phone types as one tab', () => {
    expect(registerTabs({ registerType: [LoginType.phone, LoginType.account] })).toEqual(['phone', 'account']);
    expect(registerTabs({ registerType: [LoginType.account, LoginType.phone, LoginType.phoneNoOtp] })).toEqual(['account', 'phone']);
    expect(registerTabs({ registerType: [] })).toEqual(['account']);
  });
});

describe('RegisterForm', () => {
  it('shows tabs in the config order and the sign-up bonus', () => {
    resetAuthTest({ registerType: [LoginType.phone, LoginType.account] });
    render(<RegisterForm {...props()} />);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Phone', 'Account']);
    expect(screen.getByRole('tab', { name: 'Phone' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Sign up now and get a ₱10.00 bonus!')).toBeTruthy();
  });

  it('one method: no tabs', () => {
    resetAuthTest({ registerType: [LoginType.account], userRegisterCoin: 0 });
    render(<RegisterForm {...props()} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByText(/bonus/)).toBeNull();
  });

  it('links the terms and privacy policy in the consent line', () => {
    render(<RegisterForm {...props()} />);
    expect(screen.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/terms-of-use');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('account: checks every field and the consent, focusing the first invalid field', async () => {
    render(<RegisterForm {...props()} />);
    type('account', 'ab');
    type('password', 'secret 1');
    type('confirm', 'other');
    submit();
    expect(await screen.findByText('Account name must be 6 to 16 characters')).toBeTruthy();
    expect(screen.getByText('Password cannot contain spaces')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(screen.getByText('Please confirm that you are not in any of these groups and accept the terms')).toBeTruthy();
    expect(document.activeElement).toBe(input('account'));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('account: the consent is required even when the fields are right', async () => {
    render(<RegisterForm {...props()} />);
    type('account', 'player01');
    type('password', 'secret1');
    type('confirm', 'secret1');
    submit();
    expect(await screen.findByText('Please confirm that you are not in any of these groups and accept the terms')).toBeTruthy();
    expect(document.activeElement).toBe(input('consent'));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('account: registers with accountRegist and the invite code', async () => {
    api.answer('accountRegist', authReply);
    const p = props();
    render(<RegisterForm {...p} inviteCode="FRIEND7" />);
    expect(input('password').getAttribute('autocomplete')).toBe('new-password');
    type('account', 'player01');
    type('password', 'secret1');
    type('confirm', 'secret1');
    fireEvent.click(input('consent'));
    submit();
    await waitFor(() => expect(p.onSuccess).toHaveBeenCalled());
    expect(api.posted('accountRegist')).toEqual([{ account: 'player01', password: 'secret1', eligibilityDeclared: 1, inviteCode: 'FRIEND7' }]);
  });

  it('lists the six barred groups of spec section 1 above the declaration, on both tabs', () => {
    resetAuthTest({ registerType: [LoginType.account, LoginType.phone] });
    render(<RegisterForm {...props()} />);
    for (const tab of ['Account', 'Phone']) {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      const groups = [...document.querySelectorAll('#register-barred li')].map((li) => li.textContent);
      expect(groups).toEqual([
        'Government officials',
        'Members of the armed forces and police',
        'Persons under 21 years of age',
        'Persons on a national restricted-persons database',
        'Gaming-licence holders',
        'Anyone playing in open or public places',
      ]);
      expect(input('consent').getAttribute('aria-describedby')).toBe('register-barred');
      expect(input('consent').closest('label')?.textContent).toContain('I am not in any of these groups');
    }
  });

  it('account: a refused declaration (1113) says what to confirm', async () => {
    api.answer('accountRegist', new FakeFailure(AuthErrorCode.eligibilityRequired));
    render(<RegisterForm {...props()} />);
    type('account', 'player01');
    type('password', 'secret1');
    type('confirm', 'secret1');
    fireEvent.click(input('consent'));
    submit();
    expect(await screen.findByText('Please confirm that you are not in any of these groups and accept the terms')).toBeTruthy();
  });

  it('account: a taken name shows the server message', async () => {
    api.answer('accountRegist', new FakeFailure(AuthErrorCode.accountExists));
    render(<RegisterForm {...props()} />);
    type('account', 'player01');
    type('password', 'secret1');
    type('confirm', 'secret1');
    fireEvent.click(input('consent'));
    submit();
    const alert = await screen.findByText('This account name is already taken. Try another one');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
  });

  it('phone with otpStatus 1: code of purpose register, then accountRegist4', async () => {
    api.answer('smsSend', { interval: 60 });
    api.answer('accountRegist4', authReply);
    const p = props();
    render(<RegisterForm {...p} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    type('mobile', '09171234567');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 60s' });
    expect(api.posted('smsSend')).toEqual([{ mobile: '9171234567', purpose: SmsPurpose.register }]);
    type('smsCode', '123456');
    type('password', 'secret1');
    fireEvent.click(input('consent'));
    submit();
    await waitFor(() => expect(p.onSuccess).toHaveBeenCalled());
    expect(api.posted('accountRegist4')).toEqual([{ mobile: '9171234567', password: 'secret1', eligibilityDeclared: 1, smsCode: '123456' }]);
  });

  it('phone with otpStatus 0: no code field', async () => {
    resetAuthTest({ otpStatus: 0, registerType: [LoginType.phone] });
    api.answer('accountRegist4', authReply);
    const p = props();
    render(<RegisterForm {...p} />);
    expect(input('smsCode')).toBeNull();
    type('mobile', '9171234567');
    type('password', 'secret1');
    fireEvent.click(input('consent'));
    submit();
    await waitFor(() => expect(p.onSuccess).toHaveBeenCalled());
    expect(api.posted('accountRegist4')).toEqual([{ mobile: '9171234567', password: 'secret1', eligibilityDeclared: 1 }]);
  });

  it('a send limit says how long to wait', async () => {
    api.answer('smsSend', new FakeFailure(AuthErrorCode.smsSendLimit, { extra: { interval: 30 } }));
    render(<RegisterForm {...props()} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    type('mobile', '9171234567');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please wait 30s before requesting another code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend in 30s' })).toBeTruthy();
  });
});
