// Every page path the app serves, as data with no components, so the edge can answer 404 for
// unknown paths without loading the client. `routes.tsx` maps each of these to a lazy page.
// Patterns use preact-iso syntax (`:param` for one segment).

export const PATHS = {
  home: '/',
  maintenance: '/maintenance',
  termsOfUse: '/terms-of-use',
  privacyPolicy: '/privacy-policy',
  authLogin: '/auth/login',
  authAccountLogin: '/auth/accountLogin',
  authRegister: '/auth/register',
  authForget: '/auth/forget',
  authSetPassword: '/auth/set-password',
  authBind: '/auth/bind',
  gameSearch: '/game/search',
  memberGames: '/member/games',
  memberReport: '/member/report',
  gameStart: '/game/start',
} as const;

export type PathName = keyof typeof PATHS;

const patterns: string[][] = Object.values(PATHS).map((p) => p.split('/').filter(Boolean));

/** True when `pathname` matches a route of the app (trailing slash ignored). */
export function isKnownPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return patterns.some(
    (pattern) => pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
}
