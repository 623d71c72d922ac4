// The VIP page's data (getVipInfo) and its claims: a level-up reward, today's award, a VIP task
// and every reached VIP task at once. A
// claim updates the balance, shows the reward modal (saying when the reward is bonus money),
// refreshes the red dots and the page; everything resets with the session.
import { call } from '../../api/http';
import * as vipCalls from '../../../contract/vip';
import * as taskCalls from '../../../contract/tasks';
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

/** Claims one reached VIP task. */
export const $claimVipTask = mutation($token, (id: number) => call(taskCalls.receiveVipTask, { id }), { done: showClaimedReward, refreshes: [$vipInfo] });

/** Claims every reached VIP task at once. */
export const $claimAllVipTasks = mutation($token, () => call(taskCalls.receiveVipTaskUnReceiveBonus, {}), { done: showClaimedReward, refreshes: [$vipInfo] });
