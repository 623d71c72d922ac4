// Shortcuts for game tests: a funded player, a started game, the demo game's API.
import { postLedger } from '../../../../edge/sandbox/ledger/ledger';
import type { TestSandbox } from '../helpers';

let counter = 0;

/** Registers a player and credits `coin` more through the ledger; returns the token and id. */
export async function fundedPlayer(sandbox: TestSandbox, coin = 100_000): Promise<{ token: string; userId: number }> {
  counter += 1;
  const { token, user } = await sandbox.registerAccount(`player${counter}x${String(Date.now() % 100000).padStart(5, '0')}`);
  if (coin > 0) postLedger(sandbox.db, { userId: user.id as number, delta: coin, kind: 'adjustment', now: sandbox.clock.now });
  return { token, userId: user.id as number };
}

/** startGame; returns the launch token from the URL and the whole answer. */
export async function startGame(sandbox: TestSandbox, token: string, gameId: number, tryIt: 0 | 1 = 0) {
  const { body } = await sandbox.call('startGame', { gameId, tryIt }, token);
  if (body.code !== 200) throw new Error(`startGame failed: ${JSON.stringify(body)}`);
  const session = new URL(body.url as string, 'http://x').searchParams.get('session') ?? '';
  return { session, body };
}

/** POSTs to the demo game API. */
export async function gameApi(sandbox: TestSandbox, path: 'state' | 'spin', body: unknown): Promise<{ status: number; body: Record<string, any> }> {
  const response = await sandbox.app.request(`/sandbox/games/api/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

export const coinOf = (sandbox: TestSandbox, userId: number): number =>
  sandbox.db.prepare('SELECT coin FROM users WHERE id = ?').pluck().get(userId) as number;
