// Native social sign-in through the Android wrapper (Google refuses its web sign-in inside a
// WebView): the one asynchronous hook. The page calls `login('{"provider","callbackId"}')`; the
// wrapper answers later by calling `window.onAndroidBridgeResult(callbackId, resultJson)`
// (docs/android-bridge.md). 'unavailable' sends the player to the web sign-in.
import { SocialProvider } from '../../contract/auth';
import { callHook, hasHook, succeeded } from './native-bridge';

/** A native sign-in's outcome; 'unavailable' means use the web sign-in. */
export type NativeLoginResult =
  | { status: 'ok'; credential: { accessToken: string; userID?: string; expiresIn?: number } }
  | { status: 'unavailable' | 'cancelled' | 'failed' };

/** How long a native sign-in may take (the player types a password in the provider's app). */
export const NATIVE_LOGIN_TIMEOUT_MS = 180_000;

const PROVIDER_NAMES: Record<SocialProvider, string> = {
  [SocialProvider.facebook]: 'facebook',
  [SocialProvider.google]: 'google',
  [SocialProvider.line]: 'line',
};

const waiting = new Map<string, (answer: unknown) => void>();

function receive(callbackId: unknown, answer: unknown): void {
  const done = typeof callbackId === 'string' ? waiting.get(callbackId) : undefined;
  if (!done) return;
  waiting.delete(callbackId as string);
  try {
    done(typeof answer === 'string' ? JSON.parse(answer) : answer);
  } catch {
    done(null);
  }
}

function readLogin(answer: unknown): NativeLoginResult {
  const a = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  if (a.status === 'cancelled') return { status: 'cancelled' };
  if (a.status !== 'ok' || typeof a.accessToken !== 'string' || a.accessToken.length === 0 || a.accessToken.length > 4096) return { status: 'failed' };
  const credential: { accessToken: string; userID?: string; expiresIn?: number } = { accessToken: a.accessToken };
  if (typeof a.userID === 'string' && a.userID.length <= 128) credential.userID = a.userID;
  if (Number.isSafeInteger(a.expiresIn) && (a.expiresIn as number) > 0) credential.expiresIn = a.expiresIn as number;
  return { status: 'ok', credential };
}

/** Signs in through the wrapper's native SDK; 'unavailable' when there is no wrapper or login hook. */
export function nativeLogin(provider: SocialProvider): Promise<NativeLoginResult> {
  if (!hasHook('login')) return Promise.resolve({ status: 'unavailable' });
  (window as { onAndroidBridgeResult?: typeof receive }).onAndroidBridgeResult = receive;
  const callbackId = `login-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return new Promise<NativeLoginResult>((resolve) => {
    const timer = setTimeout(() => receive(callbackId, { status: 'failed' }), NATIVE_LOGIN_TIMEOUT_MS);
    waiting.set(callbackId, (answer) => {
      clearTimeout(timer);
      resolve(readLogin(answer));
    });
    const started = callHook('login', JSON.stringify({ provider: PROVIDER_NAMES[provider], callbackId }));
    if (!succeeded(started)) {
      waiting.delete(callbackId);
      clearTimeout(timer);
      // A wrapper whose login throws or refuses: the web sign-in still works.
      resolve({ status: 'unavailable' });
    }
  });
}
