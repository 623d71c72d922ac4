// Stand-in for Google Identity Services (served at /sandbox/idp/google/sdk.js): the token client
// the client uses, signing in through the sandbox's popup.
import { sandboxPopup, sandboxRevoke } from './sdk-shared';

interface TokenClientConfig {
  client_id: string;
  scope?: string;
  callback: (response: { access_token: string; expires_in: number; scope: string; token_type: 'Bearer' }) => void;
  error_callback?: (error: { type: 'popup_failed_to_open' | 'popup_closed'; message: string }) => void;
}

interface SandboxAccounts {
  __sandbox: true;
  oauth2: {
    initTokenClient(config: TokenClientConfig): { requestAccessToken(): void };
    revoke(token: string, done?: (result: { successful: boolean }) => void): void;
    hasGrantedAllScopes(): boolean;
  };
  id: { initialize(): void; prompt(): void; disableAutoSelect(): void };
}

type GoogleGlobal = { accounts?: { __sandbox?: boolean } };
// A local view of the globals: the app declares its own (stricter) Window.google for the real SDK.
const host = window as unknown as { google?: GoogleGlobal };

function install(google: GoogleGlobal): void {
  const accounts: SandboxAccounts = {
    __sandbox: true,
    oauth2: {
      initTokenClient(config) {
        return {
          requestAccessToken() {
            sandboxPopup('google', config.client_id, (result) => {
              if (result.ok && result.accessToken && result.expiresIn) {
                config.callback({ access_token: result.accessToken, expires_in: result.expiresIn, scope: config.scope || '', token_type: 'Bearer' });
              } else if (typeof config.error_callback === 'function') {
                config.error_callback({ type: result.error === 'popup_failed_to_open' ? 'popup_failed_to_open' : 'popup_closed', message: 'Popup window closed' });
              }
            });
          },
        };
      },
      revoke(token, done) {
        void sandboxRevoke(token).then(() => {
          if (typeof done === 'function') done({ successful: true });
        });
      },
      hasGrantedAllScopes: () => true,
    },
    id: {
      initialize() {},
      prompt() {},
      disableAutoSelect() {},
    },
  };
  google.accounts = accounts;
}

const google = (host.google = host.google || {});
if (!google.accounts?.__sandbox) install(google);
