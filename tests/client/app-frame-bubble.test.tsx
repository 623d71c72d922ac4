// The jackpot bubble's chunk loads for a signed-in player only: a guest (every first visit) never
// fetches it, since the bubble shows to players alone (issue 25: bytes of a first visit).
import { act, cleanup, render, screen } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { buildUser } from '../builders';
import { Frame } from '../../client/app-frame';
import type { RouteDef } from '../../client/routes';
import { clearSession, setUser } from '../../client/stores/session';
import { fakeApi } from './fake-api';

const bubble = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../../client/lib/when-idle', () => ({ whenIdle: () => Promise.resolve() }));
vi.mock('../../client/features/jackpot/jackpot-bubble', () => {
  bubble.loads += 1;
  return { catalogs: [], default: () => <p>bubble</p> };
});

const ROUTES: RouteDef[] = [{ name: 'home', path: '/', page: () => <p>home page</p>, frame: 'page', overlays: [] }];

beforeEach(() => {
  localStorage.clear();
  clearSession();
  fakeApi();
  history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  clearSession();
});

it('is not fetched for a guest, and is once a player signs in', async () => {
  render(
    <LocationProvider>
      <Frame routes={ROUTES} />
    </LocationProvider>,
  );
  await screen.findByText('home page');
  // Time for a lazy chunk to arrive, had it been asked for.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(bubble.loads).toBe(0);
  expect(screen.queryByText('bubble')).toBeNull();

  act(() => setUser(buildUser({ id: 7 })));
  expect(await screen.findByText('bubble')).toBeTruthy();
  expect(bubble.loads).toBe(1);
});
