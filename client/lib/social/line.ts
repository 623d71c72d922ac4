// LINE Login through LIFF v2 (static.line-scdn.net/liff/edge/2/sdk.js, or the sandbox's stand-in
// with the same API at the config's sdkUrl). Outside the LINE app, login is a full-page redirect:
// the caller remembers what it was doing and finishes after the page comes back.
import { SocialProvider } from '../../../contract/auth';
import type { SocialLoginConfig } from '../../../contract/core';
import { loadScript } from './load-script';
import { SocialLoginError, type SocialCredential } from './social-error';

type LineConfig = SocialLoginConfig['line'];

/** The part of LIFF we use. */
export interface LiffSdk {
  init(config: { liffId: string }): Promise<void>;
  isLoggedIn(): boolean;
  getAccessToken(): string | null;
  login(config?: { redirectUri?: string }): void;
  logout(): void;
}

declare global {
  interface Window {
    liff?: LiffSdk;
  }
}

const provider = SocialProvider.line;
let ready: Promise<LiffSdk> | null = null;

/** Loads LIFF and runs `liff.init` once per page (init also completes a login redirect). */
export function loadLiff(config: LineConfig): Promise<LiffSdk> {
  if (ready) return ready;
  ready = (async () => {
    try {
      await loadScript(config.sdkUrl);
    } catch (error) {
      throw new SocialLoginError('unavailable', provider, (error as Error).message);
    }
    const sdk = window.liff;
    if (!sdk) throw new SocialLoginError('unavailable', provider, 'liff missing after load');
    try {
      await sdk.init({ liffId: config.liffId });
    } catch (error) {
      throw new SocialLoginError('failed', provider, (error as Error)?.message ?? 'init');
    }
    return sdk;
  })();
  ready.catch(() => {
    ready = null;
  });
  return ready;
}

/** The LIFF access token when the player is already logged in to LINE, else null. */
export async function lineAccessToken(config: LineConfig): Promise<SocialCredential | null> {
  const sdk = await loadLiff(config);
  const token = sdk.isLoggedIn() ? sdk.getAccessToken() : null;
  return token ? { accessToken: token } : null;
}

/**
 * Resolves with a credential when already logged in to LINE; otherwise calls `beforeRedirect`,
 * starts the redirect to LINE and rejects with 'redirecting'.
 */
export async function lineSignIn(config: LineConfig, redirectUri: string, beforeRedirect: () => void): Promise<SocialCredential> {
  const credential = await lineAccessToken(config);
  if (credential) return credential;
  beforeRedirect();
  (await loadLiff(config)).login({ redirectUri });
  throw new SocialLoginError('redirecting', provider);
}

/** Logs out of LIFF (best effort). */
export async function lineSignOut(config: LineConfig): Promise<void> {
  const sdk = await loadLiff(config);
  if (sdk.isLoggedIn()) sdk.logout();
}

/** Forgets the initialised SDK (tests). */
export function resetLine(): void {
  ready = null;
}
