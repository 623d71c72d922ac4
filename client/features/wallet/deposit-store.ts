// Deposit state: the channels as this player sees them (getRechargeInfo, loaded when shown, reset
// with the session), the chosen channel, placing an order (a mutation), and following an order
// until its provider settles it (rechargeOrder, polled with growing pauses, then left to the player).
import { call } from '../../api/http';
import { atom } from 'nanostores';
import type { DepositOrder } from '../../../contract/wallet';
import * as walletCalls from '../../../contract/wallet';
import { safeResourceUrl } from '../../../contract/safe-url';
import { query } from '../../stores/server-state';
import { mutation } from '../../stores/server-state-mutation';
import { poll } from '../../stores/server-state-poll';
import { $token, patchUser } from '../../stores/session';

export const $rechargeInfo = query($token, () => call(walletCalls.getRechargeInfo, {}));

/** The channel the player picked (null: the default rule decides). */
export const $channelId = atom<number | null>(null);

export const chooseChannel = (id: number): void => $channelId.set(id);

/** Leaves the app for the provider's page (an object, so tests can watch it without navigating). */
export const providerPage = { open: (url: string): void => location.assign(url) };

/** The provider's page in the answer is not one the app may open. */
export class BadPayPage extends Error {}

/**
 * Places an order; resolves with the provider page to send the player to. Its request id makes a
 * double tap or a retry of the same deposit (channel, amount) one order. A refusal reloads the
 * channels: a limit the server holds may have moved (another deposit meanwhile).
 */
export const $placeDeposit = mutation(
  $token,
  async (request: { typeId: number; amount: number; itemId: number | undefined }, { requestId }) => {
    const { payUrl } = await call(walletCalls.recharge, { ...request, requestId });
    const target = safeResourceUrl(payUrl);
    if (!target) throw new BadPayPage();
    return target;
  },
  {
    failed: (error) => {
      if (!(error instanceof BadPayPage)) void $rechargeInfo.reload();
    },
  },
);

export type OrderWatch =
  | { state: 'checking'; order?: DepositOrder }
  | { state: 'done'; order: DepositOrder }
  /** Polling stopped before the provider settled it: the player may leave and come back. */
  | { state: 'pending'; order: DepositOrder }
  | { state: 'failed'; error: unknown };

/** Pauses between checks (ms): about a minute in all, then the player decides. */
export const POLL_DELAYS_MS: readonly number[] = [1000, 2000, 2000, 3000, 5000, 5000, 8000, 8000, 10_000, 10_000];

export const $orderWatch = atom<OrderWatch>({ state: 'checking' });

let stopWatching = (): void => undefined;

/** Follows `orderNo` (instead of any order followed before) until it is final or the pauses run out; returns a function that stops it. */
export function watchOrder(orderNo: string): () => void {
  stopWatching();
  $orderWatch.set({ state: 'checking' });
  stopWatching = poll({
    step: () => call(walletCalls.rechargeOrder, { orderNo }),
    every: POLL_DELAYS_MS,
    until: ({ order, coin }, attempt) => {
      if (order.status === 'paid') patchUser({ coin });
      // After the last pause the poll ends by itself: still created is pending for the player.
      $orderWatch.set(order.status !== 'created' ? { state: 'done', order } : attempt < POLL_DELAYS_MS.length ? { state: 'checking', order } : { state: 'pending', order });
      return order.status !== 'created';
    },
    failed: (error) => $orderWatch.set({ state: 'failed', error }),
  });
  return () => stopWatching();
}
