// The route table: every route name of route-paths.ts → its guard, frame and the automatic
// overlays it allows; its page comes from page-loaders.ts. The types make a name without a page
// (or a page without a name) fail the build.
import type { FunctionComponent } from 'preact';
import { lazyPage } from './widgets/lazy-page';
import type { RouteGuard } from './lib/route-guard';
import { findMatch, PATHS, type RouteName } from '../contract/route-paths';
import { ActivityId } from '../contract/activity-ids';
import { ROUTE_VALIDATION, type RouteValidate } from '../contract/route-validation';
import type { ModalName } from './stores/modals';
import HomePage from './features/home/home-page';
import type { SectionDef, SectionName } from './features/shell/section-tabs';

/**
 * How the app frames a page: 'tabs' the top bar and the main tab bar, 'page' a page drawing its own
 * header (back button), 'full' full screen (the page owns every pixel), 'bare' the top bar with
 * only the brand and the language (maintenance: no call would answer a login), or a section's tab bar
 * (named: its tabs load with the bar), with the main tab bar below when `mainNav` (the section holds
 * main-tab destinations).
 */
type RouteFrame = 'tabs' | 'page' | 'full' | 'bare' | { section: SectionName | SectionDef; mainNav?: boolean };

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
  /** Route validation of the query and path params (contract/route-validation.ts, the edge's too): false renders the 404 page (spec section 8). */
  validate?: RouteValidate;
}

/** Overlays of a route that does not say (and of the 404 page). */
export const DEFAULT_OVERLAYS: readonly Overlay[] = ['ageNotice'];

// Pages load through page-loaders.ts (home, the first paint, is eager).
type RouteSpec = Omit<RouteDef, 'name' | 'path' | 'page' | 'validate'> & { page?: RouteDef['page'] };

// The automatic activity popups (stores/activity-popups.ts) show on home only.
const ACTIVITY_POPUPS = ['notice', 'firstDeposit', 'inviteSpin', 'download', 'activityPopup'] as const satisfies readonly Overlay[];

const BONUS = { section: 'bonus', mainNav: true } as const;
const VIP = { section: 'vip' } as const;
const LOTTERY: RouteGuard = { activity: ActivityId.Lottery };

