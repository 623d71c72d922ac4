import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../client/route-view';
import type { RouteDef } from '../../client/routes';
import { checkGuard } from '../../client/lib/route-guard';
import { $afterLoginInfo, clearSession, signIn } from '../../client/stores/session';
import { $toasts } from '../../client/stores/toast';
import { buildAuth } from '../builders';
import { fakeApi, noReply } from './fake-api';

function Secret() {
  return <p>secret page</p>;
}

/** Renders the app's router over `routes` (named after their paths, in the page frame) at `url`. */
function renderAt(url: string, routes: Omit<RouteDef, 'name' | 'frame'>[]) {
  history.replaceState(null, '', url);
  return render(
    <LocationProvider>
      <AppRouter routes={routes.map((route) => ({ name: route.path, frame: 'page', ...route }))} />
    </LocationProvider>,
  );
}

function signInAs(activityIds: number[] | null) {
  fakeApi({ getAfterLoginInfoWeb: noReply });
  signIn(buildAuth({ id: 9, nickname: 'n' }, 'tok'));
  $afterLoginInfo.mutate(() => (activityIds ? { appGameDataUser: { gameLikes: [], gameHistory: [] }, inviteCode: '', aid: 0, activityIds } : undefined));
}

beforeEach(() => {
  localStorage.clear();
  clearSession();
  $toasts.set([]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('checkGuard', () => {
  it('decides by login state and activity ids', () => {
    expect(checkGuard(undefined, { loggedIn: false, activityIds: null })).toBe('allow');
    expect(checkGuard('login', { loggedIn: false, activityIds: null })).toBe('login');
    expect(checkGuard('login', { loggedIn: true, activityIds: null })).toBe('allow');
    expect(checkGuard({ activity: 47 }, { loggedIn: false, activityIds: null })).toBe('login');
    expect(checkGuard({ activity: 47 }, { loggedIn: true, activityIds: null })).toBe('pending');
    expect(checkGuard({ activity: 47 }, { loggedIn: true, activityIds: [8] })).toBe('denied');
    expect(checkGuard({ activity: 47 }, { loggedIn: true, activityIds: [8, 47] })).toBe('allow');
  });
});

describe('route guard', () => {
  it('sends guests of a login-guarded page to login with ?redirect= (replace)', async () => {
    const push = vi.spyOn(history, 'pushState');
    renderAt('/secret?tab=2', [{ path: '/secret', page: Secret, guard: 'login' }]);
    await waitFor(() => expect(location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(location.search).get('redirect')).toBe('/secret?tab=2');
    expect(push).not.toHaveBeenCalled();
    expect(screen.queryByText('secret page')).toBeNull();
  });

  it('shows a login-guarded page to members', () => {
    signInAs([]);
    renderAt('/secret', [{ path: '/secret', page: Secret, guard: 'login' }]);
    expect(screen.getByText('secret page')).toBeTruthy();
  });

  it('shows an activity page only when the activity id is open to the player', () => {
    signInAs([47]);
    renderAt('/jackpot', [{ path: '/jackpot', page: Secret, guard: { activity: 47 } }]);
    expect(screen.getByText('secret page')).toBeTruthy();
  });

  it('sends members without the activity home with a toast', async () => {
    signInAs([8]);
    renderAt('/jackpot', [{ path: '/jackpot', page: Secret, guard: { activity: 47 } }]);
    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(screen.queryByText('secret page')).toBeNull();
    expect($toasts.get().map((t) => t.message)).toEqual(['This event is not available to you right now.']);
  });

  it('waits while the activity ids are loading', () => {
    signInAs(null);
    renderAt('/jackpot', [{ path: '/jackpot', page: Secret, guard: { activity: 47 } }]);
    expect(screen.queryByText('secret page')).toBeNull();
    expect(location.pathname).toBe('/jackpot');
    expect(screen.getByRole('status')).toBeTruthy();
  });
});

describe('404 and 500', () => {
  it('unknown paths show a friendly 404: no raw path, links to home and search', async () => {
    history.replaceState(null, '', '/no/such-page');
    render(
      <LocationProvider>
        <AppRouter />
      </LocationProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText(/no\/such-page/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Search games' }).getAttribute('href')).toBe('/game/search');
  });

  it('a page that throws shows the 500 page; retry renders it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('boom');
      return <p>recovered</p>;
    }
    renderAt('/flaky', [{ path: '/flaky', page: Flaky }]);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('recovered')).toBeTruthy();
  });

  it('a page whose chunk fails after a deploy reloads onto the newer build', async () => {
    sessionStorage.clear();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ build: 'a-newer-build' }), { status: 200 })));
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const { lazyPage } = await import('../../client/widgets/lazy-page');
    const Stale = lazyPage<object>(() => Promise.reject<never>(new TypeError('Failed to fetch dynamically imported module')));
    renderAt('/stale', [{ path: '/stale', page: Stale }]);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('a page whose chunk fails to load says No connection (never a 500) instead of hanging', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // No newer build is live (build.json unknown): the failure is real, not a stale deploy.
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 404 })));
    const { lazyPage } = await import('../../client/widgets/lazy-page');
    const Broken = lazyPage<object>(() => Promise.reject<never>(new TypeError('Failed to fetch dynamically imported module')));
    renderAt('/broken', [{ path: '/broken', page: Broken }]);
    expect(await screen.findByText('No connection')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('500')).toBeNull();
  });

});
