// The signed-in player: token, user record and what the operator tells us right after login.
// Per-user server state elsewhere is keyed by `$token` (stores/server-state.ts), so it resets itself.
import { call } from '../api/http';
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { SessionResponses, UserInfo } from '../../contract/session';
import type { AuthResult, SocialProvider } from '../../contract/auth';
import { APP_VERSION, TOKEN_KEY } from '../../contract/call-row';
import * as sessionCalls from '../../contract/session';
import { deviceModel, os } from '../lib/device';
import { navigate } from '../lib/navigate';
import { readJson, readStorage, writeJson, writeStorage } from '../lib/storage';
import { href } from '../../contract/route-paths';
import { closeAllModals, notePopupMoment } from './modals';
import { query } from './server-state';
import type { Mutation } from './server-state-mutation';

const USER_KEY = 'user_info';
// When the stored record's balance came from the operator (ms): offline, home shows the stored
// balance with this time, so a player never takes an old figure for today's.
const BALANCE_AT_KEY = 'balance_at';
const PROVIDER_KEY = 'social_provider';
// The account name only (never a password), to open login on the account tab after a logout.
const REMEMBERED_ACCOUNT_KEY = 'remembered_account';

export type AfterLoginInfo = SessionResponses['getAfterLoginInfoWeb'];

function storedUser(): UserInfo | null {
  const user = readJson<UserInfo>(USER_KEY);
  return user && typeof user.id === 'number' ? user : null;
}

const initialToken = readStorage(TOKEN_KEY);
const $tokenAtom = atom<string | null>(initialToken);
const $userAtom = atom<UserInfo | null>(initialToken ? storedUser() : null);

/** The session token, mirroring localStorage `access_token`. */
export const $token: ReadableAtom<string | null> = $tokenAtom;
/** The signed-in user's record (null for guests). */
export const $user: ReadableAtom<UserInfo | null> = $userAtom;
const $balanceAtAtom = atom(Number(readStorage(BALANCE_AT_KEY)) || 0);
/** When the balance in `$user` was read from the operator (ms since 1970; 0: unknown). */
export const $balanceAt: ReadableAtom<number> = $balanceAtAtom;
/** True when a user with a non-zero id is signed in. */
export const $isLoggedIn = computed($userAtom, (user) => !!user && user.id !== 0);

/** The key of data that guests have too: the session's token, '' for a guest (a login or logout loads it again). */
export const $viewer = computed($tokenAtom, (token) => token ?? '');
/** getAfterLoginInfoWeb's answer (invite code, aid, game likes, activity ids) for the signed-in player; loads on mount. */
export const $afterLoginInfo = query($tokenAtom, (): Promise<AfterLoginInfo> =>
  call(sessionCalls.getAfterLoginInfoWeb, { version: APP_VERSION, os: os(), deviceModel: deviceModel() }),
);

/** Replaces the stored user record; `balanceRead` (the default): its balance is the operator's as of now. */
export function setUser(user: UserInfo, balanceRead = true): void {
  $userAtom.set(user);
  writeJson(USER_KEY, user);
  if (balanceRead) {
    $balanceAtAtom.set(Date.now());
    writeStorage(BALANCE_AT_KEY, String($balanceAtAtom.value));
  }
}

/** Merges fields into the current user record (no-op for guests). */
export function patchUser(fields: Partial<UserInfo>): void {
  const user = $userAtom.get();
  if (!user) return;
  // A balance that rose (a deposit, a win) is the moment the download prompt waits for.
  if (fields.coin !== undefined && fields.coin > user.coin) notePopupMoment();
  setUser({ ...user, ...fields }, fields.coin !== undefined);
}

/** Starts a session from a login or registration answer. */
export function signIn(result: AuthResult, options: { provider?: SocialProvider; rememberAccount?: string } = {}): void {
  writeStorage(TOKEN_KEY, result.token);
  writeStorage(PROVIDER_KEY, options.provider ? String(options.provider) : null);
  if (options.rememberAccount) writeStorage(REMEMBERED_ACCOUNT_KEY, options.rememberAccount);
  // The new token resets the after-login info, which loads again while the app shows.
  $tokenAtom.set(result.token);
  setUser(result.user);
}

