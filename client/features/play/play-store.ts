// Playing one game: the game session (startGame → the frame's URL), the `online` heartbeat while
// the game page is open, the live balance from the game frame, and leaving (exitGame, then a
// balance refresh) exactly once per session, whichever way the player leaves.
import { call } from '../../api/http';
import { atom } from 'nanostores';
import * as gamesCalls from '../../../contract/games';
import { GamesErrorCode } from '../../../contract/games';
import { ApiError } from '../../api/errors';
import { safeResourceUrl } from '../../../contract/safe-url';
import { $config } from '../../stores/config';
import { poll } from '../../stores/server-state-poll';
import { setGameHistory } from '../../stores/games';
import { openModal } from '../../stores/modals';
import { $token, patchUser, refreshBalance } from '../../stores/session';

/** Heartbeat interval while a game is open (spec section 9). */
export const HEARTBEAT_MS = 60_000;

// Game start URLs carry long session tokens.
const GAME_URL_MAX_LENGTH = 4096;

/** What /game/start asks for (features/play/start-params.ts reads it from the query). */
export interface StartParams {
  gameId: number;
  tryIt: 0 | 1;
  activityId?: number;
}

export type PlayState =
  | { status: 'idle' }
  | { status: 'starting'; params: StartParams }
  | { status: 'playing'; params: StartParams; url: string }
  | { status: 'failed'; params: StartParams; error: ApiError | Error };

/** The current game session as the game page shows it. */
export const $play = atom<PlayState>({ status: 'idle' });

/** The game's name from the config's catalogue ('' when unknown). */
export function gameName(gameId: number): string {
  return $config.get()?.appGameList.find((game) => game.id === gameId)?.name ?? '';
}

// ---- the session ----

interface Session {
  params: StartParams;
  /** The operator may hold an open game session for us (startGame answered, or its answer was lost). */
  opened: boolean;
  /** The start call is still in flight. */
  pending: boolean;
  left: boolean;
}

let session: Session | null = null;
// The operator's exitGame closes every open session of the player, so a new start waits for the
// previous exit to land first (a quick game switch, or back and in again).
let closing: Promise<void> = Promise.resolve();
let heartbeat: (() => void) | null = null;

function stopHeartbeat(): void {
  heartbeat?.();
  heartbeat = null;
}

// Every minute while the game page shows; paused while it is hidden (a backgrounded phone tab is
// not playing), with a beat at once when it shows again.
function startHeartbeat(): void {
  stopHeartbeat();
  const current = session;
  if (!current || current.left || current.pending || !current.opened) return;
  const gameId = current.params.gameId;
  heartbeat = poll({
    every: HEARTBEAT_MS,
    wait: true,
    // No 'Tips' dialog for the heartbeat (spec section 8); a missed beat is not the player's concern,
    // but a session the operator has ended (idle too long) is: the page offers to start again.
    step: () => call(gamesCalls.online, { gameId }).then(
      () => null,
      (error: unknown) => (error instanceof ApiError && error.code === GamesErrorCode.gameSessionInvalid ? error : null),
    ),
    until: (ended) => {
      if (ended && session === current && !current.left) {
        // Leaving still calls exitGame (harmless) and refreshes the balance the rounds changed.
        heartbeat = null;
        $play.set({ status: 'failed', params: current.params, error: ended });
      }
      return !!ended;
    },
  });
}

function onPageHide(): void {
  // keepalive: the exit must reach the operator even though the page is going away.
  void leaveGame({ keepalive: true });
}

let listening = false;
function listen(on: boolean): void {
  if (on === listening || typeof document === 'undefined') return;
  listening = on;
  const method = on ? 'addEventListener' : 'removeEventListener';
  window[method]('pagehide', onPageHide);
}

function closeOnServer(ending: Session, keepalive = false): Promise<void> {
  const body = { gameId: ending.params.gameId };
  const exit = (keepalive ? call(gamesCalls.exitGame, body, { keepalive }) : call(gamesCalls.exitGame, body)).then(
    () => undefined,
    // The operator closes idle sessions itself; the refresh below still shows the real balance.
    () => undefined,
  );
  closing = exit;
  return exit.then(() => refreshBalance()).then(
    () => undefined,
    () => undefined,
  );
}

