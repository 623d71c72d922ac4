import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAuth } from '../../../builders';
import MemberGamesPage from '../../../../client/features/games/member-games-page';
import SearchPage from '../../../../client/features/games/search-page';
import { setConfig } from '../../../../client/stores/config';
import { EMPTY_SEARCH_FILTER, setSearchFilter } from '../../../../client/features/games/search-filter';
import { $likedIds, setGameHistory } from '../../../../client/stores/games';
import { clearSession, signIn } from '../../../../client/stores/session';
import { $modals, closeAllModals } from '../../../../client/stores/modals';
import { afterLoginInfo, FakeIntersectionObserver, testConfig } from './games-fixture';
import { fakeApi, type FakeApi } from '../../fake-api';

let api: FakeApi;

beforeEach(() => {
  localStorage.clear();
  api = fakeApi();
  FakeIntersectionObserver.reset();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  history.replaceState(null, '', '/game/search');
  setSearchFilter(EMPTY_SEARCH_FILTER);
  setConfig(testConfig());
});
afterEach(() => {
  cleanup();
  closeAllModals();
  clearSession();
  vi.unstubAllGlobals();
});

const withRouter = (node: preact.ComponentChildren) => <LocationProvider>{node}</LocationProvider>;
const results = () => screen.queryAllByRole('listitem').map((item) => item.querySelector('button')!.textContent);
/** Every result: the grid shows a row first and the rest while its end is in range of the screen. */
async function allResults() {
  const sentinel = screen.queryByTestId('grid-sentinel');
  if (sentinel) act(() => FakeIntersectionObserver.show(sentinel));
  await waitFor(() => expect(screen.queryByTestId('grid-sentinel')).toBeNull());
  return results();
}

describe('SearchPage', () => {
  it('shows results as the player types (accents ignored), without any request', async () => {
    render(withRouter(<SearchPage />));
    expect(results()).toHaveLength(3);
    expect(await allResults()).toHaveLength(4);
    fireEvent.input(screen.getByRole('searchbox', { name: 'Game name' }), { target: { value: 'pinata' } });
    await waitFor(() => expect(results()).toEqual(['Piñata Fiesta']));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('filters by type, tag and brand, remembers them, and clears them from the empty state', async () => {
    const { unmount } = render(withRouter(<SearchPage />));
    fireEvent.click(within(screen.getByRole('group', { name: 'Tags' })).getByRole('button', { name: 'Hot' }));
    expect(results()).toEqual(['Piñata Fiesta', 'Golden Dragon']);
    fireEvent.click(within(screen.getByRole('group', { name: 'Game categories' })).getByRole('button', { name: 'Crash' }));
    expect(screen.getByText('No games match your search.')).toBeTruthy();
    unmount();
    render(withRouter(<SearchPage />));
    expect(within(screen.getByRole('group', { name: 'Tags' })).getByRole('button', { name: 'Hot' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await allResults()).toHaveLength(4);
    expect(JSON.parse(localStorage.getItem('search_filter')!)).toEqual(EMPTY_SEARCH_FILTER);
  });

  it('asks for the first row\'s pictures with the render, at high priority (the page\'s LCP); the rest when near the screen', async () => {
    const { container } = render(withRouter(<SearchPage />));
    await allResults();
    const pictures = () => [...container.querySelectorAll('[role="listitem"] img')].map((img) => img.getAttribute('fetchpriority'));
    // No box has been seen near the screen yet: only the first row's pictures are in.
    expect(pictures()).toEqual(['high', 'high', 'high']);
  });

  it('a guest tapping a result gets the login sheet that lands in the game', () => {
    render(withRouter(<SearchPage />));
    fireEvent.click(screen.getByText('Crash Rocket'));
    expect($modals.get()).toEqual([{ name: 'login', reason: 'play', redirect: '/game/start?gameId=2001' }]);
  });
});

describe('MemberGamesPage', () => {
  beforeEach(async () => {
    api.answer('getAfterLoginInfoWeb', afterLoginInfo({ gameLikes: [1002, 1001], gameHistory: [] }));
    signIn(buildAuth({ id: 7 }, 't'));
    await waitFor(() => expect($likedIds.get()).toEqual([1002, 1001]));
  });

  it('favourites tab lists liked games newest first; history tab shows its empty state, then games', async () => {
    history.replaceState(null, '', '/member/games');
    render(withRouter(<MemberGamesPage />));
    expect(results()).toEqual(['Lucky Fortune', 'Piñata Fiesta']);
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    await waitFor(() => expect(screen.getByText('Games you play will show here.')).toBeTruthy());
    expect(location.search).toBe('?tab=history');
    setGameHistory([2001, 1003]);
    await waitFor(() => expect(results()).toEqual(['Crash Rocket', 'Golden Dragon']));
  });

  it('unliking removes the game from favourites', async () => {
    history.replaceState(null, '', '/member/games?tab=favourites');
    api.answer('gameLike', { gameLikeIds: [1001] });
    render(withRouter(<MemberGamesPage />));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lucky Fortune from favourites' }));
    await waitFor(() => expect(results()).toEqual(['Piñata Fiesta']));
  });
});

describe('liked hearts', () => {
  beforeEach(async () => {
    api.answer('getAfterLoginInfoWeb', afterLoginInfo({ gameLikes: [1002], gameHistory: [] }));
    signIn(buildAuth({ id: 7 }, 't'));
    await waitFor(() => expect($likedIds.get()).toEqual([1002]));
  });

  it('the grid reads the liked games once for all its tiles, and a like shows on its own tile', async () => {
    render(withRouter(<SearchPage />));
    expect(await allResults()).toHaveLength(4);
    // One listener for the page, not one a tile (four tiles).
    expect(($likedIds as unknown as { lc: number }).lc).toBe(1);
    expect(screen.getByRole('button', { name: 'Remove Lucky Fortune from favourites' })).toBeTruthy();
    api.answer('gameLike', { gameLikeIds: [1002, 1001] });
    fireEvent.click(screen.getByRole('button', { name: 'Add Piñata Fiesta to favourites' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Piñata Fiesta from favourites' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Remove Lucky Fortune from favourites' })).toBeTruthy();
  });
});
