// Route validation (spec section 8: "no route matches or route validation fails" is the 404 page
// with status 404): the query and path checks of the routes that have them, as data the client's
// route table and the edge's shell both read, so the page and its status agree. Pages parse their
// own values (start-params.ts, mail-query.ts, feedback-params.ts) by these same rules.
import { matchPath, PATHS, routeNameOf, type RouteName } from './route-paths';
import { ORDER_NO_PATTERN } from './wallet-order';

/** A route's check of its query and path params. */
export type RouteValidate = (query: Record<string, string>, params: Record<string, string>) => boolean;

// A positive integer of at most ten digits (ids and game ids).
const positiveId = (raw: string | undefined): boolean => raw !== undefined && /^[1-9]\d{0,9}$/.test(raw);

export const ROUTE_VALIDATION: Partial<Record<RouteName, RouteValidate>> = {
  // gameId a positive int, tryIt 0 or 1, activityId an optional positive int.
  gameStart: (q) => positiveId(q.gameId) && (q.tryIt === undefined || q.tryIt === '0' || q.tryIt === '1') && (q.activityId === undefined || positiveId(q.activityId)),
  // name deposit (the default) or withdraw, back 1 or absent.
  wallets: (q) => (q.name === undefined || q.name === 'deposit' || q.name === 'withdraw') && (q.back === undefined || q.back === '1'),
  walletDepositResult: (q) => ORDER_NO_PATTERN.test(q.orderNo ?? ''),
  withdrawal: (_q, p) => p.name === 'ewallet' || p.name === 'bank',
  feedbackDetail: (_q, p) => positiveId(p.id) && Number(p.id) <= 2_147_483_647,
  mailDetail: (q) => positiveId(q.id),
};

/** True when `pathname` with `query` opens a page: a route matches and its validation passes. */
export function isValidPage(pathname: string, query: Record<string, string>): boolean {
  const name = routeNameOf(pathname);
  if (!name) return false;
  const validate = ROUTE_VALIDATION[name];
  return !validate || validate(query, matchPath(PATHS[name], pathname) ?? {});
}
