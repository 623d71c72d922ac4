import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { render as preactRender } from 'preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClickType, type ActivityInfo } from '../../../../contract/activities';
import { buildAuth, buildGame } from '../../../builders';
import Lobby from '../../../../client/features/home/lobby';
import { setConfig } from '../../../../client/stores/config';
import { setLobbyFilter } from '../../../../client/features/home/lobby-filter';
import { $likedIds, setGameHistory } from '../../../../client/stores/games';
import { $activityState } from '../../../../client/stores/activities';
import { $modals, armPopups, clearPopupQueue, closeModal, openModal, setPopupScope } from '../../../../client/stores/modals';
import { clearSession, signIn } from '../../../../client/stores/session';
import { afterLoginInfo, FakeIntersectionObserver, testConfig } from '../games/games-fixture';
import { fakeApi, type FakeApi } from '../../fake-api';

const banner = (id: number, sort: number, fields: Partial<ActivityInfo> = {}): ActivityInfo => ({
  id,
  title: `Promo ${id}`,
  banner: `/sandbox/art/banners/${id}.svg`,
  sort,
  type: 0,
  clickAction: 0,
  clickType: ClickType.internal,
  unloginShowStatus: 1,
  themeUrl: '',
  gameId: 0,
  linkUrl: '',
  ...fields,
});

let api: FakeApi;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('home_guide_seen', '1');
  api = fakeApi({
    getActivityIds: {
      // 51's theme URL leads to a page this release lacks; 9 (points) to one it has.
      activityIds: [51, 9, 60],
      activityMap: { 51: banner(51, 0, { themeUrl: '/activity/no-such-page' }), 9: banner(9, 2, { unloginShowStatus: 0 }), 60: banner(60, 1, { clickType: ClickType.startGame, gameId: 1001 }) },
      hasTurntable: false,
      totalRecharge: 0,
    },
  });
  FakeIntersectionObserver.reset();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  history.replaceState(null, '', '/');
  setLobbyFilter({ typeId: null, brandIds: [], platformIds: [] });
  setConfig(testConfig());
});
afterEach(() => {
  cleanup();
  clearSession();
  $modals.set([]);
  clearPopupQueue();
  setPopupScope([]);
  vi.unstubAllGlobals();
});

