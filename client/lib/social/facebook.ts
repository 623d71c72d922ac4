// Facebook Login through the JavaScript SDK v22.0 (connect.facebook.net, or the sandbox's stand-in
// with the same API at the config's sdkUrl).
import { SocialProvider } from '../../../contract/auth';
import type { SocialLoginConfig } from '../../../contract/core';
import { loadScript } from './load-script';
import { SocialLoginError, type SocialCredential } from './social-error';

type FacebookConfig = SocialLoginConfig['facebook'];

interface FacebookAuthResponse {
  accessToken: string;
  userID: string;
  expiresIn: number;
  signedRequest: string;
}
interface FacebookLoginStatus {
  status: 'connected' | 'not_authorized' | 'unknown';
  authResponse: FacebookAuthResponse | null;
}
/** The part of the Facebook SDK we use. */
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(callback: (response: FacebookLoginStatus) => void, options: { scope: string }): void;
  logout(callback?: (response: unknown) => void): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

export const FACEBOOK_SDK_VERSION = 'v22.0';
const provider = SocialProvider.facebook;
let ready: Promise<FacebookSdk> | null = null;

/** Loads and initialises the SDK once. */
export function loadFacebook(config: FacebookConfig): Promise<FacebookSdk> {
  if (ready) return ready;
  ready = new Promise<FacebookSdk>((resolve, reject) => {
    let initialised = false;
    const init = (): void => {
      const sdk = window.FB;
      if (initialised || !sdk) return;
      initialised = true;
      sdk.init({ appId: config.appId, version: FACEBOOK_SDK_VERSION, cookie: true, xfbml: false });
      resolve(sdk);
    };
    // The SDK calls fbAsyncInit once it has run; it must exist before the script loads.
    window.fbAsyncInit = init;
    loadScript(config.sdkUrl).then(
      () => {
        init(); // the SDK was already on the page, so fbAsyncInit will not be called again
        if (!initialised) reject(new SocialLoginError('unavailable', provider, 'FB missing after load'));
      },
      (error: Error) => reject(new SocialLoginError('unavailable', provider, error.message)),
    );
  });
  ready.catch(() => {
    ready = null; // let the player retry
  });
  return ready;
}

/** Opens the Facebook login popup; resolves with the credential, rejects 'cancelled' when not connected. */
export async function facebookSignIn(config: FacebookConfig): Promise<SocialCredential> {
  const sdk = await loadFacebook(config);
  return new Promise<SocialCredential>((resolve, reject) => {
    sdk.login(
      (response) => {
        const auth = response?.authResponse;
        if (response?.status !== 'connected' || !auth?.accessToken) {
          reject(new SocialLoginError('cancelled', provider));
          return;
        }
        resolve({ accessToken: auth.accessToken, userID: auth.userID, expiresIn: auth.expiresIn, signedRequest: auth.signedRequest });
      },
      { scope: 'public_profile,email' },
    );
  });
}

/** Logs out of Facebook (best effort). */
export async function facebookSignOut(config: FacebookConfig): Promise<void> {
  const sdk = await loadFacebook(config);
  await new Promise<void>((resolve) => sdk.logout(() => resolve()));
}

/** Forgets the loaded SDK (tests). */
export function resetFacebook(): void {
  ready = null;
}
