// Deposit state: the channels as this player sees them (getRechargeInfo, loaded when shown, reset
// with the session), the player's own deposit limits, the chosen channel, and placing an order (a mutation). Following an order
// after the provider's page is deposit-watch.ts (the result page's).
import { call } from '../../api/http';
import { atom, onMount } from 'nanostores';
import * as limitsCalls from '../../../contract/limits';
import * as walletCalls from '../../../contract/wallet';
import { safeResourceUrl } from '../../../contract/safe-url';
import { query } from '../../stores/server-state';
import { mutation } from '../../stores/server-state-mutation';
import { $token } from '../../stores/session';

export const $rechargeInfo = query($token, () => call(walletCalls.getRechargeInfo, {}));

/**
 * The player's own limits (getSelfLimits), for what the deposit limits leave. Loaded again on every
 * showing of the form: the limits page or another device may have changed them meanwhile.
 */
export const $ownLimits = query($token, () => call(limitsCalls.getSelfLimits, {}));
onMount($ownLimits, () => {
  // The query's own first load is enough; otherwise load again (the limits shown stay meanwhile).
  if (!$ownLimits.value?.loading) void $ownLimits.reload();
});

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
      if (error instanceof BadPayPage) return;
      void $rechargeInfo.reload();
      void $ownLimits.reload();
    },
  },
);
