// The VIP page's data (getVipInfo) and its two claims: a level-up reward and today's award. A
// claim updates the balance, shows the reward modal (saying when the reward is bonus money),
// refreshes the red dots and the page; everything resets with the session.
import { call } from '../../api/http';
import * as vipCalls from '../../../contract/vip';
import { showClaimedReward } from '../../stores/reward-claim';
import { query } from '../../stores/server-state';
import { mutation } from '../../stores/server-state-mutation';
import { $token } from '../../stores/session';

/** The levels, what each pays and what the player can claim. */
export const $vipInfo = query($token, () => call(vipCalls.getVipInfo, {}));

/** Claims the level-up reward of a level. */
export const $claimLevelUp = mutation($token, (level: number) => call(vipCalls.receiveVipBonusUser, { level }), { done: showClaimedReward, refreshes: [$vipInfo] });

/** Claims today's award. */
export const $claimDaily = mutation($token, () => call(vipCalls.appVipUserReceiveDaily, {}), { done: showClaimedReward, refreshes: [$vipInfo] });
