import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { online as onlineRow } from '../../../../contract/games';
import { ApiError } from '../../../../client/api/errors';

// The store's collaborators are faked at their module boundary: the call functions, the session
// (token, balance refresh, user patch) and the games store (history).
const api = vi.hoisted(() => ({
  startGame: vi.fn(),
  exitGame: vi.fn(),
  online: vi.fn(),
}));

const session = vi.hoisted(() => ({ refreshBalance: vi.fn(), patchUser: vi.fn() }));
vi.mock('../../../../client/stores/session', async () => {
  const { atom: makeAtom } = await import('nanostores');
  return { ...session, $token: makeAtom<string | null>('tok') };
});

const games = vi.hoisted(() => ({ setGameHistory: vi.fn() }));
vi.mock('../../../../client/stores/games', () => games);

import {
  $play,
  HEARTBEAT_MS,
  leaveGame,
  receiveGameMessage,
  retryGame,
  startGame,
} from '../../../../client/features/play/play-store';
import { $token } from '../../../../client/stores/session';
import { $modals, closeAllModals } from '../../../../client/stores/modals';

// The calls answer from the mocks above, by row name.
vi.mock('../../../../client/api/http', async (original) => {
  const handlers: Record<string, (...args: unknown[]) => unknown> = { ...api };
  return { ...(await original<typeof import('../../../../client/api/http')>()), call: (row: { name: string }, body: unknown, options: unknown) => (options === undefined ? handlers[row.name]!(body) : handlers[row.name]!(body, options)) };
});
const GAME_URL = '/sandbox/games/slot/?session=abc';
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  setVisibility('visible');
  for (const fn of [...Object.values(api), ...Object.values(session), ...Object.values(games)]) fn.mockReset();
  api.startGame.mockResolvedValue({ code: 0, url: GAME_URL, gameId: 1001, tryIt: 0, gameHistory: [1001, 1002] });
  api.exitGame.mockResolvedValue({ code: 0, coin: 500 });
  api.online.mockResolvedValue({ code: 0 });
  session.refreshBalance.mockResolvedValue(undefined);
  ($token as ReturnType<typeof atom<string | null>>).set('tok');
});

afterEach(async () => {
  await leaveGame();
  vi.useRealTimers();
});

describe('startGame', () => {
  it('opens the session: playing with the url, history handed to the games store', async () => {
    await startGame({ gameId: 1001, tryIt: 0, activityId: 36 });
    expect(api.startGame).toHaveBeenCalledWith({ gameId: 1001, tryIt: 0, activityId: 36 });
    expect($play.get()).toEqual({ status: 'playing', params: { gameId: 1001, tryIt: 0, activityId: 36 }, url: GAME_URL });
    expect(games.setGameHistory).toHaveBeenCalledWith([1001, 1002]);
  });

  it('a refusal fails with the code and retry starts again', async () => {
    api.startGame.mockRejectedValueOnce(new ApiError('startGame', 'code', 1202));
    await startGame({ gameId: 5, tryIt: 0 });
    const failed = $play.get();
    expect(failed.status).toBe('failed');
    expect(failed.status === 'failed' && (failed.error as ApiError).code).toBe(1202);
    await retryGame();
    expect(api.startGame).toHaveBeenCalledTimes(2);
    expect($play.get().status).toBe('playing');
  });

  it('an unsafe url fails instead of framing it', async () => {
    api.startGame.mockResolvedValueOnce({ code: 0, url: 'javascript:alert(1)', gameId: 1, tryIt: 0, gameHistory: [] });
    await startGame({ gameId: 1, tryIt: 0 });
    expect($play.get().status).toBe('failed');
  });

  it('frames a long https url (game tokens) up to 4096 characters', async () => {
    const url = 'https://games.example/play?token=' + 'x'.repeat(3000);
    api.startGame.mockResolvedValueOnce({ code: 0, url, gameId: 1, tryIt: 0, gameHistory: [] });
    await startGame({ gameId: 1, tryIt: 0 });
    expect($play.get()).toMatchObject({ status: 'playing', url });
  });
});

