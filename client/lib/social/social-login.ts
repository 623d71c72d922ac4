// Social sign-in for Facebook, Google and LINE: one entry point over the three provider adapters.
// SDKs load only when called. What is needed to log out of the provider later (after a reload
// too) is remembered in localStorage; a pending LINE redirect is remembered in sessionStorage.
import { SocialProvider } from '../../../contract/auth';
import type { SocialLoginConfig } from '../../../contract/core';
import { nativeLogin } from '../native-login';
import { readJson, writeJson } from '../storage';
import { href } from '../../../contract/route-paths';
import { facebookSignIn, facebookSignOut } from './facebook';
import { googleSignIn, googleSignOut } from './google';
import { lineAccessToken, lineSignIn, lineSignOut } from './line';
import { SocialLoginError, type SocialCredential } from './social-error';

export { SocialLoginError, type SocialCredential } from './social-error';

/** What the player was doing when a redirect-based sign-in (LINE) left the page. */
export interface PendingSocial {
  provider: SocialProvider;
  intent: 'login' | 'bind';
  /** Same-origin path to go to after finishing. */
  redirect: string;
}

export interface SocialLoginOptions {
  intent?: PendingSocial['intent'];
  redirect?: string;
  /** Where a redirect-based provider returns to (default: this page). */
  redirectUri?: string;
}

type ProviderConfig = SocialLoginConfig[keyof SocialLoginConfig];

interface RememberedSession {
  provider: SocialProvider;
  config: ProviderConfig;
  /** Google's token, needed to revoke it. */
  accessToken?: string;
}

const PENDING_KEY = 'social_pending';
const SESSION_KEY = 'social_session';
const LOGOUT_TIMEOUT_MS = 3000;

const NAMES: Record<SocialProvider, keyof SocialLoginConfig> = {
  [SocialProvider.facebook]: 'facebook',
  [SocialProvider.google]: 'google',
  [SocialProvider.line]: 'line',
};

/** Providers switched on in the config, in display order. */
export function enabledProviders(config: SocialLoginConfig | null | undefined): SocialProvider[] {
  if (!config) return [];
  const order = [SocialProvider.facebook, SocialProvider.google, SocialProvider.line];
  return order.filter((p) => config[NAMES[p]]?.status === 1);
}

/** Signs in with the provider and resolves with its credential (see SocialLoginError for failures). */
export async function socialLogin(provider: SocialProvider, config: SocialLoginConfig, options: SocialLoginOptions = {}): Promise<SocialCredential> {
  const providerConfig = config?.[NAMES[provider]];
  if (!providerConfig || providerConfig.status !== 1) throw new SocialLoginError('not-configured', provider);
  // In the Android wrapper the provider's own app signs the player in (Google refuses its web
  // sign-in inside a WebView); a wrapper without the hook, or one that refuses, falls back to the web.
  const native = await nativeLogin(provider);
  if (native.status === 'ok') return native.credential;
  if (native.status !== 'unavailable') throw new SocialLoginError(native.status, provider, 'native');
  let credential: SocialCredential;
  if (provider === SocialProvider.facebook) credential = await facebookSignIn(config.facebook);
  else if (provider === SocialProvider.google) credential = await googleSignIn(config.google);
  else {
    const pending: PendingSocial = { provider, intent: options.intent ?? 'login', redirect: options.redirect ?? href('home') };
    credential = await lineSignIn(config.line, options.redirectUri ?? location.href, () => savePending(pending));
  }
  remember(provider, providerConfig, credential);
  return credential;
}

/** The pending redirect-based sign-in, if one is waiting to be finished. */
export function readPendingSocial(): PendingSocial | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as PendingSocial | null;
    if (!value || value.provider !== SocialProvider.line || (value.intent !== 'login' && value.intent !== 'bind')) return null;
    return { provider: value.provider, intent: value.intent, redirect: typeof value.redirect === 'string' ? value.redirect : href('home') };
  } catch {
    return null;
  }
}

function savePending(pending: PendingSocial): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    // Without storage the flow cannot resume; the player can tap the button again.
  }
}

function clearPending(): void {
  try {
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // nothing to clear
  }
}

/**
 * Finishes a redirect-based sign-in after the provider sent the player back: resolves with the
 * pending intent and credential, null when nothing (of `intent`) was pending; rejects 'cancelled'
 * when the player did not sign in at the provider.
 */
export async function finishPendingSocial(
  config: SocialLoginConfig,
  intent?: PendingSocial['intent'],
): Promise<{ pending: PendingSocial; credential: SocialCredential } | null> {
  const pending = readPendingSocial();
  // Another page's flow (login vs bind) is left for that page.
  if (!pending || (intent && pending.intent !== intent)) return null;
  clearPending();
  if (config?.line?.status !== 1) throw new SocialLoginError('not-configured', pending.provider);
  const credential = await lineAccessToken(config.line);
  if (!credential) throw new SocialLoginError('cancelled', pending.provider);
  remember(pending.provider, config.line, credential);
  return { pending, credential };
}

function remember(provider: SocialProvider, config: ProviderConfig, credential: SocialCredential): void {
  const session: RememberedSession = { provider, config };
  if (provider === SocialProvider.google) session.accessToken = credential.accessToken;
  writeJson(SESSION_KEY, session);
}

/** Logs out of the provider the player signed in with (best effort, bounded in time). */
export async function socialLogout(provider: SocialProvider): Promise<void> {
  const session = readJson<RememberedSession>(SESSION_KEY);
  writeJson(SESSION_KEY, null);
  if (!session || session.provider !== provider || !session.config) return;
  const work = (async () => {
    if (provider === SocialProvider.facebook) await facebookSignOut(session.config as SocialLoginConfig['facebook']);
    else if (provider === SocialProvider.google) await googleSignOut(session.config as SocialLoginConfig['google'], session.accessToken ?? null);
    else await lineSignOut(session.config as SocialLoginConfig['line']);
  })();
  // A provider that never answers must not hold up our own logout.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, LOGOUT_TIMEOUT_MS)));
  await Promise.race([work.catch(() => undefined), timeout]);
  clearTimeout(timer);
}
