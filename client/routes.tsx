// The route table: every route name of route-paths.ts → its lazy page, guard, frame and the
// automatic overlays it allows. The type makes a name without a page (or a page without a name)
// fail the build.
import type { FunctionComponent } from 'preact';
import { lazyPage } from './widgets/lazy-page';
import type { RouteGuard } from './lib/route-guard';
import { findMatch, PATHS, type RouteName } from '../contract/route-paths';
import type { ModalName } from './stores/modals';
import HomePage from './features/home/home-page';
import { parseStartParams } from './features/play/start-params';
import { isDepositResultQuery, isWalletsQuery, isWithdrawalParams } from './features/wallet/wallet-queries';
import type { SectionDef } from './features/shell/section-tabs';
import { isMailDetailQuery } from './features/mail/mail-query';
import { isFeedbackParams } from './features/feedback/feedback-params';

/**
 * How the app frames a page: 'tabs' the top bar and the main tab bar, 'page' a page drawing its own
 * header (back button), 'full' full screen (the page owns every pixel), or a section's tab bar.
 */
type RouteFrame = 'tabs' | 'page' | 'full' | { section: SectionDef };

/** Automatic overlays a route may show: the age notice and the popups of the queue. */
export type Overlay = ModalName;

export interface RouteDef {
  name: string;
  path: string;
  // Each page types the router props it reads (params, query); `validate` has checked them, and the
  // view renders it with the router's props (route-view.tsx).
  page: FunctionComponent<never>;
  guard?: RouteGuard;
  frame: RouteFrame;
  /** Overlays allowed here; default the age notice only (no popup). */
  overlays?: readonly Overlay[];
  /** Route validation of the query and path params: false renders the 404 page (spec section 8). */
  validate?: (query: Record<string, string>, params: Record<string, string>) => boolean;
}

/** Overlays of a route that does not say (and of the 404 page). */
export const DEFAULT_OVERLAYS: readonly Overlay[] = ['ageNotice'];

type RouteSpec = Omit<RouteDef, 'name' | 'path'>;

// The automatic activity popups (stores/activity-popups.ts) show on home only.
const ACTIVITY_POPUPS = ['notice', 'firstDeposit', 'inviteSpin', 'download', 'activityPopup'] as const satisfies readonly Overlay[];

const loginPage = lazyPage(() => import('./features/auth/login-page'));

