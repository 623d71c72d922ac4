import { describe, expect, it } from 'vitest';
import { href, isKnownPath, matchPath, PATHS, routeNameOf, type RouteName } from '../../contract/route-paths';
import { findRoute, ROUTES } from '../../client/routes';
import { ROUTE_CASES } from '../client/route-cases';

describe('matchPath', () => {
  it('matches literal segments exactly, ignoring trailing and doubled slashes', () => {
    expect(matchPath('/auth/login', '/auth/login')).toEqual({});
    expect(matchPath('/auth/login', '/auth/login/')).toEqual({});
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/auth/login', '/auth')).toBeNull();
    expect(matchPath('/auth/login', '/auth/login/x')).toBeNull();
    expect(matchPath('/', '/x')).toBeNull();
  });

  it('gives `:param` segments decoded, and refuses a segment that cannot be decoded', () => {
    expect(matchPath('/feedback/record/:id', '/feedback/record/a%20b')).toEqual({ id: 'a b' });
    expect(matchPath('/withdrawal/:name/:step', '/withdrawal/gcash/2')).toEqual({ name: 'gcash', step: '2' });
    expect(matchPath('/feedback/record/:id', '/feedback/record/%E0%A4%A')).toBeNull();
  });
});

describe('the client router and the edge share one matcher', () => {
  it.each(ROUTE_CASES)('$path → $route', ({ path, route }) => {
    expect(findRoute(path)?.route.name ?? null).toBe(route);
    expect(routeNameOf(path) ?? null).toBe(route);
    expect(isKnownPath(path)).toBe(route !== null);
  });

  it('every route name has exactly one route, at its path', () => {
    expect(ROUTES.map((r) => r.name).sort()).toEqual((Object.keys(PATHS) as RouteName[]).sort());
    for (const route of ROUTES) expect(route.path).toBe(PATHS[route.name as RouteName]);
  });
});

describe('href', () => {
  it('builds a route path from its name', () => {
    expect(href('home')).toBe('/');
    expect(href('memberReport')).toBe('/member/report');
  });

  it('adds the query, leaving out undefined and null values, encoded', () => {
    expect(href('gameStart', { query: { gameId: 1001, tryIt: 1, activityId: undefined } })).toBe('/game/start?gameId=1001&tryIt=1');
    expect(href('authLogin', { query: { redirect: '/member/report?tab=2&x=a b' } })).toBe('/auth/login?redirect=%2Fmember%2Freport%3Ftab%3D2%26x%3Da+b');
    expect(new URLSearchParams(href('authLogin', { query: { redirect: '/a?b=c&d' } }).split('?')[1]).get('redirect')).toBe('/a?b=c&d');
    expect(href('authLogin', { query: { type: null } })).toBe('/auth/login');
  });

  it('every href lands on its own route', () => {
    for (const name of Object.keys(PATHS) as RouteName[]) {
      // A sample value for each :param of the pattern.
      const params = Object.fromEntries([...PATHS[name].matchAll(/:(\w+)/g)].map((match) => [match[1], 'sample']));
      const args = (Object.keys(params).length ? [{ params }] : []) as unknown as [never];
      expect(routeNameOf(href(name, ...args))).toBe(name);
    }
  });
});
