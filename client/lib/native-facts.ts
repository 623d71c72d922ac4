// The wrapper's version handshake and what preLogin sends from it (spec section 7: its push token
// and device facts). Boot loads this only inside the wrapper, before preLogin; it imports nothing
// and every importer loads it lazily, so it stays a chunk of its own that start-up there fetches
// alone, and a browser's first paint carries none of it (not even a preload list entry).
import type { BridgeHook } from './native-bridge';

/** The wrapper as detected: its protocol version and the hooks it has. */
export interface BridgeInfo {
  version: number;
  hooks: ReadonlySet<BridgeHook>;
}

const HOOKS: readonly BridgeHook[] = ['share', 'copy', 'download', 'openChat', 'login', 'messagingToken', 'deviceInfo'];

type Bridge = Partial<Record<BridgeHook, unknown>>;

const bridgeObject = (): Bridge | undefined => (globalThis as { AndroidBridge?: Bridge }).AndroidBridge ?? undefined;

// A getter's answer, or undefined when the wrapper lacks it or it throws (native-bridge.ts's
// callHook, repeated here so this file stays alone in its chunk).
function ask(hook: 'version' | 'messagingToken' | 'deviceInfo'): unknown {
  const bridge = bridgeObject();
  try {
    const fn = bridge?.[hook];
    return typeof fn === 'function' ? (fn as () => unknown).call(bridge) : undefined;
  } catch {
    return undefined;
  }
}

// The handshake is made once (at start-up, by preLogin's facts): undefined means not yet.
let detected: BridgeInfo | null | undefined;

/** The wrapper's protocol version and hooks (asked once); null in a browser. A broken `version()` counts as 0. */
export function detectBridge(): BridgeInfo | null {
  if (detected !== undefined) return detected;
  const bridge = bridgeObject();
  if (typeof bridge !== 'object' && typeof bridge !== 'function') return (detected = null);
  const version = Number(ask('version') ?? 0);
  return (detected = {
    version: Number.isInteger(version) && version > 0 && version < 1000 ? version : 0,
    hooks: new Set(HOOKS.filter((hook) => typeof bridge[hook] === 'function')),
  });
}

/** Forgets the handshake (tests inject and remove fake wrappers). */
export function resetBridgeDetection(): void {
  detected = undefined;
}

// The device facts preLogin passes on, each kept short; anything else the wrapper says is left out.
const FACT_TEXT = ['appVersion', 'os', 'osVersion', 'deviceModel', 'manufacturer'] as const;

function readDeviceInfo(): Record<string, unknown> | null {
  try {
    const answer = ask('deviceInfo');
    const parsed: unknown = typeof answer === 'string' ? JSON.parse(answer) : null;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

// The wrapper's app build (its device facts' `appVersionCode`), or undefined.
function wrapperAppVersionCode(): number | undefined {
  const code = readDeviceInfo()?.appVersionCode;
  return Number.isSafeInteger(code) && (code as number) >= 0 ? (code as number) : undefined;
}

/**
 * What preLogin sends from the wrapper: the push token, when it has one the operator accepts
 * (contract/core.schemas.ts; a bad one is left out, never sent to fail start-up), and the device
 * facts with the protocol version as a JSON object's text; nothing in a browser.
 */
export function nativePreLoginFacts(): { messagingToken?: string; phoneinfoJsonModel?: string } {
  const info = detectBridge();
  if (!info) return {};
  const facts: Record<string, string | number> = { bridge: info.version };
  const device = readDeviceInfo();
  for (const key of FACT_TEXT) if (typeof device?.[key] === 'string') facts[key] = device[key].slice(0, 64);
  const code = wrapperAppVersionCode();
  if (code !== undefined) facts.appVersionCode = code;
  const token = ask('messagingToken');
  return { ...(typeof token === 'string' && /^[\x21-\x7e]{1,512}$/.test(token) ? { messagingToken: token } : {}), phoneinfoJsonModel: JSON.stringify(facts) };
}
