// The router: the route's page under its guard and an error boundary (fallback: the 500 page);
// unknown paths get the 404 page.
import type { ComponentType } from 'preact';
import { useEffect } from 'preact/hooks';
import { useStore } from '@nanostores/react';
import { Router, useLocation } from 'preact-iso';
import { checkGuard, loginRedirectPath } from './lib/route-guard';
import { navigate } from './lib/navigate';
import { lazyPage } from './widgets/lazy-page';
import { href, matchPath } from '../contract/route-paths';
import { findRoute, ROUTES, type RouteDef } from './routes';
import { $activityIds } from './stores/activities';
import { t } from './stores/locale';
import { useT } from './widgets/use-t';
import { $isLoggedIn } from './stores/session';
import { showToast } from './stores/toast';
import { ErrorBoundary } from './ui/error-boundary';
import { Spinner } from './ui/spinner';
import { ServerErrorPage } from './features/errors/server-error-page';

// The 404 page is lazy: the first paint of a real page never needs it. The error page is not
// (features/errors/server-error-page.tsx says why).
const NotFoundPage = lazyPage(() => import('./features/errors/not-found-page'));

function RouteView(props: { route: RouteDef; routeParams?: Record<string, string>; path?: string; default?: boolean }) {
  // The Router adds path, query and rest; `default` only picks the Router's slot.
  const { route, routeParams = {}, default: _slot, ...routerProps } = props;
  useT();
  const { url, path, query } = useLocation();
  const loggedIn = useStore($isLoggedIn);
  const activityIds = useStore($activityIds);
  const valid = !route.validate || route.validate(query, routeParams);
  const verdict = checkGuard(route.guard, { loggedIn, activityIds });

  useEffect(() => {
    // While the next (lazy) page loads the router keeps this one mounted with the new location.
    if (!valid || !matchPath(route.path, path)) return;
    if (verdict === 'login') navigate(loginRedirectPath(url), { replace: true });
    else if (verdict === 'denied') {
      showToast(t('guard.activityUnavailable'), 'error');
      navigate(href('home'), { replace: true });
    }
  }, [valid, verdict, url, path, route.path]);

  // A bad query is a 404 for everyone (spec section 8), before any guard.
  if (!valid) return <NotFoundPage />;
  if (verdict === 'pending') {
    return (
      <div class="route-pending">
        <Spinner />
      </div>
    );
  }
  if (verdict !== 'allow') return null;
  // The route's `validate` checked the query and params this page's props type asks for.
  const Page = route.page as ComponentType<Record<string, unknown>>;
  return (
    <ErrorBoundary resetKey={url} onError={(error) => console.error(error)} fallback={(error, reset) => <ServerErrorPage error={error} onRetry={reset} />}>
      <Page {...routerProps} params={routeParams} />
    </ErrorBoundary>
  );
}

/**
 * Renders the page of the current location. The route is found with the matcher the edge uses
 * for its 404 decision; preact-iso's Router only renders it (its `default` slot) and handles
 * lazy loading.
 */
export function AppRouter({ routes = ROUTES }: { routes?: readonly RouteDef[] }) {
  const { path } = useLocation();
  const match = findRoute(path, routes);
  return <Router>{[match ? <RouteView key="route" default route={match.route} routeParams={match.params} /> : <NotFoundPage key="404" default />]}</Router>;
}
