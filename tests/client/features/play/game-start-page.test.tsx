import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildConfig, buildGame, buildUser } from '../../../builders';
import { AppRouter } from '../../../../client/route-view';
import { findRoute } from '../../../../client/routes';
import { $config } from '../../../../client/stores/config';
import { $historyIds } from '../../../../client/stores/games';
import { leaveGame } from '../../../../client/features/play/play-store';
import { $user, clearSession, signIn } from '../../../../client/stores/session';
import { fakeApi, FakeFailure, type FakeApi } from '../../fake-api';

let api: FakeApi;

const GAME_URL = '/sandbox/games/slot/?session=s1';
const user = buildUser({ id: 7, account: 'player07', nickname: 'P7', coin: 5000 });

function at(url: string): void {
  history.replaceState(null, '', url);
}

function Home() {
  return <p>home page</p>;
}

/** The game route and a home page under the real router, like the app. */
function mount() {
  const { route } = findRoute('/game/start')!;
  return render(
    <LocationProvider>
      <AppRouter routes={[route, { name: 'home', path: '/', page: Home, frame: 'tabs' }]} />
    </LocationProvider>,
  );
}

function renderAt(url: string) {
  at(url);
  return mount();
}

const realConsoleError = console.error.bind(console);

beforeEach(() => {
  // happy-dom does not load frame pages and says so on the console; other errors still show.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) realConsoleError(...args);
  });
  localStorage.clear();
  api = fakeApi({
    getAfterLoginInfoWeb: { appGameDataUser: { gameLikes: [], gameHistory: [] }, inviteCode: 'X', aid: 0, activityIds: [] },
    startGame: { url: GAME_URL, gameId: 1001, tryIt: 0, gameHistory: [1001, 1005] },
    exitGame: { coin: 4900 },
    refreshData: { coin: 4900, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, hasPassword: true },
    online: {},
  });
  $config.set(buildConfig({ appGameList: [buildGame({ id: 1001, name: 'Golden Dragon', status: 1 })] }));
});