const SPECS = {
  // Home is eager: it is the first paint.
  home: { page: HomePage, frame: 'tabs', overlays: ['ageNotice', 'homeGuide', ...ACTIVITY_POPUPS] },
  maintenance: { page: lazyPage(() => import('./features/info/maintenance-page')), frame: 'full' },
  // The age notice links to these two, so it never covers them.
  termsOfUse: { page: lazyPage(() => import('./features/info/terms-page')), frame: 'page', overlays: [] },
  privacyPolicy: { page: lazyPage(() => import('./features/info/privacy-page')), frame: 'page', overlays: [] },
  authLogin: { page: loginPage, frame: 'page' },
  authAccountLogin: { page: loginPage, frame: 'page' },
  authRegister: { page: lazyPage(() => import('./features/auth/register-page')), frame: 'page' },
  authForget: { page: lazyPage(() => import('./features/auth/forget-page')), frame: 'page' },
  authSetPassword: { page: lazyPage(() => import('./features/auth/set-password-page')), guard: 'login', frame: 'page' },
  authBind: { page: lazyPage(() => import('./features/auth/bind-page')), guard: 'login', frame: 'page' },
  gameSearch: { page: lazyPage(() => import('./features/games/search-page')), frame: 'page' },
  memberGames: { page: lazyPage(() => import('./features/games/member-games-page')), guard: 'login', frame: 'page' },
  gameStart: {
    page: lazyPage(() => import('./features/play/game-start-page')),
    guard: 'login',
    frame: 'full',
    validate: (query) => parseStartParams(query) !== null,
  },
  memberReport: { page: lazyPage(() => import('./features/records/member-report-page')), guard: 'login', frame: 'page' },
  wallets: { page: lazyPage(() => import('./features/wallet/wallets-page')), guard: 'login', frame: 'page', validate: isWalletsQuery },
  walletDepositResult: { page: lazyPage(() => import('./features/wallet/deposit-result-page')), guard: 'login', frame: 'page', validate: isDepositResultQuery },
  walletAccounts: { page: lazyPage(() => import('./features/wallet/accounts-page')), guard: 'login', frame: 'page' },
  walletAccountEdit: { page: lazyPage(() => import('./features/wallet/account-edit-page')), guard: 'login', frame: 'page' },
  walletRecord: { page: lazyPage(() => import('./features/wallet/wallet-record-page')), guard: 'login', frame: 'page' },
  walletHistory: { page: lazyPage(() => import('./features/wallet/money-history-page')), guard: 'login', frame: 'page' },
  withdrawal: { page: lazyPage(() => import('./features/wallet/withdrawal-page')), guard: 'login', frame: 'page', validate: (_query, params) => isWithdrawalParams(params) },
  memberRetrieveBalance: { page: lazyPage(() => import('./features/wallet/retrieve-balance-page')), guard: 'login', frame: 'page' },
  memberSelfLimited: { page: lazyPage(() => import('./features/limits/self-limited-page')), guard: 'login', frame: 'page' },
  mail: { page: lazyPage(() => import('./features/mail/inbox-page')), guard: 'login', frame: 'page' },
  service: { page: lazyPage(() => import('./features/service/service-page')), frame: 'page' },
  serviceVip: { page: lazyPage(() => import('./features/service/service-vip-page')), frame: 'page' },
  aboutUs: { page: lazyPage(() => import('./features/info/about-page')), frame: 'page' },
  faq: { page: lazyPage(() => import('./features/info/faq-page')), frame: 'page' },
  download: { page: lazyPage(() => import('./features/info/download-page')), frame: 'page' },
  points: { page: lazyPage(() => import('./features/info/points-page')), frame: 'page' },
  vip: { page: lazyPage(() => import('./features/vip/vip-page')), guard: 'login', frame: 'page' },
  // The VIP activity's page (spec: VIP → /vip/level): the same page, whose level list is the point.
  vipLevel: { page: lazyPage(() => import('./features/vip/vip-page')), guard: 'login', frame: 'page' },
  bonusTasks: { page: lazyPage(() => import('./features/tasks/tasks-page')), guard: 'login', frame: 'page' },
  // Guests see the channels and log in to claim.
  activityFollow: { page: lazyPage(() => import('./features/follow/follow-page')), frame: 'page' },
  activityBank: { page: lazyPage(() => import('./features/fund/fund-page')), guard: 'login', frame: 'page' },
  feedback: { page: lazyPage(() => import('./features/feedback/feedback-page')), guard: 'login', frame: 'page' },
  feedbackRecord: { page: lazyPage(() => import('./features/feedback/feedback-record-page')), guard: 'login', frame: 'page' },
  feedbackDetail: {
    page: lazyPage(() => import('./features/feedback/feedback-detail-page')),
    guard: 'login',
    frame: 'page',
    validate: (_query, params) => isFeedbackParams(params),
  },
  mailDetail: { page: lazyPage(() => import('./features/mail/mail-detail-page')), guard: 'login', frame: 'page', validate: (query) => isMailDetailQuery(query) },
  member: { page: lazyPage(() => import('./features/member/member-page')), guard: 'login', frame: 'tabs' },
  memberProfile: { page: lazyPage(() => import('./features/member/profile-page')), guard: 'login', frame: 'page' },
  memberProfileKyc: { page: lazyPage(() => import('./features/kyc/kyc-page')), guard: 'login', frame: 'page' },
  memberProfileInfo: { page: lazyPage(() => import('./features/member/profile-info-page')), guard: 'login', frame: 'page' },
} satisfies Record<RouteName, RouteSpec>;

export const ROUTES: readonly RouteDef[] = (Object.keys(SPECS) as RouteName[]).map((name) => ({ name, path: PATHS[name], ...SPECS[name] }));

/** The route `path` belongs to in `table`, with its params (the matcher the edge uses too). */
export const findRoute = (path: string, table: readonly RouteDef[] = ROUTES) => findMatch(table, path);
