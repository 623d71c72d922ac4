import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SocialButtons } from '../../../../client/features/auth/social-buttons';
import { useAuthConfig } from '../../../../client/features/auth/use-auth-config';
import { resetFacebook } from '../../../../client/lib/social/facebook';
import { resetLoadedScripts } from '../../../../client/lib/social/load-script';
import { clearSession } from '../../../../client/stores/session';
import { api, authReply, resetAuthTest } from './auth-test-setup';

let loadScriptNow: (() => void) | null;
beforeEach(() => {
  resetAuthTest();
  resetLoadedScripts();
  resetFacebook();
  delete window.FB;
  loadScriptNow = null;
  // The SDK "downloads" until the test says it has arrived.
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    loadScriptNow = () => node.dispatchEvent(new Event('load'));
    return node;
  });
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Buttons({ onSuccess }: { onSuccess: () => void }) {
  return <SocialButtons config={useAuthConfig()} onSuccess={onSuccess} onDeclaration={() => undefined} />;
}

function fakeFacebook(connected: boolean): void {
  window.FB = {
    init: vi.fn(),
    login: (callback) =>
      callback(connected ? { status: 'connected', authResponse: { accessToken: 'fb-tok', userID: 'u1', expiresIn: 60, signedRequest: 's' } } : { status: 'unknown', authResponse: null }),
    logout: vi.fn(),
  };
}

describe('SocialButtons', () => {
  it('shows a spinner while the SDK loads, then signs in with facebookLogin', async () => {
    api.answer('facebookLogin', authReply);
    const onSuccess = vi.fn();
    render(<Buttons onSuccess={onSuccess} />);
    const facebook = screen.getByRole('button', { name: 'Continue with Facebook' });
    fireEvent.click(facebook);
    await waitFor(() => expect(facebook.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByRole('status')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue with LINE' }) as HTMLButtonElement).disabled).toBe(true);
    fakeFacebook(true);
    loadScriptNow?.();
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(api.posted('facebookLogin')).toEqual([{ accessToken: 'fb-tok', userID: 'u1', signedRequest: 's', expiresIn: 60 }]);
  });

  it('a cancelled popup says so inline and the buttons work again', async () => {
    const onSuccess = vi.fn();
    render(<Buttons onSuccess={onSuccess} />);
    const facebook = screen.getByRole('button', { name: 'Continue with Facebook' }) as HTMLButtonElement;
    fireEvent.click(facebook);
    fakeFacebook(false);
    await waitFor(() => expect(loadScriptNow).not.toBeNull());
    loadScriptNow?.();
    const message = await screen.findByText('Sign-in was cancelled');
    expect(message.getAttribute('role')).toBe('alert');
    expect(facebook.disabled).toBe(false);
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
