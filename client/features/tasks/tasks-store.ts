// The tasks page's data (getTaskUser) and its actions: claim a reached task (once: the reward
// modal says what came and whether it waits for a first deposit) and record a visit task's page.
import { call } from '../../api/http';
import * as taskCalls from '../../../contract/tasks';
import { showClaimedReward } from '../../stores/reward-claim';
import { query } from '../../stores/server-state';
import { mutation } from '../../stores/server-state-mutation';
import { $token } from '../../stores/session';

/** The tasks with the player's progress. */
export const $tasks = query($token, () => call(taskCalls.getTaskUser, {}));

/** Claims a reached task. */
export const $claimTask = mutation($token, (id: number) => call(taskCalls.receiveTaskAward, { id }), { done: showClaimedReward, refreshes: [$tasks] });

/** Records that the player opened a visit task's page (fire and forget: the task list says the rest). */
export const $finishVisit = mutation($token, (id: number) => call(taskCalls.finishTask, { id }), { refreshes: [$tasks] });
