import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SocialProvider } from '../../../../contract/auth';
import type { SocialLoginConfig } from '../../../../contract/core';
import { FACEBOOK_SDK_VERSION, resetFacebook, type FacebookSdk } from '../../../../client/lib/social/facebook';
import type { GoogleSdk } from '../../../../client/lib/social/google';
import { resetLine, type LiffSdk } from '../../../../client/lib/social/line';
import { resetLoadedScripts } from '../../../../client/lib/social/load-script';
import {
  enabledProviders,
  finishPendingSocial,
  readPendingSocial,
  socialLogin,
  socialLogout,
  SocialLoginError,
} from '../../../../client/lib/social/social-login';

const config: SocialLoginConfig = {
  facebook: { status: 1, appId: 'fb-app', sdkUrl: '/sandbox/idp/facebook/sdk.js' },
  google: { status: 1, clientId: 'g-client', sdkUrl: '/sandbox/idp/google/sdk.js' },
  line: { status: 1, liffId: 'liff-1', sdkUrl: '/sandbox/idp/line/sdk.js' },
};

/** Globals each fake SDK script defines when it "loads". */
let sdkScripts: Record<string, () => void>;
let loadedSrcs: string[];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetLoadedScripts();
  resetFacebook();
  resetLine();
  delete window.FB;
  delete window.fbAsyncInit;
  delete window.google;
  delete window.liff;
  loadedSrcs = [];
  sdkScripts = {};
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const script = node as unknown as HTMLScriptElement;
    const path = new URL(script.src, location.href).pathname;
    loadedSrcs.push(path);
    queueMicrotask(() => {
      const define = sdkScripts[path];
      if (!define) {
        script.dispatchEvent(new Event('error'));
        return;
      }
      define();
      script.dispatchEvent(new Event('load'));
    });
    return node;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function fakeFacebook(loginResponse: Parameters<Parameters<FacebookSdk['login']>[0]>[0]) {
  const sdk = {
    init: vi.fn(),
    login: vi.fn((callback: (r: typeof loginResponse) => void) => callback(loginResponse)),
    logout: vi.fn((callback?: (r: unknown) => void) => callback?.({})),
  };
  sdkScripts['/sandbox/idp/facebook/sdk.js'] = () => {
    window.FB = sdk;
    window.fbAsyncInit?.(); // like the real SDK
  };
  return sdk;
}

describe('enabledProviders', () => {
  it('lists providers with status 1 only', () => {
    expect(enabledProviders({ ...config, google: { ...config.google, status: 0 } })).toEqual([SocialProvider.facebook, SocialProvider.line]);
    expect(enabledProviders(null)).toEqual([]);
  });
});

describe('Facebook', () => {
  it('loads the SDK on demand, initialises v22.0 and returns the credential when connected', async () => {
    const sdk = fakeFacebook({ status: 'connected', authResponse: { accessToken: 'fb-tok', userID: 'u1', expiresIn: 3600, signedRequest: 'sig' } });
    expect(loadedSrcs).toEqual([]);
    await expect(socialLogin(SocialProvider.facebook, config)).resolves.toEqual({ accessToken: 'fb-tok', userID: 'u1', expiresIn: 3600, signedRequest: 'sig' });
    expect(loadedSrcs).toEqual(['/sandbox/idp/facebook/sdk.js']);
    expect(sdk.init).toHaveBeenCalledWith({ appId: 'fb-app', version: FACEBOOK_SDK_VERSION, cookie: true, xfbml: false });
    expect(FACEBOOK_SDK_VERSION).toBe('v22.0');
    expect(sdk.login).toHaveBeenCalledWith(expect.any(Function), { scope: 'public_profile,email' });
  });

  it('a closed popup (not connected) is a cancelled error', async () => {
    fakeFacebook({ status: 'unknown', authResponse: null });
    const error = await socialLogin(SocialProvider.facebook, config).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SocialLoginError);
    expect((error as SocialLoginError).kind).toBe('cancelled');
  });

  it('an SDK that fails to load is unavailable', async () => {
    const error = await socialLogin(SocialProvider.facebook, config).catch((e: unknown) => e);
    expect((error as SocialLoginError).kind).toBe('unavailable');
  });

  it('a provider switched off is not configured and loads nothing', async () => {
    const error = await socialLogin(SocialProvider.facebook, { ...config, facebook: { ...config.facebook, status: 0 } }).catch((e: unknown) => e);
    expect((error as SocialLoginError).kind).toBe('not-configured');
    expect(loadedSrcs).toEqual([]);
  });

  it('logout calls FB.logout, also after a reload (SDK loaded again from the remembered config)', async () => {
    fakeFacebook({ status: 'connected', authResponse: { accessToken: 'fb-tok', userID: 'u1', expiresIn: 3600, signedRequest: 'sig' } });
    await socialLogin(SocialProvider.facebook, config);
    // a reload: nothing loaded any more
    resetLoadedScripts();
    resetFacebook();
    delete window.FB;
    const sdk = fakeFacebook({ status: 'unknown', authResponse: null });
    await socialLogout(SocialProvider.facebook);
    expect(sdk.logout).toHaveBeenCalledTimes(1);
    // nothing remembered any more: a second logout does nothing
    await socialLogout(SocialProvider.facebook);
    expect(sdk.logout).toHaveBeenCalledTimes(1);
  });
});

