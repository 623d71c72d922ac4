// Deposit state: the channels as this player sees them (getRechargeInfo, loaded when shown, reset
// with the session), the chosen channel, placing an order, and following an order until its
// provider settles it (rechargeOrder, polled with growing pauses, then left to the player).
import { call } from '../../api/http';
import { atom } from 'nanostores';
import type { DepositOrder } from '../../../contract/wallet';
import * as walletCalls from '../../../contract/wallet';
import { query } from '../../stores/server-state';
import { $token, patchUser } from '../../stores/session';

export const $rechargeInfo = query($token, () => call(walletCalls.getRechargeInfo, {}));

/** The channel the player picked (null: the default rule decides). */
export const $channelId = atom<number | null>(null);

export const chooseChannel = (id: number): void => $channelId.set(id);

/** A key per attempt: the server answers a repeated one (double tap, retry) with the same order. */
export const newRequestId = (): string => crypto.randomUUID();

/** Leaves the app for the provider's page (an object, so tests can watch it without navigating). */
export const providerPage = { open: (url: string): void => location.assign(url) };

/** Places an order; resolves with it and the provider page to send the player to. */
export function placeDeposit(request: { typeId: number; amount: number; itemId?: number; requestId: string }) {
  return call(walletCalls.recharge, request);
}

export type OrderWatch =
  | { state: 'checking'; order?: DepositOrder }
  | { state: 'done'; order: DepositOrder }
  /** Polling stopped before the provider settled it: the player may leave and come back. */
  | { state: 'pending'; order: DepositOrder }
  | { state: 'failed'; error: unknown };

/** Pauses between checks (ms): about a minute in all, then the player decides. */
export const POLL_DELAYS_MS: readonly number[] = [1000, 2000, 2000, 3000, 5000, 5000, 8000, 8000, 10_000, 10_000];

export const $orderWatch = atom<OrderWatch>({ state: 'checking' });

let watching = 0;

/** Follows `orderNo` until it is final or the pauses run out; returns a function that stops it. */
export function watchOrder(orderNo: string): () => void {
  const id = ++watching;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const current = () => id === watching;
  $orderWatch.set({ state: 'checking' });
  const check = async (attempt: number) => {
    try {
      const { order, coin } = await call(walletCalls.rechargeOrder, { orderNo });
      if (!current()) return;
      if (order.status === 'paid') patchUser({ coin });
      if (order.status !== 'created') return $orderWatch.set({ state: 'done', order });
      if (attempt >= POLL_DELAYS_MS.length) return $orderWatch.set({ state: 'pending', order });
      $orderWatch.set({ state: 'checking', order });
      timer = setTimeout(() => void check(attempt + 1), POLL_DELAYS_MS[attempt]);
    } catch (error) {
      if (current()) $orderWatch.set({ state: 'failed', error });
    }
  };
  void check(0);
  return () => {
    if (current()) watching++;
    clearTimeout(timer);
  };
}