const SPECS = {
  // Home is eager: it is the first paint.
  home: { page: HomePage, frame: 'tabs', overlays: ['ageNotice', 'homeGuide', ...ACTIVITY_POPUPS] },
  maintenance: { frame: 'bare' },
  // The age notice links to these two, so it never covers them.
  termsOfUse: { frame: 'page', overlays: [] },
  privacyPolicy: { frame: 'page', overlays: [] },
  authLogin: { frame: 'page' },
  authAccountLogin: { frame: 'page' },
  authRegister: { frame: 'page' },
  authForget: { frame: 'page' },
  authSetPassword: { guard: 'login', frame: 'page' },
  authBind: { guard: 'login', frame: 'page' },
  gameSearch: { frame: 'page' },
  memberGames: { guard: 'login', frame: 'page' },
  gameStart: { guard: 'login', frame: 'full' },
  memberReport: { guard: 'login', frame: 'page' },
  wallets: { guard: 'login', frame: 'page' },
  walletDepositResult: { guard: 'login', frame: 'page' },
  walletAccounts: { guard: 'login', frame: 'page' },
  walletAccountEdit: { guard: 'login', frame: 'page' },
  walletRecord: { guard: 'login', frame: 'page' },
  walletHistory: { guard: 'login', frame: 'page' },
  withdrawal: { guard: 'login', frame: 'page' },
  memberRetrieveBalance: { guard: 'login', frame: 'page' },
  memberSelfLimited: { guard: 'login', frame: 'page' },
  mail: { guard: 'login', frame: 'page' },
  service: { frame: 'page' },
  serviceVip: { frame: 'page' },
  aboutUs: { frame: 'page' },
  responsibleGaming: { frame: 'page' },
  faq: { frame: 'page' },
  download: { frame: 'page' },
  points: { frame: 'page' },
  // The VIP section (VIP, Levels, Rebate); /vip/level is the VIP activity's route (spec: VIP → /vip/level), the same page.
  vip: { guard: 'login', frame: VIP },
  vipLevel: { guard: 'login', frame: VIP },
  vipRebate: { guard: 'login', frame: VIP },
  vipRebateRecord: { guard: 'login', frame: VIP },
  // The bonus centre: Promotions and Rewards are main tabs, so its pages keep the main tab bar.
  bonus: { frame: BONUS },
  bonusEvent: { frame: BONUS },
  bonusReward: { guard: 'login', frame: BONUS },
  bonusTasks: { guard: 'login', frame: BONUS },
  bonusVip: { guard: 'login', frame: BONUS },
  // The AccumulatedRecharge activity's page.
  bonusRebate: { guard: 'login', frame: BONUS },
  bonusRecord: { guard: 'login', frame: BONUS },
  rewardRecord: { guard: 'login', frame: 'page' },
  // Open to guests: they see the cycle from the config, and signing in asks them to log in.
  activitySignIn: { frame: 'page' },
  activitySignInRule: { frame: 'page' },
  // The FirstDeposit activity's page: the offer is for guests too.
  activityFirstDeposit: { frame: 'page' },
  // Guests see the channels and log in to claim.
  activityFollow: { frame: 'page' },
  activityBank: { guard: 'login', frame: 'page' },
  // Slots hack: the activity's own page, while the operator runs it (activity-access check).
  activitySlotsHack: { guard: { activity: ActivityId.SlotsHack }, frame: 'page' },
  // The Lottery activity's pages: open while the activity is (the activity-access check).
  activityLottery: { guard: LOTTERY, frame: 'page' },
  activityLotteryProduct: { guard: LOTTERY, frame: 'page' },
  activityLotteryOrder: { guard: LOTTERY, frame: 'page' },
  activityLotteryHistory: { guard: LOTTERY, frame: 'page' },
  activityLotteryRecord: { guard: LOTTERY, frame: 'page' },
  activityLotteryRule: { guard: LOTTERY, frame: 'page' },
  activityScratchCard: { guard: 'login', frame: 'page' },
  activityDiamondShop: { guard: 'login', frame: 'page' },
  // Invite (issue 24): the player's links and friends; the wheel (guests see the prizes and are
  // asked to log in); the agent's team and commission, its tab in the query; the rules for anyone.
  share: { guard: 'login', frame: 'page' },
  activitySpin: { frame: 'page' },
  // An unknown tabActive opens the first tab (agent-query.ts).
  agent: { guard: 'login', frame: 'page' },
  agentRule: { frame: 'page' },
  // The Lucky Jackpot (ActivityId.LuckyJackpot 47) as a page, and the jackpot ranking (ActivityId.Rank
  // 50, the spec's activity-access check). Numbers, not contract/banner-click.ts: importing it here
  // would move the banner rules into the first paint.
  activityJackpot: { guard: { activity: ActivityId.LuckyJackpot }, frame: 'page' },
  rank: { guard: { activity: ActivityId.Rank }, frame: 'page' },
  feedback: { guard: 'login', frame: 'page' },
  feedbackRecord: { guard: 'login', frame: 'page' },
  feedbackDetail: { guard: 'login', frame: 'page' },
  mailDetail: { guard: 'login', frame: 'page' },
  // Read marks are per player: members only (the popup shows guests the newest).
  notices: { guard: 'login', frame: 'page' },
  member: { guard: 'login', frame: 'tabs' },
  memberProfile: { guard: 'login', frame: 'page' },
  memberProfileKyc: { guard: 'login', frame: 'page' },
  memberProfileInfo: { guard: 'login', frame: 'page' },
} satisfies Record<RouteName, RouteSpec>;

/** The page of route `name`, loaded with its module when first shown. */
const pageOf = (name: Exclude<RouteName, 'home'>): RouteDef['page'] => lazyPage(() => import('./page-loaders').then((m) => m.PAGE_LOADERS[name]()));

export const ROUTES: readonly RouteDef[] = (Object.keys(SPECS) as RouteName[]).map((name) => {
  const spec: RouteSpec = SPECS[name];
  return { name, path: PATHS[name], ...spec, validate: ROUTE_VALIDATION[name], page: spec.page ?? pageOf(name as Exclude<RouteName, 'home'>) };
});

/** The route `path` belongs to in `table`, with its params (the matcher the edge uses too). */
export const findRoute = (path: string, table: readonly RouteDef[] = ROUTES) => findMatch(table, path);

/**
 * The route that renders `path` with `query`, or undefined when the 404 page shows instead: no
 * route matches, or its validation fails (spec section 8).
 */
export function shownRoute(path: string, query: Record<string, string>, table: readonly RouteDef[] = ROUTES): RouteDef | undefined {
  const match = findRoute(path, table);
  return match && (!match.route.validate || match.route.validate(query, match.params)) ? match.route : undefined;
}
