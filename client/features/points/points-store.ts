// The points page's data (pointsInfo, guests too) and the exchange: one request id per tap, so a
// retried request is answered, not paid again; the reward modal follows.
import { call } from '../../api/http';
import * as pointsCalls from '../../../contract/points';
import { showClaimedReward } from '../../stores/reward-claim';
import { query } from '../../stores/server-state';
import { mutation } from '../../stores/server-state-mutation';
import { $token, $viewer } from '../../stores/session';

/** The player's points, what the next one needs and the exchange options. */
export const $points = query($viewer, () => call(pointsCalls.pointsInfo, {}));

/** Exchanges an option for bonus coins. */
export const $exchangePoints = mutation($token, (optionId: number, { requestId }) => call(pointsCalls.pointsExchange, { optionId, requestId }), {
  done: showClaimedReward,
  refreshes: [$points],
});
