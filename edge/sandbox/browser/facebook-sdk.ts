// Stand-in for the Facebook JS SDK (served at /sandbox/idp/facebook/sdk.js): the parts of
// window.FB the client uses, signing in through the sandbox's popup.
import { sandboxPopup, sandboxRevoke } from './sdk-shared';

interface StoredAuth {
  accessToken: string;
  userID: string;
  expiresIn: number;
  expiresAt: number;
  signedRequest: string;
}

interface AuthResponse {
  accessToken: string;
  userID: string;
  expiresIn: number;
  signedRequest: string;
  graphDomain: 'facebook';
}

type LoginStatus = { status: 'connected'; authResponse: AuthResponse } | { status: 'unknown'; authResponse: null };

interface SandboxFacebook {
  __sandbox: true;
  init(options?: { appId?: string }): void;
  login(callback?: (status: LoginStatus) => void, options?: unknown): void;
  getLoginStatus(callback?: (status: LoginStatus) => void): void;
  getAuthResponse(): AuthResponse | null;
  logout(callback?: (status: LoginStatus) => void): void;
  api(path: string, a?: unknown, b?: unknown): void;
}

// A local view of the globals: the app declares its own (stricter) Window.FB for the real SDK.
const host = window as unknown as { FB?: { __sandbox?: boolean }; fbAsyncInit?: () => void };

const KEY = 'sandbox_fb_auth';

function install(): void {
  let appId = '';
  let authResponse: StoredAuth | null = null;
  try {
    authResponse = JSON.parse(sessionStorage.getItem(KEY) || 'null') as StoredAuth | null;
  } catch {
    authResponse = null;
  }
  if (authResponse && authResponse.expiresAt && authResponse.expiresAt < Date.now()) authResponse = null;

  const save = () => {
    try {
      if (authResponse) sessionStorage.setItem(KEY, JSON.stringify(authResponse));
      else sessionStorage.removeItem(KEY);
    } catch {
      // Storage may be off (private mode); the sign-in still works for this page.
    }
  };
  const status = (): LoginStatus =>
    authResponse
      ? {
          status: 'connected',
          authResponse: {
            accessToken: authResponse.accessToken,
            userID: authResponse.userID,
            expiresIn: authResponse.expiresIn,
            signedRequest: authResponse.signedRequest,
            graphDomain: 'facebook',
          },
        }
      : { status: 'unknown', authResponse: null };
  const signedRequest = (userID: string) => {
    const payload = btoa(JSON.stringify({ algorithm: 'HMAC-SHA256', user_id: userID, issued_at: Math.floor(Date.now() / 1000) }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    return `sandbox.${payload}`;
  };

  const fb: SandboxFacebook = {
    __sandbox: true,
    init(options) {
      appId = String(options?.appId || '');
    },
    login(callback) {
      sandboxPopup('facebook', appId, (result) => {
        if (result.ok && result.accessToken && result.userID && result.expiresIn) {
          authResponse = {
            accessToken: result.accessToken,
            userID: result.userID,
            expiresIn: result.expiresIn,
            expiresAt: Date.now() + result.expiresIn * 1000,
            signedRequest: signedRequest(result.userID),
          };
          save();
          callback?.(status());
        } else {
          callback?.({ status: 'unknown', authResponse: null });
        }
      });
    },
    getLoginStatus(callback) {
      callback?.(status());
    },
    getAuthResponse() {
      return status().authResponse;
    },
    logout(callback) {
      const token = authResponse?.accessToken;
      authResponse = null;
      save();
      void sandboxRevoke(token).then(() => callback?.({ status: 'unknown', authResponse: null }));
    },
    api(_path, a, b) {
      const callback = typeof a === 'function' ? a : b;
      if (typeof callback === 'function') callback({ error: { message: 'The sandbox does not serve the Graph API' } });
    },
  };
  host.FB = fb;
  // Like the real SDK: tell the page it is ready.
  setTimeout(() => {
    if (typeof host.fbAsyncInit === 'function') host.fbAsyncInit();
  }, 0);
}

if (!host.FB?.__sandbox) install();
