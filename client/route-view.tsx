// The router: each route's page under its guard and an error boundary (fallback: the 500 page);
// unknown paths get the 404 page.
import { useEffect } from 'preact/hooks';
import { useStore } from '@nanostores/react';
import { Router, useLocation } from 'preact-iso';
import { checkGuard, loginRedirectPath } from './lib/route-guard';
import { navigate } from './lib/navigate';
import { lazyPage } from './lib/lazy-page';
import { ROUTES, type RouteDef } from './routes';
import { $activityIds } from './stores/activities';
import { t, useT } from './stores/locale';
import { $isLoggedIn } from './stores/session';
import { showToast } from './stores/toast';
import { ErrorBoundary } from './ui/error-boundary';
import { Spinner } from './ui/spinner';
import NotFoundPage from './features/errors/not-found-page';

const ServerErrorPage = lazyPage(() => import('./features/errors/server-error-page'));

export function RouteView({ route, ...routerProps }: { route: RouteDef; path?: string }) {
  useT();
  const { url, query } = useLocation();
  const loggedIn = useStore($isLoggedIn);
  const activityIds = useStore($activityIds);
  const valid = !route.validate || route.validate(query);
  const verdict = checkGuard(route.guard, { loggedIn, activityIds });

  useEffect(() => {
    if (!valid) return;
    if (verdict === 'login') navigate(loginRedirectPath(url), { replace: true });
    else if (verdict === 'denied') {
      showToast(t('guard.activityUnavailable'), 'error');
      navigate('/', { replace: true });
    }
  }, [valid, verdict, url]);

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
  const Page = route.page;
  return (
    <ErrorBoundary resetKey={url} onError={(error) => console.error(error)} fallback={(_error, reset) => <ServerErrorPage onRetry={reset} />}>
      <Page {...routerProps} />
    </ErrorBoundary>
  );
}

/** Renders the page of the current location. */
export function AppRouter() {
  return (
    <Router>
      {[
        ...ROUTES.map((route) => <RouteView key={route.path} path={route.path} route={route} />),
        <NotFoundPage key="404" default />,
      ]}
    </Router>
  );
}