/** Opens a game session (startGame) for the game page; the previous session, if any, is left first. */
export async function startGame(params: StartParams): Promise<void> {
  if (session && !session.left) void leaveGame();
  const mine: Session = { params, opened: false, pending: true, left: false };
  session = mine;
  $play.set({ status: 'starting', params });
  listen(true);
  try {
    await closing;
    if (mine.left) {
      mine.pending = false;
      return;
    }
    const answer = await call(gamesCalls.startGame, { gameId: params.gameId, tryIt: params.tryIt, ...(params.activityId ? { activityId: params.activityId } : {}) });
    mine.opened = true;
    mine.pending = false;
    if (Array.isArray(answer.gameHistory)) setGameHistory(answer.gameHistory);
    const url = safeResourceUrl(answer.url, GAME_URL_MAX_LENGTH);
    if (mine.left) {
      // The player left while the game was starting: close what the operator just opened.
      await closeOnServer(mine);
      return;
    }
    if (!url) throw new ApiError('startGame', 'bad-response', 0);
    $play.set({ status: 'playing', params, url });
    startHeartbeat();
  } catch (error) {
    mine.pending = false;
    // A lost answer may still have opened a session; a refusal (a code) did not.
    if (!(error instanceof ApiError && error.kind === 'code')) mine.opened = true;
    if (mine.left) {
      if (mine.opened) await closeOnServer(mine);
      return;
    }
    $play.set({ status: 'failed', params, error: error instanceof Error ? error : new Error(String(error)) });
  }
}

/** Starts the current game again after a failure. */
export function retryGame(): Promise<void> {
  const state = $play.get();
  return state.status === 'idle' ? Promise.resolve() : startGame(state.params);
}

/** Leaves the game: exitGame then a balance refresh, once per session (button, back, unmount, pagehide). */
export async function leaveGame(options: { keepalive?: boolean } = {}): Promise<void> {
  const leaving = session;
  if (!leaving || leaving.left) return;
  leaving.left = true;
  stopHeartbeat();
  listen(false);
  if (session === leaving) $play.set({ status: 'idle' });
  // A start still in flight closes the session itself when its answer arrives.
  if (leaving.pending || !leaving.opened) return;
  await closeOnServer(leaving, options.keepalive);
}

/** Messages the demo game posts to its parent: the balance after each round, or a bet refused for lack of money. */
type GameMessage = { source: 'sandbox-game'; type: 'balance'; coin: number } | { source: 'sandbox-game'; type: 'insufficient-balance' };

function gameMessage(data: unknown): GameMessage | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  if (message.source !== 'sandbox-game') return null;
  if (message.type === 'insufficient-balance') return { source: 'sandbox-game', type: 'insufficient-balance' };
  if (message.type === 'balance' && Number.isSafeInteger(message.coin) && (message.coin as number) >= 0) return { source: 'sandbox-game', type: 'balance', coin: message.coin as number };
  return null;
}

/**
 * Applies a message from the game frame; only our own origin and the game's own frame count. A
 * balance of zero after a round, or a bet refused for lack of money, opens the bankruptcy modal.
 */
export function receiveGameMessage(event: MessageEvent, frame: Window | null | undefined): boolean {
  if (event.origin !== location.origin || !frame || event.source !== frame) return false;
  const current = session;
  // Demo credits never touch the real balance.
  if (!current || current.left || current.params.tryIt === 1 || !$token.get()) return false;
  const message = gameMessage(event.data);
  if (!message) return false;
  if (message.type === 'balance') patchUser({ coin: message.coin });
  if (message.type === 'insufficient-balance' || message.coin === 0) openModal({ name: 'bankruptcy' });
  return true;
}

$token.listen((token) => {
  // A logout ends the game locally; the operator has already ended the session.
  if (token === null && session && !session.left) {
    session.left = true;
    stopHeartbeat();
    listen(false);
    $play.set({ status: 'idle' });
  }
});
