import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsPurpose, AuthErrorCode } from '../../../../contract/auth';
import { ForgetForm } from '../../../../client/features/auth/forget-form';
import { resetSmsCooldown } from '../../../../client/features/auth/auth-store';
import { api, resetAuthTest } from './auth-test-setup';
import { FakeFailure } from '../../fake-api';

beforeEach(() => resetAuthTest());
afterEach(() => {
  cleanup();
  resetSmsCooldown();
  vi.unstubAllGlobals();
});

const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.input(input(name), { target: { value } });
const submit = () => fireEvent.click(document.querySelector('button[type="submit"]')!);

describe('ForgetForm', () => {
  it('validates all fields and focuses the first invalid one', async () => {
    render(<ForgetForm onDone={vi.fn()} />);
    type('mobile', '9171234567');
    submit();
    expect(await screen.findByText('Enter the verification code')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(document.activeElement).toBe(input('smsCode'));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('sends a code of purpose forget and resets the password', async () => {
    api.answer('smsSend', { interval: 60 });
    api.answer('forgetPassword', {});
    const onDone = vi.fn();
    render(<ForgetForm mobile="9171234567" onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 60s' });
    expect(api.posted('smsSend')).toEqual([{ mobile: '9171234567', purpose: SmsPurpose.forget }]);
    type('smsCode', '123456');
    type('password', 'newpass1');
    type('confirm', 'newpass1');
    submit();
    // The new password works with this mobile on the login form's phone tab.
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ mobile: '9171234567' }));
    expect(api.posted('forgetPassword')).toEqual([{ mobile: '9171234567', smsCode: '123456', password: 'newpass1' }]);
  });

  it('an unregistered mobile shows the server message', async () => {
    api.answer('smsSend', new FakeFailure(AuthErrorCode.mobileNotRegistered));
    render(<ForgetForm onDone={vi.fn()} />);
    type('mobile', '9171234567');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const alert = await screen.findByText('This mobile number is not registered yet');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
  });

  it('a wrong code shows the server message', async () => {
    api.answer('forgetPassword', new FakeFailure(AuthErrorCode.smsCodeInvalid));
    const onDone = vi.fn();
    render(<ForgetForm mobile="9171234567" onDone={onDone} />);
    type('smsCode', '123456');
    type('password', 'newpass1');
    type('confirm', 'newpass1');
    submit();
    expect(await screen.findByText('The code is wrong or has expired. Request a new one')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
