// Following a deposit order until its provider settles it (rechargeOrder, polled with growing
// pauses while the page shows, then left to the player): the result page's state.
import { call } from '../../api/http';
import { atom } from 'nanostores';
import type { DepositOrder } from '../../../contract/wallet';
import * as walletCalls from '../../../contract/wallet';
import { poll } from '../../stores/server-state-poll';
import { patchUser, refreshBalance } from '../../stores/session';

export type OrderWatch =
  | { state: 'checking'; order?: DepositOrder }
  /** `coin`: the balance after it; `firstDepositBonus`, `diamonds`: what else this order paid, when it did. */
  | { state: 'done'; order: DepositOrder; coin: number; firstDepositBonus?: number; diamonds?: number }
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
    until: ({ order, coin, firstDepositBonus, diamonds }, attempt) => {
      if (order.status === 'paid') {
        patchUser({ coin });
        // What of the balance is bonus changed too (the order's bonuses, free bonuses a first deposit unlocks).
        refreshBalance().catch(() => undefined);
      }
      // After the last pause the poll ends by itself: still created is pending for the player.
      $orderWatch.set(order.status !== 'created' ? { state: 'done', order, coin, firstDepositBonus, diamonds } : attempt < POLL_DELAYS_MS.length ? { state: 'checking', order } : { state: 'pending', order });
      return order.status !== 'created';
    },
    failed: (error) => $orderWatch.set({ state: 'failed', error }),
  });
  return () => stopWatching();
}