/** The lobby, once its second step (the player's rows and the games) is in: it renders a task after the first frame's (ui/use-painted.ts). */
const renderLobby = async () => {
  const view = render(
    <LocationProvider>
      <Lobby tutorialVersion={1} />
    </LocationProvider>,
  );
  await act(async () => {
    if (vi.isFakeTimers()) vi.advanceTimersByTime(1);
    else await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return view;
};
const gameNames = () => within(screen.getByRole('list', { name: 'Slots' })).getAllByRole('listitem').map((item) => item.textContent);

describe('Lobby', () => {
  it('shows the footer only once the games’ first page is in (sooner, it would sit in view and then be pushed down)', async () => {
    await import('../../../../client/widgets/trust-footer');
    const many = Array.from({ length: 12 }, (_, i) => buildGame({ id: 5000 + i, name: `Slot ${i + 1}`, gameTypeId: 1, sort: i + 1 }));
    setConfig(testConfig({ appGameList: many }));
    vi.useFakeTimers();
    try {
      await renderLobby();
      // The first slice is in; the rest of the page follows a slice per painted frame while the
      // grid's end is within range of the screen.
      await act(() => vi.dynamicImportSettled());
      expect(gameNames()).toHaveLength(3);
      expect(document.querySelector('footer')).toBeNull();
      act(() => FakeIntersectionObserver.show(screen.getByTestId('grid-sentinel')));
      for (let slice = 0; slice < 3; slice++) {
        act(() => {
          vi.advanceTimersToNextFrame();
          vi.runOnlyPendingTimers();
        });
      }
      expect(gameNames()).toHaveLength(12);
      await act(() => vi.dynamicImportSettled());
      expect(document.querySelector('footer')).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the enabled types as tabs and the first type’s games by sort', async () => {
    await renderLobby();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Slots', 'Crash']);
    expect(gameNames()).toEqual(['Piñata FiestaTry', 'Lucky Fortune', 'Golden Dragon']);
    fireEvent.click(screen.getByRole('tab', { name: 'Crash' }));
    expect((await screen.findByRole('list', { name: 'Crash' })).textContent).toContain('Crash Rocket');
  });

  it('a tab tap marks its tab in its own task and swaps the games after that frame is painted', async () => {
    await renderLobby();
    fireEvent.click(screen.getByRole('tab', { name: 'Crash' }));
    expect(screen.getByRole('tab', { name: 'Crash' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Slots' }).getAttribute('aria-selected')).toBe('false');
    // The tiles of the type tapped away from are still there in the tap's own render.
    expect(screen.getByRole('list', { name: 'Slots' })).toBeTruthy();
    expect((await screen.findByRole('list', { name: 'Crash' })).textContent).toContain('Crash Rocket');
    expect(screen.getByRole('tab', { name: 'Crash' }).getAttribute('aria-selected')).toBe('true');
    // Tapping back works the same way.
    fireEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(screen.getByRole('tab', { name: 'Slots' }).getAttribute('aria-selected')).toBe('true');
    expect((await screen.findByRole('list', { name: 'Slots' })).textContent).toContain('Lucky Fortune');
  });

  it('brand chips narrow the games; a chip that would show nothing is left out; an empty result offers to clear the filters', async () => {
    await renderLobby();
    const chipNames = (group: string) => within(screen.getByRole('group', { name: group })).getAllByRole('button').map((chip) => chip.textContent);
    // Slots has no Native game: its chip (0) could only lead to an empty result.
    expect(chipNames('Providers')).toEqual(['Alpha 2', 'Beta 1']);
    expect(chipNames('Platforms')).toEqual(['Web 3']);
    fireEvent.click(within(screen.getByRole('group', { name: 'Providers' })).getByRole('button', { name: 'Beta' }));
    expect(gameNames()).toEqual(['Lucky Fortune']);
    fireEvent.click(within(screen.getByRole('group', { name: 'Providers' })).getByRole('button', { name: 'Beta' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Providers' })).getByRole('button', { name: 'Alpha' }));
    // The remembered choice goes with the player to Crash, which has no Alpha game: the chip stays
    // while it is on (the way to turn it off), and the empty result says how to clear it.
    fireEvent.click(screen.getByRole('tab', { name: 'Crash' }));
    await screen.findByText('No games match your search.');
    expect(chipNames('Providers')).toEqual(['Alpha 0', 'Beta 1']);
    expect(screen.getByText('No games match your search.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('list', { name: 'Crash' }).textContent).toContain('Crash Rocket');
    expect(chipNames('Providers')).toEqual(['Beta 1']);
  });

  it('tiles: sized lazy images; a guest’s tap opens the login sheet that lands in the game; a guest’s heart opens login', async () => {
    await renderLobby();
    // A tile's picture is requested only once it comes near the screen.
    const grid = screen.getByRole('list', { name: 'Slots' });
    const box = grid.querySelector('[data-state]')!;
    expect(box.querySelector('img')).toBeNull();
    act(() => FakeIntersectionObserver.show(box));
    const image = box.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('decoding')]).toEqual(['300', '400', 'async']);
    expect(image.getAttribute('src')).toBe('/sandbox/art/games/1001.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Add Lucky Fortune to favourites' }));
    expect($modals.get().map((m) => m.name)).toEqual(['login']);
    fireEvent.click(screen.getByText('Lucky Fortune'));
    expect($modals.get()).toEqual([{ name: 'login', reason: 'play', redirect: '/game/start?gameId=1002' }]);
    expect(location.pathname).toBe('/');
  });

  it('a demo-play game has a Try button that starts it with demo credits', async () => {
    await renderLobby();
    expect(screen.queryByRole('button', { name: 'Try Lucky Fortune with demo credits' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try Piñata Fiesta with demo credits' }));
    // Demo play needs an account too (the game page's guard): a guest gets the sheet.
    expect($modals.get()).toEqual([{ name: 'login', reason: 'play', redirect: '/game/start?gameId=1001&tryIt=1' }]);
  });

  it('banners by sort, dead ends left out; a guest tapping a members-only banner gets login, a game banner starts the game', async () => {
    await renderLobby();
    const slides = await screen.findAllByRole('button', { name: /^Promo/ });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['Promo 60', 'Promo 9']);
    fireEvent.click(slides[1]);
    expect($modals.get().map((m) => m.name)).toEqual(['login']);
    fireEvent.click(slides[0]);
    expect(location.pathname + location.search).toBe('/game/start?gameId=1001&activityId=60');
  });

  it('a member who has linked a phone gets no "Bind your mobile" banner (one without a phone does)', async () => {
    api.answer('getActivityIds', { activityIds: [4, 9], activityMap: { 4: banner(4, 0), 9: banner(9, 1) }, hasTurntable: false, totalRecharge: 0 });
    api.answer('getAfterLoginInfoWeb', afterLoginInfo());
    const promos = async () => (await screen.findAllByRole('button', { name: /^Promo/ })).map((slide) => slide.getAttribute('aria-label'));
    signIn(buildAuth({ id: 7, mobile: '' }, 't-unbound'));
    await renderLobby();
    await waitFor(async () => expect(await promos()).toEqual(['Promo 4', 'Promo 9']));
    cleanup();
    signIn(buildAuth({ id: 8, mobile: '9171234567' }, 't-bound'));
    await renderLobby();
    await waitFor(async () => expect(await promos()).toEqual(['Promo 9']));
  });

  it('members see Recent and Favourites rows, newest first', async () => {
    api.answer('getAfterLoginInfoWeb', afterLoginInfo({ gameLikes: [1002], gameHistory: [1001] }));
    signIn(buildAuth({ id: 7 }, 't'));
    await waitFor(() => expect($likedIds.get()).toEqual([1002]));
    setGameHistory([1003, 2001]);
    await renderLobby();
    const recent = screen.getByRole('region', { name: 'Recently played' });
    expect(within(recent).getAllByRole('button', { name: /^(Golden Dragon|Crash Rocket)$/ }).map((b) => b.textContent)).toEqual(['Golden Dragon', 'Crash Rocket']);
    const favourites = screen.getByRole('region', { name: 'Favourites' });
    expect(within(favourites).getByRole('button', { name: 'Remove Lucky Fortune from favourites' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offline, a member reads how old the saved balance is, and no empty banner block stands in for the banners', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      dispatchEvent(new Event('offline'));
      // The balance was read at the sign-in, before the connection went.
      vi.setSystemTime(Date.UTC(2026, 10, 26, 15, 5));
      signIn(buildAuth({ id: 7 }, 't-offline'));
      vi.useRealTimers();
      await renderLobby();
      // 15:05 UTC is 11:05 PM in Manila.
      expect((await screen.findByRole('note')).textContent).toBe('Your balance above is the one saved on this phone, as of Nov 26, 2026, 11:05 PM (Manila time).');
      // getActivityIds failed at once (offline): no banner placeholder is left standing.
      await waitFor(() => expect(document.querySelector('[class*="skeleton"]')).toBeNull());
      expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
      dispatchEvent(new Event('online'));
    }
  });

  it('builds the banner in view, the next one and search first; the other slides, the player’s rows and the games’ tabs after that frame; the first row of tiles a frame later', async () => {
    api.answer('getActivityIds', { activityIds: [1, 2, 3, 4], activityMap: Object.fromEntries([1, 2, 3, 4].map((id) => [id, banner(id, id)])), hasTurntable: false, totalRecharge: 0 });
    api.answer('getAfterLoginInfoWeb', afterLoginInfo({ gameHistory: [1001] }));
    signIn(buildAuth({ id: 31 }, 't-31'));
    setGameHistory([1001]);
    // The banners are in before the lobby renders, as they are on a first visit (they load beside preLogin).
    const stop = $activityState.listen(() => undefined);
    await waitFor(() => expect($activityState.get().data).toBeTruthy());
    const root = document.createElement('div');
    document.body.append(root);
    const slides = () => [...root.querySelectorAll('button[aria-label^="Promo"]')].map((slide) => slide.getAttribute('aria-label'));
    try {
      preactRender(
        <LocationProvider>
          <Lobby tutorialVersion={1} />
        </LocationProvider>,
        root,
      );
      // The first commit: two slides, the search link, placeholders where the games go.
      expect(slides()).toEqual(['Promo 1', 'Promo 2']);
      expect(root.querySelector('a[href="/game/search"]')).not.toBeNull();
      expect(root.querySelector('[role="tablist"]')).toBeNull();
      expect(root.querySelector('[aria-label="Recently played"]')).toBeNull();
      expect(root.querySelector('[aria-busy="true"]')).not.toBeNull();
      await waitFor(() => expect(root.querySelector('[role="tablist"]')).not.toBeNull());
      expect(slides()).toEqual(['Promo 1', 'Promo 2', 'Promo 3', 'Promo 4']);
      expect(root.querySelector('[aria-label="Recently played"]')).not.toBeNull();
      // The tabs' and chips' frame holds placeholders where the tiles go; the first row follows.
      expect(root.querySelector('[role="list"]')).toBeNull();
      await waitFor(() => expect(root.querySelector('[aria-busy="true"]')).toBeNull());
      expect(root.querySelectorAll('[role="list"] [role="listitem"]').length).toBeGreaterThan(0);
    } finally {
      preactRender(null, root);
      root.remove();
      stop();
    }
  });

  it('queues the home guide, shown after other modals where the route allows it', async () => {
    localStorage.removeItem('home_guide_seen');
    sessionStorage.clear();
    // A visit whose first screen is idle (the popup rules hold everything back until then).
    const stopArm = armPopups();
    setPopupScope(['ageNotice', 'homeGuide']);
    openModal({ name: 'ageNotice' });
    await renderLobby();
    expect($modals.get().map((m) => m.name)).toEqual(['ageNotice']);
    closeModal('ageNotice');
    await waitFor(() => expect($modals.get().map((m) => m.name)).toEqual(['homeGuide']));
    stopArm();
  });

  it('does not queue the home guide once this tutorial version was seen', async () => {
    sessionStorage.clear();
    setPopupScope(['homeGuide']);
    await renderLobby();
    expect($modals.get()).toEqual([]);
  });

  it('a view event is queued when a tile is half visible', async () => {
    const { pendingEvents } = await import('../../../../client/stores/event-log');
    await renderLobby();
    const before = pendingEvents();
    const tile = screen.getByText('Golden Dragon').closest('button')!.parentElement!;
    FakeIntersectionObserver.show(tile, 0.6);
    expect(pendingEvents()).toBe(before + 1);
  });
});
