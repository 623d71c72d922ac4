// One table of paths for both users of the path matcher: the client's router (routes.test.tsx)
// and the edge's 200-or-404 decision (tests/edge/routes/shell.test.ts). A case's route is the name
// it must resolve to, or null for the 404 page.
import type { RouteName } from '../../contract/route-paths';

export const ROUTE_CASES: readonly { path: string; route: RouteName | null }[] = [
  { path: '/', route: 'home' },
  { path: '/auth/login', route: 'authLogin' },
  { path: '/auth/login/', route: 'authLogin' },
  { path: '//auth//login', route: 'authLogin' },
  { path: '/auth/accountLogin', route: 'authAccountLogin' },
  { path: '/maintenance', route: 'maintenance' },
  { path: '/terms-of-use', route: 'termsOfUse' },
  { path: '/game/start', route: 'gameStart' },
  { path: '/member/report', route: 'memberReport' },
  { path: '/auth', route: null },
  { path: '/auth/login/extra', route: null },
  { path: '/Auth/Login', route: null },
  { path: '/auth/%6Cogin', route: null },
  { path: '/no-such-page', route: null },
  { path: '/vip/level', route: 'vipLevel' },
  { path: '/vip/levels', route: null },
  { path: '/activity/follow', route: 'activityFollow' },
  { path: '/activity/bank', route: 'activityBank' },
  { path: '/activity', route: null },
];