describe('heartbeat', () => {
  it('sends online {gameId} every 60 s without the timeout tip', async () => {
    await startGame({ gameId: 1001, tryIt: 0 });
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1);
    expect(api.online).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.online).toHaveBeenCalledTimes(1);
    expect(api.online).toHaveBeenCalledWith({ gameId: 1001 });
    // The heartbeat's row, not the caller, keeps its timeout silent (spec section 8).
    expect(onlineRow.timeoutTip).toBe(false);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 2);
    expect(api.online).toHaveBeenCalledTimes(3);
  });

  it('pauses while the document is hidden; when visible again it beats at once, then every 60 s', async () => {
    await startGame({ gameId: 1001, tryIt: 0 });
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 3);
    expect(api.online).not.toHaveBeenCalled();
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.online).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1);
    expect(api.online).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.online).toHaveBeenCalledTimes(2);
  });

  it('stops when the player leaves', async () => {
    await startGame({ gameId: 1001, tryIt: 0 });
    await leaveGame();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 3);
    expect(api.online).not.toHaveBeenCalled();
  });

  it('a session the operator ended (1205) stops the heartbeat and fails the game', async () => {
    api.online.mockRejectedValue(new ApiError('online', 'code', 1205));
    await startGame({ gameId: 1001, tryIt: 0 });
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    await settle();
    const state = $play.get();
    expect(state.status === 'failed' && (state.error as ApiError).code).toBe(1205);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 3);
    expect(api.online).toHaveBeenCalledTimes(1);
    await leaveGame();
    expect(api.exitGame).toHaveBeenCalledTimes(1);
    expect(session.refreshBalance).toHaveBeenCalledTimes(1);
  });

  it('a failed heartbeat is ignored', async () => {
    api.online.mockRejectedValue(new ApiError('online', 'timeout', 504));
    await startGame({ gameId: 1001, tryIt: 0 });
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 2);
    await settle();
    expect(api.online).toHaveBeenCalledTimes(2);
    expect($play.get().status).toBe('playing');
  });
});

describe('leaving', () => {
  it('exitGame then refreshBalance, exactly once whatever the number of ways out', async () => {
    await startGame({ gameId: 1001, tryIt: 0 });
    const order: string[] = [];
    api.exitGame.mockImplementation(async () => (order.push('exit'), { code: 0, coin: 1 }));
    session.refreshBalance.mockImplementation(async () => void order.push('refresh'));
    dispatchEvent(new Event('pagehide'));
    await leaveGame();
    await leaveGame();
    await settle();
    expect(api.exitGame).toHaveBeenCalledTimes(1);
    // Left through pagehide: the exit is sent with keepalive so it outlives the page.
    expect(api.exitGame).toHaveBeenCalledWith({ gameId: 1001 }, { keepalive: true });
    expect(session.refreshBalance).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['exit', 'refresh']);
    expect($play.get()).toEqual({ status: 'idle' });
  });

  it('refreshes the balance even when exitGame fails', async () => {
    api.exitGame.mockRejectedValue(new ApiError('exitGame', 'network', 0));
    await startGame({ gameId: 1001, tryIt: 0 });
    await leaveGame();
    expect(session.refreshBalance).toHaveBeenCalledTimes(1);
  });

  it('leaving while the game is starting closes it once the answer arrives', async () => {
    let answer!: (value: unknown) => void;
    api.startGame.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const starting = startGame({ gameId: 1001, tryIt: 0 });
    await settle();
    expect(api.startGame).toHaveBeenCalledTimes(1);
    await leaveGame();
    expect(api.exitGame).not.toHaveBeenCalled();
    answer({ code: 0, url: GAME_URL, gameId: 1001, tryIt: 0, gameHistory: [1001] });
    await starting;
    expect(api.exitGame).toHaveBeenCalledTimes(1);
    expect(session.refreshBalance).toHaveBeenCalledTimes(1);
    expect($play.get()).toEqual({ status: 'idle' });
  });

  it('leaving before the start call went out sends nothing', async () => {
    const starting = startGame({ gameId: 1001, tryIt: 0 });
    await leaveGame();
    await starting;
    expect(api.startGame).not.toHaveBeenCalled();
    expect(api.exitGame).not.toHaveBeenCalled();
  });

  it('a refused start has nothing to close', async () => {
    api.startGame.mockRejectedValueOnce(new ApiError('startGame', 'code', 1201));
    await startGame({ gameId: 9, tryIt: 0 });
    await leaveGame();
    expect(api.exitGame).not.toHaveBeenCalled();
  });

  it('starting another game leaves the previous one first and waits for its exit (which closes every session)', async () => {
    await startGame({ gameId: 1001, tryIt: 0 });
    let exited!: (value: unknown) => void;
    api.exitGame.mockReturnValueOnce(new Promise((resolve) => (exited = resolve)));
    const next = startGame({ gameId: 1002, tryIt: 0 });
    await settle();
    expect(api.exitGame).toHaveBeenCalledWith({ gameId: 1001 });
    expect(api.startGame).toHaveBeenCalledTimes(1);
    exited({ code: 0, coin: 1 });
    await next;
    expect(api.startGame).toHaveBeenCalledTimes(2);
    expect(api.startGame).toHaveBeenLastCalledWith({ gameId: 1002, tryIt: 0 });
    expect($play.get().status).toBe('playing');
  });

  it('a logout ends the game locally without calling the operator', async () => {
    await startGame({ gameId: 1001, tryIt: 0 });
    ($token as ReturnType<typeof atom<string | null>>).set(null);
    expect($play.get()).toEqual({ status: 'idle' });
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(api.online).not.toHaveBeenCalled();
    await leaveGame();
    expect(api.exitGame).not.toHaveBeenCalled();
  });
});

