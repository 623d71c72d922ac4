// What the player does through the Android wrapper's hooks, with the browser's way when there is no
// wrapper, the hook is missing, it throws or it says no: share a link (Web Share, else copy), copy
// text (Clipboard API, else a hidden textarea), download a file (a link), sign in natively (the web
// SDKs otherwise). Each resolves with what happened so the page can say so ("Copied"); none
// rejects. Lazy chunks import this; the first paint has none of the bridge's modules.
import { SocialProvider } from '../../contract/auth';
import { safeResourceUrl } from '../../contract/safe-url';
import { BRIDGE_PROTOCOL, callHook, hasHook, isNativeWrapper, succeeded } from './native-bridge';

/** What a share did: the sheet opened, the text was copied instead, the player closed it, or nothing worked. */
export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';
/** What a copy did. */
export type CopyResult = 'copied' | 'failed';
/** What a download did: started (by the wrapper or the browser), or refused (an unsafe URL). */
export type DownloadResult = 'started' | 'failed';

/** A link to share: `text` goes with it (a short invitation), `title` where the sheet shows one. */
export interface ShareLink {
  title: string;
  text: string;
  url: string;
}

// The hidden textarea way, for browsers without the Clipboard API (old WebViews, plain http).
function copyByTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen, not display:none (a hidden element cannot be selected); 16 px so iOS does not zoom.
  area.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0;font-size:16px';
  document.body.append(area);
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies text: the wrapper's copy, else the Clipboard API, else a hidden textarea. */
export async function copyText(text: string): Promise<CopyResult> {
  if (succeeded(callHook('copy', text))) return 'copied';
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // Denied (no focus, no permission): the older way may still work.
  }
  return copyByTextarea(text) ? 'copied' : 'failed';
}

/** Shares a link: the wrapper's share sheet, else Web Share, else copies the text and link. */
export async function shareLink(link: ShareLink): Promise<ShareResult> {
  if (succeeded(callHook('share', JSON.stringify(link)))) return 'shared';
  const data = { title: link.title, text: link.text, url: link.url };
  if (typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      // The player closed the sheet: nothing more to do. Any other failure: copy instead.
      if ((error as { name?: string })?.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(link.text ? `${link.text} ${link.url}` : link.url)) === 'copied' ? 'copied' : 'failed';
}

/** Downloads a file (a same-origin path or an https URL): the wrapper's download manager, else a link. */
export function downloadFile(url: string, name: string): DownloadResult {
  if (!safeResourceUrl(url)) return 'failed';
  const absolute = new URL(url, location.href).href;
  if (succeeded(callHook('download', JSON.stringify({ url: absolute, name })))) return 'started';
  const link = document.createElement('a');
  link.href = absolute;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  return 'started';
}

/**
 * True inside a wrapper that should be updated: the operator's APK (`latestBuild`,
 * h5.apkVersionCode) is a newer build than its `deviceInfo().appVersionCode`, or it speaks an older
 * bridge protocol than BRIDGE_PROTOCOL (it lacks hooks). Read here, not from native-facts.ts, so
 * that file stays a chunk of its own (boot loads it before preLogin inside the wrapper).
 */
export function wrapperOutdated(latestBuild: number | undefined): boolean {
  if (!isNativeWrapper()) return false;
  const asked = callHook('version');
  const version = Number(asked.ok ? asked.value : 0);
  if (!(Number.isInteger(version) && version >= BRIDGE_PROTOCOL)) return true;
  const info = callHook('deviceInfo');
  try {
    const build: unknown = info.ok && typeof info.value === 'string' ? (JSON.parse(info.value) as { appVersionCode?: unknown }).appVersionCode : undefined;
    return latestBuild !== undefined && Number.isSafeInteger(build) && latestBuild > (build as number);
  } catch {
    return false;
  }
}

// --- Native sign-in: the one asynchronous hook. The page calls `login('{"provider","callbackId"}')`;
// the wrapper answers later by calling `window.onAndroidBridgeResult(callbackId, resultJson)`.

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
