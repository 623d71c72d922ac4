// The route table: every page path (from route-paths.ts) → lazy page, guard, frame options.
// Later issues add rows here; the guard mechanism is shared by all of them.
import type { ComponentType } from 'preact';
import { lazyPage } from './lib/lazy-page';
import type { RouteGuard } from './lib/route-guard';
import { PATHS } from './route-paths';
import HomePage from './features/home/home-page';
import { parseStartParams } from './features/play/start-params';

export interface RouteDef {
  path: string;
  // Pages take the router's props (params, query); none needs them typed here.
  page: ComponentType<any>;
  guard?: RouteGuard;
  /** Pages with their own header hide the app's top bar. */
  hideTopBar?: boolean;
  /** Shows the bottom navigation (the main tabs). */
  bottomNav?: boolean;
  /** Route validation of the query: false renders the 404 page (spec section 8). */
  validate?: (query: Record<string, string>) => boolean;
}

const loginPage = lazyPage(() => import('./features/auth/login-page'));

export const ROUTES: RouteDef[] = [
  // Home is eager: it is the first paint.
  { path: PATHS.home, page: HomePage, bottomNav: true },
  { path: PATHS.maintenance, page: lazyPage(() => import('./features/info/maintenance-page')), hideTopBar: true },
  { path: PATHS.termsOfUse, page: lazyPage(() => import('./features/info/terms-page')), hideTopBar: true },
  { path: PATHS.privacyPolicy, page: lazyPage(() => import('./features/info/privacy-page')), hideTopBar: true },
  { path: PATHS.authLogin, page: loginPage, hideTopBar: true },
  { path: PATHS.authAccountLogin, page: loginPage, hideTopBar: true },
  { path: PATHS.authRegister, page: lazyPage(() => import('./features/auth/register-page')), hideTopBar: true },
  { path: PATHS.authForget, page: lazyPage(() => import('./features/auth/forget-page')), hideTopBar: true },
  { path: PATHS.authSetPassword, page: lazyPage(() => import('./features/auth/set-password-page')), guard: 'login', hideTopBar: true },
  { path: PATHS.authBind, page: lazyPage(() => import('./features/auth/bind-page')), guard: 'login', hideTopBar: true },
  { path: PATHS.gameSearch, page: lazyPage(() => import('./features/games/search-page')), hideTopBar: true },
  { path: PATHS.memberGames, page: lazyPage(() => import('./features/games/member-games-page')), guard: 'login', hideTopBar: true },
  {
    path: PATHS.gameStart,
    page: lazyPage(() => import('./features/play/game-start-page')),
    guard: 'login',
    hideTopBar: true,
    validate: (query) => parseStartParams(query) !== null,
  },
  { path: PATHS.memberReport, page: lazyPage(() => import('./features/records/member-report-page')), guard: 'login', hideTopBar: true },
];

/** The route of `path` (`:param` segments match anything; trailing slash ignored), if any. */
export function findRoute(path: string): RouteDef | undefined {
  const segments = path.split('/').filter(Boolean);
  return ROUTES.find((route) => {
    const parts = route.path.split('/').filter(Boolean);
    return parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]);
  });
}