afterEach(async () => {
  cleanup();
  await leaveGame();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const signedIn = () => signIn({ token: 'tok', user });

describe('/game/start', () => {
  it('sends guests to login with this url as the redirect (replace)', async () => {
    const before = history.length;
    renderAt('/game/start?gameId=1001&tryIt=0');
    await waitFor(() => expect(location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(location.search).get('redirect')).toBe('/game/start?gameId=1001&tryIt=0');
    expect(history.length).toBe(before);
    expect(api.posted('startGame')).toHaveLength(0);
  });

  it.each(['/game/start', '/game/start?gameId=abc', '/game/start?gameId=0', '/game/start?gameId=5&tryIt=7', '/game/start?gameId=5&activityId=-1'])(
    '%s is a 404, for guests and members alike',
    async (url) => {
      renderAt(url);
      expect(await screen.findByText(/Page not found/)).toBeTruthy();
      signedIn();
      await Promise.resolve();
      expect(await screen.findByText(/Page not found/)).toBeTruthy();
      expect(location.pathname).toBe('/game/start');
      expect(api.posted('startGame')).toHaveLength(0);
    },
  );

  it('starts the game in a sandboxed frame titled with the game name, overlay until it loads', async () => {
    signedIn();
    renderAt('/game/start?gameId=1001&activityId=36');
    const frame = (await screen.findByTitle('Golden Dragon')) as HTMLIFrameElement;
    expect(api.posted('startGame')).toEqual([expect.objectContaining({ gameId: 1001, tryIt: 0, activityId: 36 })]);
    expect(frame.getAttribute('src')).toBe(GAME_URL);
    expect(frame.getAttribute('allow')).toBe('fullscreen');
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual(['allow-forms', 'allow-popups', 'allow-same-origin', 'allow-scripts']);
    expect(screen.getByText('Loading the game…')).toBeTruthy();
    fireEvent.load(frame);
    await waitFor(() => expect(screen.queryByText('Loading the game…')).toBeNull());
    expect(screen.queryByText('Demo')).toBeNull();
    expect($historyIds.get()).toEqual([1001, 1005]);
  });

  it('shows the Demo badge for try-it play', async () => {
    signedIn();
    renderAt('/game/start?gameId=1001&tryIt=1');
    await screen.findByTitle('Golden Dragon');
    expect(screen.getByText('Demo')).toBeTruthy();
    expect(api.posted('startGame')[0]).toMatchObject({ tryIt: 1 });
  });

  it.each([
    [1201, 'This game does not exist.', false],
    [1202, 'This game is not available right now.', true],
    [1203, 'This game has no demo mode. Play it with your balance instead.', false],
    [500, 'Something went wrong (code 500). Please try again', true],
    [503, 'We are doing maintenance. Please try again later', true],
  ])('code %i shows its message (retry: %s)', async (code, message, retry) => {
    signedIn();
    api.answer('startGame', new FakeFailure(code));
    renderAt('/game/start?gameId=1001');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(screen.queryByRole('button', { name: 'Try again' }) !== null).toBe(retry);
    expect(screen.queryByTitle('Golden Dragon')).toBeNull();
  });

  it('retry starts the game again', async () => {
    signedIn();
    api.answer('startGame', new FakeFailure(1202));
    renderAt('/game/start?gameId=1001');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    api.answer('startGame', { url: GAME_URL, gameId: 1001, tryIt: 0, gameHistory: [1001] });
    fireEvent.click(retry);
    await screen.findByTitle('Golden Dragon');
    expect(api.posted('startGame')).toHaveLength(2);
  });

  it('the back button asks first; leaving exits the game and refreshes the balance once', async () => {
    signedIn();
    at('/');
    history.pushState(null, '', '/game/start?gameId=1001');
    mount();
    await screen.findByTitle('Golden Dragon');
    fireEvent.click(screen.getByRole('button', { name: 'Leave the game' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave the game?' });
    fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialog.isConnected).toBe(false);
    expect(api.posted('exitGame')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Leave the game' }));
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await screen.findByText('home page');
    expect(location.pathname).toBe('/');
    await waitFor(() => expect(api.posted('refreshData')).toHaveLength(1));
    expect(api.posted('exitGame')).toEqual([expect.objectContaining({ gameId: 1001 })]);
    expect($user.get()?.coin).toBe(4900);
  });

  it('pagehide leaves the game once; back from the back-forward cache starts a new session', async () => {
    signedIn();
    renderAt('/game/start?gameId=1001');
    await screen.findByTitle('Golden Dragon');
    dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(api.posted('refreshData')).toHaveLength(1));
    expect(api.posted('exitGame')).toHaveLength(1);
    expect(screen.queryByTitle('Golden Dragon')).toBeNull();

    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await screen.findByTitle('Golden Dragon');
    expect(api.posted('startGame')).toHaveLength(2);
    cleanup();
    await waitFor(() => expect(api.posted('exitGame')).toHaveLength(2));
  });

  it('a balance message from the game frame updates the coin live', async () => {
    signedIn();
    renderAt('/game/start?gameId=1001');
    const frame = (await screen.findByTitle('Golden Dragon')) as HTMLIFrameElement;
    // happy-dom gives frames no window; the game's window is any object the event names as source.
    const gameWindow = {} as Window;
    Object.defineProperty(frame, 'contentWindow', { configurable: true, get: () => gameWindow });
    const balance = (coin: number, init: MessageEventInit = {}) =>
      dispatchEvent(new MessageEvent('message', { origin: location.origin, source: gameWindow as MessageEventSource, data: { source: 'sandbox-game', type: 'balance', coin }, ...init }));
    balance(7777);
    expect($user.get()?.coin).toBe(7777);
    balance(1, { origin: 'https://evil.example' });
    balance(2, { source: window as MessageEventSource });
    expect($user.get()?.coin).toBe(7777);
  });
});
