// The native Android wrapper's hooks (spec section 6: native login, share, copy, file download,
// chat, notification token). The wrapper injects `window.AndroidBridge` (a WebView JavaScript
// interface, so every argument and result is a string, number or boolean) before the first script
// runs; in a browser or the installed PWA it is absent. docs/android-bridge.md is the contract the
// Android side implements. This file: is there a wrapper, call a hook safely, the native chat, and
// copying (the wrapper's copy, else the Clipboard API, else a hidden textarea). native-facts.ts:
// the version handshake, the push token and device facts preLogin sends (boot loads it only
// inside the wrapper). bridge-actions.ts (share, download, the update check) and native-login.ts:
// the other actions with their web fallbacks. None is in a browser's first paint.

/** The bridge protocol this app speaks (docs/android-bridge.md). A wrapper without `version()` speaks 0. */
export const BRIDGE_PROTOCOL = 1;

/** What the wrapper may expose; every member is optional and checked before use. */
export interface AndroidBridge {
  /** The bridge protocol the wrapper implements (an integer, or its decimal text). */
  version?: () => unknown;
  /** Opens the share sheet with a JSON `{ title, text, url }`; true when it opened. */
  share?: (json: string) => unknown;
  /** Puts text on the clipboard; true when done. */
  copy?: (text: string) => unknown;
  /** Downloads a JSON `{ url, name }` with the system's download manager; true when started. */
  download?: (json: string) => unknown;
  /** Opens the native customer service chat with a JSON `{ license, group, name }`. */
  openChat?: (json: string) => unknown;
  /** Starts a native sign-in with a JSON `{ provider, callbackId }`; answers through `window.onAndroidBridgeResult`. */
  login?: (json: string) => unknown;
  /** The push (Firebase Cloud Messaging) token, or '' while there is none. */
  messagingToken?: () => unknown;
  /** A JSON object of device facts (appVersion, appVersionCode, os, osVersion, deviceModel, manufacturer). */
  deviceInfo?: () => unknown;
}

/** A hook's name. */
export type BridgeHook = keyof AndroidBridge;

/** What a hook call gave: its value, or why there is none (the wrapper lacks it, or it threw). */
export type HookResult = { ok: true; value: unknown } | { ok: false; reason: 'missing' | 'threw' };

// Read at each use, not kept: the wrapper injects it before the page loads and never removes it,
// and a check of a global costs nothing.
function bridgeObject(): AndroidBridge | undefined {
  const candidate = (globalThis as { AndroidBridge?: AndroidBridge }).AndroidBridge;
  return candidate !== null && (typeof candidate === 'object' || typeof candidate === 'function') ? candidate : undefined;
}

/** True inside the native Android wrapper. */
export const isNativeWrapper = (): boolean => bridgeObject() !== undefined;

/** True when the wrapper has `hook`. */
export const hasHook = (hook: BridgeHook): boolean => typeof bridgeObject()?.[hook] === 'function';

/** Calls a hook; never throws (the page must outlive a broken wrapper). */
export function callHook(hook: BridgeHook, ...args: string[]): HookResult {
  const bridge = bridgeObject();
  const fn = bridge?.[hook] as ((...a: string[]) => unknown) | undefined;
  if (typeof fn !== 'function') return { ok: false, reason: 'missing' };
  try {
    return { ok: true, value: fn.apply(bridge, args) };
  } catch {
    return { ok: false, reason: 'threw' };
  }
}

/** A hook's boolean answer: false and 'false' fail; anything else (true, nothing) succeeds. */
export const succeeded = (result: HookResult): boolean => result.ok && result.value !== false && result.value !== 'false';

/** Opens the native chat with a service line; false when the wrapper has no chat hook or it failed. */
export function openNativeChat(line: { license: string; group: string; name: string }): boolean {
  return succeeded(callHook('openChat', JSON.stringify(line)));
}

// Copying lives here, beside the hook caller, not in a file of its own: the pages with a copy button
// (member centre, report, wallet) then load one small chunk, not two.

/** What a copy did. */
export type CopyResult = 'copied' | 'failed';

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