describe('Google', () => {
  function fakeGoogle(outcome: { token?: string; error?: { type: string } }) {
    const revoke = vi.fn((_token: string, done?: () => void) => done?.());
    const disableAutoSelect = vi.fn();
    const initTokenClient = vi.fn((cfg: Parameters<GoogleSdk['accounts']['oauth2']['initTokenClient']>[0]) => ({
      requestAccessToken: () => {
        if (outcome.token) cfg.callback({ access_token: outcome.token, expires_in: 3599 });
        else cfg.error_callback?.(outcome.error ?? { type: 'unknown' });
      },
    }));
    sdkScripts['/sandbox/idp/google/sdk.js'] = () => {
      window.google = { accounts: { oauth2: { initTokenClient, revoke }, id: { disableAutoSelect } } };
    };
    return { initTokenClient, revoke, disableAutoSelect };
  }

  it('requests an access token with the token client', async () => {
    const sdk = fakeGoogle({ token: 'g-tok' });
    await expect(socialLogin(SocialProvider.google, config)).resolves.toEqual({ accessToken: 'g-tok', expiresIn: 3599 });
    expect(sdk.initTokenClient).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'g-client', scope: 'openid profile email' }));
  });

  it('a closed popup is cancelled, a blocked one failed', async () => {
    fakeGoogle({ error: { type: 'popup_closed' } });
    expect(((await socialLogin(SocialProvider.google, config).catch((e: unknown) => e)) as SocialLoginError).kind).toBe('cancelled');
    fakeGoogle({ error: { type: 'popup_failed_to_open' } });
    resetLoadedScripts();
    expect(((await socialLogin(SocialProvider.google, config).catch((e: unknown) => e)) as SocialLoginError).kind).toBe('failed');
  });

  it('logout revokes the token and disables auto-select', async () => {
    const sdk = fakeGoogle({ token: 'g-tok' });
    await socialLogin(SocialProvider.google, config);
    await socialLogout(SocialProvider.google);
    expect(sdk.revoke).toHaveBeenCalledWith('g-tok', expect.any(Function));
    expect(sdk.disableAutoSelect).toHaveBeenCalled();
  });
});

describe('LINE (LIFF)', () => {
  function fakeLiff(state: { loggedIn: boolean; token?: string }) {
    const sdk = {
      init: vi.fn(async (_config: { liffId: string }) => undefined),
      isLoggedIn: () => state.loggedIn,
      getAccessToken: () => (state.loggedIn ? (state.token ?? null) : null),
      login: vi.fn((_config?: { redirectUri?: string }) => undefined),
      logout: vi.fn(() => undefined),
    } satisfies LiffSdk;
    sdkScripts['/sandbox/idp/line/sdk.js'] = () => {
      window.liff = sdk;
    };
    return sdk;
  }

  it('already logged in (inside LINE): returns the LIFF token', async () => {
    const sdk = fakeLiff({ loggedIn: true, token: 'line-tok' });
    await expect(socialLogin(SocialProvider.line, config)).resolves.toEqual({ accessToken: 'line-tok' });
    expect(sdk.init).toHaveBeenCalledWith({ liffId: 'liff-1' });
    expect(sdk.login).not.toHaveBeenCalled();
  });

  it('otherwise remembers the intent, redirects to LINE and finishes after coming back', async () => {
    const state = { loggedIn: false, token: 'line-tok' };
    const sdk = fakeLiff(state);
    const redirectUri = `${location.origin}/auth/login?redirect=%2Fmember`;
    const error = await socialLogin(SocialProvider.line, config, { intent: 'login', redirect: '/member', redirectUri }).catch((e: unknown) => e);
    expect((error as SocialLoginError).kind).toBe('redirecting');
    expect(sdk.login).toHaveBeenCalledWith({ redirectUri });
    expect(readPendingSocial()).toEqual({ provider: SocialProvider.line, intent: 'login', redirect: '/member' });

    // The page comes back: a fresh page load where liff.init has exchanged the code.
    resetLoadedScripts();
    resetLine();
    state.loggedIn = true;
    await expect(finishPendingSocial(config, 'bind')).resolves.toBeNull(); // the bind page leaves a login alone
    await expect(finishPendingSocial(config, 'login')).resolves.toEqual({
      pending: { provider: SocialProvider.line, intent: 'login', redirect: '/member' },
      credential: { accessToken: 'line-tok' },
    });
    expect(readPendingSocial()).toBeNull();
    await expect(finishPendingSocial(config, 'login')).resolves.toBeNull();
  });

  it('coming back without a LINE login is cancelled', async () => {
    fakeLiff({ loggedIn: false });
    await socialLogin(SocialProvider.line, config, { intent: 'bind', redirect: '/auth/bind' }).catch(() => undefined);
    resetLine();
    const error = await finishPendingSocial(config).catch((e: unknown) => e);
    expect((error as SocialLoginError).kind).toBe('cancelled');
    expect(readPendingSocial()).toBeNull();
  });

  it('logout calls liff.logout', async () => {
    const sdk = fakeLiff({ loggedIn: true, token: 'line-tok' });
    await socialLogin(SocialProvider.line, config);
    await socialLogout(SocialProvider.line);
    expect(sdk.logout).toHaveBeenCalled();
  });
});
