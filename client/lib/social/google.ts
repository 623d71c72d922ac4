// Google sign-in through Google Identity Services' OAuth 2 token client (accounts.google.com/gsi/client,
// or the sandbox's stand-in with the same API at the config's sdkUrl).
import { SocialProvider } from '../../../contract/auth';
import type { SocialLoginConfig } from '../../../contract/core';
import { loadScript } from './load-script';
import { SocialLoginError, type SocialCredential } from './social-error';

type GoogleConfig = SocialLoginConfig['google'];

interface TokenResponse {
  access_token?: string;
  expires_in?: number | string;
  error?: string;
  error_description?: string;
}
interface TokenClientConfig {
  client_id: string;
  scope: string;
  callback: (response: TokenResponse) => void;
  error_callback?: (error: { type: string; message?: string }) => void;
}
/** The part of Google Identity Services we use. */
export interface GoogleSdk {
  accounts: {
    oauth2: {
      initTokenClient(config: TokenClientConfig): { requestAccessToken(overrides?: Record<string, unknown>): void };
      revoke(token: string, done?: () => void): void;
    };
    id: { disableAutoSelect(): void };
  };
}

declare global {
  interface Window {
    google?: GoogleSdk;
  }
}

const provider = SocialProvider.google;
export const GOOGLE_SCOPE = 'openid profile email';

/** Loads Google Identity Services once. */
export async function loadGoogle(config: GoogleConfig): Promise<GoogleSdk> {
  try {
    await loadScript(config.sdkUrl);
  } catch (error) {
    throw new SocialLoginError('unavailable', provider, (error as Error).message);
  }
  if (!window.google?.accounts?.oauth2) throw new SocialLoginError('unavailable', provider, 'google missing after load');
  return window.google;
}

/** Opens Google's consent popup; resolves with an access token, rejects 'cancelled' when closed. */
export async function googleSignIn(config: GoogleConfig): Promise<SocialCredential> {
  const sdk = await loadGoogle(config);
  return new Promise<SocialCredential>((resolve, reject) => {
    const client = sdk.accounts.oauth2.initTokenClient({
      client_id: config.clientId,
      scope: GOOGLE_SCOPE,
      callback: (response) => {
        if (!response?.access_token) {
          const kind = response?.error === 'access_denied' ? 'cancelled' : 'failed';
          reject(new SocialLoginError(kind, provider, response?.error ?? 'no token'));
          return;
        }
        const expiresIn = Number(response.expires_in);
        resolve({ accessToken: response.access_token, ...(Number.isFinite(expiresIn) ? { expiresIn } : {}) });
      },
      error_callback: (error) => {
        // popup_closed: the player closed it; popup_failed_to_open: blocked by the browser.
        reject(new SocialLoginError(error?.type === 'popup_closed' ? 'cancelled' : 'failed', provider, error?.type));
      },
    });
    client.requestAccessToken();
  });
}

/** Revokes the token and stops One Tap auto-select (best effort). */
export async function googleSignOut(config: GoogleConfig, accessToken: string | null): Promise<void> {
  const sdk = await loadGoogle(config);
  if (accessToken) await new Promise<void>((resolve) => sdk.accounts.oauth2.revoke(accessToken, () => resolve()));
  sdk.accounts.id?.disableAutoSelect();
}