const $refreshing = atom(false);
/** True while refreshBalance runs (the refresh buttons spin): its mutation's `pending`. */
export const $balanceRefreshing: ReadableAtom<boolean> = $refreshing;

// refreshData is a mutation (the answer is for the player who asked: a logout or another login
// meanwhile drops it) whose module loads with the first refresh, so the first paint carries none.
let refresher: Promise<Mutation<void, unknown>> | undefined;

/** Re-reads the balance and level fields (refreshData); a tap while one runs joins it. */
export function refreshBalance(): Promise<unknown> {
  refresher ??= import('./server-state-mutation').then((m) => {
    const $refresh = m.mutation($tokenAtom, () => call(sessionCalls.refreshData, {}), {
      done: ({ coin, lottery, vip, vipExp, userLevel, bet, hasPassword, bonus }) => patchUser({ coin, lottery, vip, vipExp, userLevel, bet, hasPassword, bonus }),
    });
    $refresh.subscribe(({ pending }) => $refreshing.set(pending));
    return $refresh;
  });
  const token = $tokenAtom.get();
  // Asked for this player: not sent if another one has signed in while the module loaded.
  return token ? refresher.then(($refresh) => $tokenAtom.get() === token && $refresh.run()) : Promise.resolve();
}

/** The account name remembered from the last account login, if any. */
export function rememberedAccount(): string | null {
  return readStorage(REMEMBERED_ACCOUNT_KEY);
}

/** Login page path to land on after a logout (account tab when an account is remembered). */
export function loginPathAfterSignOut(): string {
  return href('authLogin', { query: { type: rememberedAccount() ? 'account' : undefined } });
}

/** Forgets the session locally without navigating (preLogin answered 401). */
export function clearSession(): void {
  writeStorage(TOKEN_KEY, null);
  writeStorage(USER_KEY, null);
  writeStorage(BALANCE_AT_KEY, null);
  $tokenAtom.set(null);
  $userAtom.set(null);
}

let signingOut: Promise<void> | null = null;

/**
 * Ends the session: server logout (for 'user'), local state, social provider, then a page: home
 * when the player chose to log out (docs/decisions.md: the spec sends every logout to login, but
 * a player who asked to leave wants the casino's front page, not a form), the login page when the
 * session ended by itself (a 401, another tab).
 */
export function signOut(reason: 'user' | 'unauthorized' | 'other-tab'): Promise<void> {
  // Several 401s in a burst end the session once.
  signingOut ??= (async () => {
    if (reason === 'user' && $tokenAtom.get()) {
      await call(sessionCalls.logout, {}).catch(() => undefined);
    }
    // Open sheets and dialogs belong to the old session (the log-out question, a pending form).
    closeAllModals();
    // The player's own logout leaves the members-only page first (once the question's history
    // entry is gone), so its login guard never sees the session end and sends the player to login.
    if (reason === 'user') await new Promise<void>((resolve) => navigate(href('home'), { then: resolve }));
    const provider = Number(readStorage(PROVIDER_KEY)) as SocialProvider;
    writeStorage(PROVIDER_KEY, null);
    clearSession();
    if (provider) {
      import('../lib/social/social-login').then((m) => m.socialLogout(provider)).catch(() => undefined);
    }
    if (reason !== 'user') navigate(loginPathAfterSignOut(), { replace: true });
  })().finally(() => {
    signingOut = null;
  });
  return signingOut;
}

/** Follows token removal in other tabs (they logged out); returns the cleanup. */
export function watchOtherTabs(): () => void {
  const onStorage = (event: StorageEvent): void => {
    if (event.key === TOKEN_KEY && event.newValue === null && $tokenAtom.get()) void signOut('other-tab');
    // localStorage.clear() in another tab reports key null.
    else if (event.key === null && !readStorage(TOKEN_KEY) && $tokenAtom.get()) void signOut('other-tab');
  };
  addEventListener('storage', onStorage);
  return () => removeEventListener('storage', onStorage);
}
