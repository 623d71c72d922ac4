// Every page path the app serves, by route name, as data with no components: the edge answers 404
// for unknown paths with the same matcher the client routes with, and links are built from names
// (`href`), never written as strings. `routes.tsx` gives each name its page, guard and frame.
// Patterns: literal segments and `:param` (one segment). Spec route names map to these names
// (index → home, game-start → gameStart); the others (member, bonus-event, vip-level, agent...)
// join the table with their pages.

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
  wallets: '/wallets',
  walletDepositResult: '/wallets/deposit/result',
  walletAccounts: '/wallets/card/list',
  walletAccountEdit: '/wallets/card/edit',
  walletRecord: '/wallets/record',
  walletHistory: '/wallets/history',
  memberRetrieveBalance: '/member/retrieve-balance',
  memberSelfLimited: '/member/self-limited',
  memberProfileKyc: '/member/profile/kyc',
  member: '/member',
  memberProfile: '/member/profile',
  memberProfileInfo: '/member/profile/info',
  withdrawal: '/withdrawal/:name',
  mail: '/email',
  mailDetail: '/email/detail',
  // The operator's notices, to read again after their popup (issue 26, a contract addition).
  notices: '/notices',
  service: '/service',
  serviceVip: '/service/vip',
  aboutUs: '/about-us',
  responsibleGaming: '/responsible-gaming',
  faq: '/faq',
  download: '/download',
  points: '/points',
  feedback: '/feedback',
  feedbackRecord: '/feedback/record',
  feedbackDetail: '/feedback/record/:id',
  vip: '/vip',
  vipLevel: '/vip/level',
  vipRebate: '/vip/rebate',
  vipRebateRecord: '/vip/rebate/record',
  bonus: '/bonus',
  bonusEvent: '/bonus/event',
  bonusReward: '/bonus/reward',
  bonusTasks: '/bonus/tasks',
  bonusVip: '/bonus/vip',
  bonusRecord: '/bonus/record',
  rewardRecord: '/reward/record',
  activitySignIn: '/activity/sign-in',
  activitySignInRule: '/activity/sign-in/rule',
  activityFirstDeposit: '/activity/first-deposit',
  // Accumulated deposits: a page of the bonus centre (/bonus/*) to come.
  bonusRebate: '/bonus/rebate',
  activityFollow: '/activity/follow',
  activityBank: '/activity/bank',
  activitySlotsHack: '/activity/slotshack',
  // The Lottery activity (55) and its sub-pages.
  activityLottery: '/activity/lottery',
  activityLotteryProduct: '/activity/lottery/product',
  activityLotteryOrder: '/activity/lottery/order',
  activityLotteryHistory: '/activity/lottery/history',
  activityLotteryRecord: '/activity/lottery/record',
  activityLotteryRule: '/activity/lottery/rule',
  // Contract additions (issue 23): the spec names the scratch card and the diamond shop, no route.
  activityScratchCard: '/activity/scratch-card',
  activityDiamondShop: '/activity/diamond-shop',
  share: '/share',
  activitySpin: '/activity/spin',
  agent: '/agent',
  agentRule: '/agent/rule',
  // The Lucky Jackpot as a page (for links) and the jackpot ranking.
  activityJackpot: '/activity/jackpot',
  rank: '/rank',
} as const;

export type RouteName = keyof typeof PATHS;

/** The `:param` names of a pattern, as an object type (`{}` when it has none). */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

type QueryValue = string | number | boolean | null | undefined;

type HrefOptions<N extends RouteName> = { query?: Record<string, QueryValue> } & (keyof ParamsOf<(typeof PATHS)[N]> extends never
  ? { params?: undefined }
  : { params: ParamsOf<(typeof PATHS)[N]> });

type HrefArgs<N extends RouteName> = keyof ParamsOf<(typeof PATHS)[N]> extends never ? [options?: HrefOptions<N>] : [options: HrefOptions<N>];

/** A pattern's segments, split once: a tile's or banner's link check runs over the whole table. */
const patternParts = new Map<string, string[]>();
function partsOf(pattern: string): string[] {
  let parts = patternParts.get(pattern);
  if (!parts) patternParts.set(pattern, (parts = pattern.split('/').filter(Boolean)));
  return parts;
}

/** Params of `pathname` when it matches `pattern` (trailing and doubled slashes ignored), else null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  return matchSegments(partsOf(pattern), segmentsOf(pathname));
}

const segmentsOf = (pathname: string): string[] => pathname.split('/').filter(Boolean);

function matchSegments(parts: string[], segments: string[]): Record<string, string> | null {
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const segment = segments[i]!;
    if (!part.startsWith(':')) {
      if (part !== segment) return null;
      continue;
    }
    try {
      params[part.slice(1)] = decodeURIComponent(segment);
    } catch {
      return null;
    }
  }
  return params;
}

/** The first route of `table` whose pattern `pathname` matches, with its params (the path split once, not once a route). */
export function findMatch<R extends { path: string }>(table: readonly R[], pathname: string): { route: R; params: Record<string, string> } | undefined {
  const segments = segmentsOf(pathname);
  for (const route of table) {
    const params = matchSegments(partsOf(route.path), segments);
    if (params) return { route, params };
  }
  return undefined;
}

const TABLE = (Object.keys(PATHS) as RouteName[]).map((name) => ({ name, path: PATHS[name] }));

/** True when `name` is a route name of the table (lists of entries name routes a release may not have yet). */
export const isRouteName = (name: string): name is RouteName => Object.hasOwn(PATHS, name);

/** The name of the route `pathname` (no query) belongs to, if it is one of the app's. */
export function routeNameOf(pathname: string): RouteName | undefined {
  return findMatch(TABLE, pathname)?.route.name;
}

/** True when `pathname` matches a route of the app (the edge's 200-or-404 decision). */
export const isKnownPath = (pathname: string): boolean => routeNameOf(pathname) !== undefined;

/**
 * True when the in-app `path` (query and hash allowed) opens a page of the route table. The
 * dead-end rule: a banner, shortcut or nav entry leading elsewhere is not shown.
 */
export const pageExists = (path: string): boolean => path.startsWith('/') && isKnownPath(path.split(/[?#]/)[0]!);

/** The path (with query; undefined and null values left out) of route `name`. */
export function href<N extends RouteName>(name: N, ...[options]: HrefArgs<N>): string {
  const params = (options?.params ?? {}) as Record<string, string>;
  const pattern: string = PATHS[name];
  const path = pattern.includes(':') ? pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? '')) : pattern;
  // A URLSearchParams only for a query: the tab bar, logo and links render an href each, and the
  // object costs more than the rest of the call (issue 25, the start's render).
  const entries = Object.entries(options?.query ?? {}).filter(([, value]) => value !== undefined && value !== null);
  if (!entries.length) return path;
  return `${path}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}`;
}
