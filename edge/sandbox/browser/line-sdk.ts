// Stand-in for LIFF v2 (served at /sandbox/idp/line/sdk.js): a full-page redirect sign-in whose
// code this script trades for a token on the way back.
import { sandboxRevoke } from './sdk-shared';

interface SandboxLiff {
  __sandbox: true;
  id: string | null;
  init(config?: { liffId?: string }): Promise<void>;
  isLoggedIn(): boolean;
  isInClient(): boolean;
  login(options?: { redirectUri?: string }): void;
  getAccessToken(): string | null;
  logout(): void;
}

// A local view of the globals: the app declares its own (stricter) Window.liff for the real SDK.
const host = window as unknown as { liff?: { __sandbox?: boolean } };

const KEY = 'sandbox_liff_token';

function readToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function writeToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage may be off (private mode).
  }
}

function install(): void {
  let liffId = '';
  const liff: SandboxLiff = {
    __sandbox: true,
    id: null,
    init(config) {
      liffId = String(config?.liffId || '');
      liff.id = liffId;
      const params = new URLSearchParams(location.search);
      const code = params.get('code');
      const clientId = params.get('liffClientId');
      if (!clientId) return Promise.resolve();
      for (const name of ['code', 'liffClientId', 'state', 'error', 'error_description']) params.delete(name);
      const query = params.toString();
      history.replaceState(history.state, '', location.pathname + (query ? `?${query}` : '') + location.hash);
      if (!code) return Promise.resolve();
      return fetch('/sandbox/idp/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code, client_id: clientId }),
        credentials: 'same-origin',
      })
        .then((response) => {
          if (!response.ok) throw new Error('LIFF: the authorization code was refused');
          return response.json() as Promise<{ access_token: string }>;
        })
        .then((data) => writeToken(data.access_token));
    },
    isLoggedIn: () => Boolean(readToken()),
    isInClient: () => false,
    login(options) {
      const target = new URL(options?.redirectUri || location.href, location.href);
      if (target.origin !== location.origin) throw new Error('LIFF: redirectUri must be on this origin');
      location.assign(
        `/sandbox/idp/authorize?provider=line&client_id=${encodeURIComponent(liffId)}&mode=redirect&redirect_uri=${encodeURIComponent(target.pathname + target.search + target.hash)}`,
      );
    },
    getAccessToken: () => readToken() || null,
    logout() {
      const token = readToken();
      writeToken(null);
      void sandboxRevoke(token);
    },
  };
  host.liff = liff;
}

if (!host.liff?.__sandbox) install();
