// Accumulated deposits: the player's paid deposits in all against the tiers, and the claim of a
// reached tier (once: the reward modal says it is bonus money; the tiers, the balance and the red
// dots reload). Everything resets with the session.
import { call } from '../../api/http';
import * as rewardCalls from '../../../contract/deposit-rewards';
import { showClaimedReward } from '../../stores/reward-claim';
import { query } from '../../stores/server-state';
import { mutation } from '../../stores/server-state-mutation';
import { $token } from '../../stores/session';

export const $rechargeTotal = query($token, () => call(rewardCalls.rechargeTotalInfo, {}));

/** Claims a reached tier (`tier`: its total). */
export const $claimRechargeTotal = mutation($token, (tier: number) => call(rewardCalls.rechargeTotalReceive, { tier }), { done: showClaimedReward, refreshes: [$rechargeTotal] });
