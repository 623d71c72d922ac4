// What the player does through the Android wrapper's hooks, with the browser's way when there is no
// wrapper, the hook is missing, it throws or it says no: share a link (Web Share, else copy), copy
// text (Clipboard API, else a hidden textarea), download a file (a link), sign in natively (the web
// SDKs otherwise). Each resolves with what happened so the page can say so ("Copied"); none
// rejects. Also the version handshake and what preLogin sends from the wrapper (its push token and
// device facts). Lazy chunks import this, and boot inside the wrapper only: the first paint has
// only native-bridge.ts.
import { SocialProvider } from '../../contract/auth';
import { safeResourceUrl } from '../../contract/safe-url';
import { callHook, isNativeWrapper, succeeded, type BridgeHook } from './native-bridge';

/** The bridge protocol this app speaks (docs/android-bridge.md). A wrapper without `version()` is 0. */
export const BRIDGE_PROTOCOL = 1;

/** The wrapper as detected: its protocol version and the hooks it has. */
export interface BridgeInfo {
  version: number;
  hooks: ReadonlySet<BridgeHook>;
}

const HOOKS: readonly BridgeHook[] = ['share', 'copy', 'download', 'openChat', 'login', 'messagingToken', 'deviceInfo'];

// The handshake is made once (at start-up, by preLogin's facts): undefined means not yet.
let detected: BridgeInfo | null | undefined;

/** The wrapper's protocol version and hooks (asked once); null in a browser. A broken `version()` counts as 0. */
export function detectBridge(): BridgeInfo | null {
  if (detected !== undefined) return detected;
  if (!isNativeWrapper()) return (detected = null);
  const bridge = (globalThis as { AndroidBridge?: Record<string, unknown> }).AndroidBridge ?? {};
  const hooks = new Set(HOOKS.filter((hook) => typeof bridge[hook] === 'function'));
  const answer = callHook('version');
  const version = Number(answer.ok ? answer.value : 0);
  return (detected = { version: Number.isInteger(version) && version > 0 && version < 1000 ? version : 0, hooks });
}

/** Forgets the handshake (tests inject and remove fake wrappers). */
export function resetBridgeDetection(): void {
  detected = undefined;
}

/** True when the wrapper has `hook`. */
export const hasHook = (hook: BridgeHook): boolean => detectBridge()?.hooks.has(hook) === true;

// The device facts preLogin passes on, each kept short; anything else the wrapper says is left out.
const FACT_TEXT = ['appVersion', 'os', 'osVersion', 'deviceModel', 'manufacturer'] as const;

function readDeviceInfo(): Record<string, unknown> | null {
  const result = callHook('deviceInfo');
  try {
    const parsed: unknown = result.ok && typeof result.value === 'string' ? JSON.parse(result.value) : null;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * What preLogin sends from the wrapper (spec section 7): the push token, when it has one the
 * operator accepts (contract/core.schemas.ts; a bad one is left out, never sent to fail start-up),
 * and the device facts with the protocol version as a JSON object's text; nothing in a browser.
 */
export function nativePreLoginFacts(): { messagingToken?: string; phoneinfoJsonModel?: string } {
  const info = detectBridge();
  if (!info) return {};
  const facts: Record<string, string | number> = { bridge: info.version };
  const device = readDeviceInfo();
  for (const key of FACT_TEXT) if (typeof device?.[key] === 'string') facts[key] = device[key].slice(0, 64);
  const code = wrapperAppVersionCode();
  if (code !== undefined) facts.appVersionCode = code;
  const result = callHook('messagingToken');
  const token = result.ok && typeof result.value === 'string' ? result.value : '';
  return { ...(/^[\x21-\x7e]{1,512}$/.test(token) ? { messagingToken: token } : {}), phoneinfoJsonModel: JSON.stringify(facts) };
}

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

/** The wrapper's app build (its device facts' `appVersionCode`), or undefined. */
export function wrapperAppVersionCode(): number | undefined {
  const code = readDeviceInfo()?.appVersionCode;
  return Number.isSafeInteger(code) && (code as number) >= 0 ? (code as number) : undefined;
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
