// What a route guard decides, as a pure function (routes.tsx acts on it).
import { href } from '../../contract/route-paths';

/** 'login': members only. `{ activity }`: only when that activity is open to the player. */
export type RouteGuard = 'login' | { activity: number };

export type GuardVerdict = 'allow' | 'login' | 'denied' | 'pending';

/** Decides whether a guarded route may show now. `activityIds` null means not loaded yet. */
export function checkGuard(guard: RouteGuard | undefined, state: { loggedIn: boolean; activityIds: readonly number[] | null }): GuardVerdict {
  if (!guard) return 'allow';
  if (!state.loggedIn) return 'login';
  if (guard === 'login') return 'allow';
  if (state.activityIds === null) return 'pending';
  return state.activityIds.includes(guard.activity) ? 'allow' : 'denied';
}

/** The login page that returns to `url` afterwards. */
export const loginRedirectPath = (url: string): string => href('authLogin', { query: { redirect: url } });