describe('balance messages from the frame', () => {
  const frame = {} as Window;
  const message = (init: MessageEventInit) => new MessageEvent('message', { origin: location.origin, source: frame as MessageEventSource, data: { source: 'sandbox-game', type: 'balance', coin: 4321 }, ...init });

  it('update the coin when from our origin and the game frame', async () => {
    await startGame({ gameId: 1001, tryIt: 0 });
    expect(receiveGameMessage(message({}), frame)).toBe(true);
    expect(session.patchUser).toHaveBeenCalledWith({ coin: 4321 });
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another window', { source: {} as MessageEventSource }],
    ['another shape', { data: { source: 'sandbox-game', type: 'balance', coin: '12' } }],
    ['a negative coin', { data: { source: 'sandbox-game', type: 'balance', coin: -1 } }],
    ['another type', { data: { source: 'sandbox-game', type: 'spin', coin: 1 } }],
  ])('are ignored from %s', async (_name, init) => {
    await startGame({ gameId: 1001, tryIt: 0 });
    expect(receiveGameMessage(message(init as MessageEventInit), frame)).toBe(false);
    expect(session.patchUser).not.toHaveBeenCalled();
  });

  it('are ignored in demo play (demo credits never touch the balance) and after leaving', async () => {
    await startGame({ gameId: 1001, tryIt: 1 });
    expect(receiveGameMessage(message({}), frame)).toBe(false);
    await leaveGame();
    expect(receiveGameMessage(message({}), frame)).toBe(false);
    expect(session.patchUser).not.toHaveBeenCalled();
  });

  it('open the bankruptcy modal when a bet is refused for lack of money or the balance reaches zero', async () => {
    closeAllModals();
    await startGame({ gameId: 1001, tryIt: 0 });
    expect(receiveGameMessage(message({}), frame)).toBe(true);
    expect($modals.get()).toEqual([]);
    expect(receiveGameMessage(message({ data: { source: 'sandbox-game', type: 'insufficient-balance' } }), frame)).toBe(true);
    expect($modals.get()).toEqual([{ name: 'bankruptcy' }]);
    closeAllModals();
    expect(receiveGameMessage(message({ data: { source: 'sandbox-game', type: 'balance', coin: 0 } }), frame)).toBe(true);
    expect(session.patchUser).toHaveBeenLastCalledWith({ coin: 0 });
    expect($modals.get()).toEqual([{ name: 'bankruptcy' }]);
    closeAllModals();
  });

  it('never open it in demo play', async () => {
    closeAllModals();
    await startGame({ gameId: 1001, tryIt: 1 });
    expect(receiveGameMessage(message({ data: { source: 'sandbox-game', type: 'insufficient-balance' } }), frame)).toBe(false);
    expect($modals.get()).toEqual([]);
  });
});
