// The native Android wrapper's hooks (spec section 6: native login, share, copy, file download,
// chat, notification token). The wrapper injects `window.AndroidBridge` (a WebView JavaScript
// interface, so every argument and result is a string, number or boolean) before the first script
// runs; in a browser or the installed PWA it is absent. docs/android-bridge.md is the contract the
// Android side implements. This file is the small core start-up needs (detection, the version
// handshake, the notification token and device facts for preLogin); the actions with their web
// fallbacks are in bridge-actions.ts, which only lazy chunks import.

/** The bridge protocol this app speaks (docs/android-bridge.md). A wrapper without `version()` is 0. */
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
export type BridgeHook = Exclude<keyof AndroidBridge, 'version'>;

/** The wrapper as detected: its protocol version and the hooks it has. */
export interface BridgeInfo {
  version: number;
  hooks: ReadonlySet<BridgeHook>;
}

const HOOKS: readonly BridgeHook[] = ['share', 'copy', 'download', 'openChat', 'login', 'messagingToken', 'deviceInfo'];

/** What a hook call gave: its value, or why there is none (the wrapper lacks it, or it threw). */
export type HookResult = { ok: true; value: unknown } | { ok: false; reason: 'missing' | 'threw' };

// Detected once: the wrapper injects the object before the page loads and never removes it. The
// `undefined` state means not looked yet; null means no wrapper.
let detected: BridgeInfo | null | undefined;

function bridgeObject(): AndroidBridge | undefined {
  const candidate = (globalThis as { AndroidBridge?: unknown }).AndroidBridge;
  return (typeof candidate === 'object' || typeof candidate === 'function') && candidate !== null ? (candidate as AndroidBridge) : undefined;
}

/** Reads the wrapper (once): null in a browser; a broken `version()` counts as protocol 0. */
export function detectBridge(): BridgeInfo | null {
  if (detected !== undefined) return detected;
  const bridge = bridgeObject();
  if (!bridge) return (detected = null);
  const hooks = new Set(HOOKS.filter((hook) => typeof bridge[hook] === 'function'));
  let version = 0;
  try {
    const answer = Number(typeof bridge.version === 'function' ? bridge.version.call(bridge) : 0);
    if (Number.isInteger(answer) && answer > 0 && answer < 1000) version = answer;
  } catch {
    // An old or broken wrapper: the hooks it has are still used.
  }
  return (detected = { version, hooks });
}

/** True inside the native Android wrapper. */
export const isNativeWrapper = (): boolean => detectBridge() !== null;

/** True when the wrapper has `hook`. */
export const hasHook = (hook: BridgeHook): boolean => detectBridge()?.hooks.has(hook) === true;

/** Calls a hook; never throws (the page must outlive a broken wrapper). */
export function callHook(hook: BridgeHook, ...args: string[]): HookResult {
  const bridge = bridgeObject();
  const fn = hasHook(hook) ? (bridge?.[hook] as ((...a: string[]) => unknown) | undefined) : undefined;
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

// The device facts preLogin passes on, each kept short; anything else the wrapper says is left out.
const FACT_TEXT = ['appVersion', 'os', 'osVersion', 'deviceModel', 'manufacturer'] as const;

function deviceFacts(info: BridgeInfo): Record<string, string | number> {
  const facts: Record<string, string | number> = { bridge: info.version };
  const result = callHook('deviceInfo');
  try {
    const parsed = (result.ok && typeof result.value === 'string' ? JSON.parse(result.value) : null) as Record<string, unknown> | null;
    for (const key of FACT_TEXT) if (typeof parsed?.[key] === 'string') facts[key] = parsed[key].slice(0, 64);
    const code = parsed?.appVersionCode;
    if (Number.isSafeInteger(code) && (code as number) >= 0) facts.appVersionCode = code as number;
  } catch {
    // Not JSON: the protocol version alone still tells the operator which wrapper this is.
  }
  return facts;
}

/**
 * What preLogin sends from the wrapper (spec section 7): the push token, when it has one, and the
 * device facts as a JSON object's text; nothing in a browser.
 */
export function nativePreLoginFacts(): { messagingToken?: string; phoneinfoJsonModel?: string } {
  const info = detectBridge();
  if (!info) return {};
  const result = callHook('messagingToken');
  const token = result.ok && typeof result.value === 'string' ? result.value : '';
  // What the operator accepts (contract/core.schemas.ts): a bad token is left out, never sent to fail start-up.
  return { ...(/^[\x21-\x7e]{1,512}$/.test(token) ? { messagingToken: token } : {}), phoneinfoJsonModel: JSON.stringify(deviceFacts(info)) };
}

/** Forgets the detection (tests inject and remove fake wrappers). */
export function resetBridgeDetection(): void {
  detected = undefined;
}
