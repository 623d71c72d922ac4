// VIP tasks: tasks of the same engine (task-progress.ts) with a minimum VIP level, listed on the
// VIP page and paid as `vip_task` bonuses with the tasks' claim key (`task:<id>:<period>`), so each
// pays once a period. A player below a task's level sees it locked; claiming it is refused. Claim
// all pays every reached task in one transaction: a second claim all finds nothing left.
import type { AppConfig } from '../../../contract/core';
import { COIN_PROP_ID } from '../../../contract/mail';
import { VipTaskErrorCode, type TaskClaim, type TaskDef, type TaskView } from '../../../contract/tasks';
import { grantBonus } from '../bonus/service';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import { findUserById } from '../users/service';
import { claimKey, isVipTask, progressOf, taskDefs, viewsOf } from './task-progress';

type TasksConfig = Pick<AppConfig, 'taskConfig' | 'bonusTurnover'>;

const vipTaskDefs = (config: TasksConfig): TaskDef[] => taskDefs(config).filter(isVipTask);
const vipOf = (db: SandboxDb, userId: number): number => findUserById(db, userId)?.vip ?? 0;

/** Every VIP task with the player's progress and status ('locked' above the player's level). */
export const vipTasksOf = (db: SandboxDb, config: TasksConfig, userId: number, now: number): TaskView[] => viewsOf(db, userId, vipTaskDefs(config), now, vipOf(db, userId));

/** True when a VIP task waits to be claimed (part of the award flags' `vip`). */
export const hasVipTaskReward = (db: SandboxDb, config: TasksConfig, userId: number, now: number): boolean =>
  vipTasksOf(db, config, userId, now).some((task) => task.status === 'claimable');

type Granted = Extract<ReturnType<typeof grantBonus>, { granted: true }>;

/** Grants `task` if the player may and has reached it; the refusal's code otherwise. Inside the caller's transaction. */
function payTask(db: SandboxDb, config: TasksConfig, userId: number, task: TaskDef, now: number): Granted | CallFailure {
  if (vipOf(db, userId) < (task.vipLevel ?? 0)) return new CallFailure(VipTaskErrorCode.levelTooLow, `Reach VIP ${task.vipLevel} to claim this task`);
  if (progressOf(db, userId, task, now) < task.target) return new CallFailure(VipTaskErrorCode.notDone, 'Finish the task first');
  const grant = grantBonus(db, config, { userId, kind: 'vip_task', claimKey: claimKey(task, now), amount: task.award, now });
  return grant.granted ? grant : new CallFailure(VipTaskErrorCode.alreadyClaimed, 'You already claimed this task');
}

/** Pays one reached VIP task once per period. */
export function claimVipTask(db: SandboxDb, config: TasksConfig, userId: number, id: number, now: number): TaskClaim {
  const task = vipTaskDefs(config).find((t) => t.id === id);
  if (!task) throw new CallFailure(VipTaskErrorCode.notFound, 'There is no such VIP task');
  return db.transaction((): TaskClaim => {
    // Level, progress and the claim are judged together, inside the claim's transaction.
    const paid = payTask(db, config, userId, task, now);
    if (paid instanceof CallFailure) throw paid;
    return { awards: [{ propId: COIN_PROP_ID, count: task.award }], coin: paid.coin, bonusStatus: paid.status };
  }).immediate();
}

/** Pays every reached, unclaimed VIP task the player's level allows, in one transaction. */
export function claimAllVipTasks(db: SandboxDb, config: TasksConfig, userId: number, now: number): TaskClaim & { ids: number[] } {
  return db.transaction(() => {
    const ids: number[] = [];
    let total = 0;
    let last: Granted | undefined;
    for (const task of vipTaskDefs(config)) {
      const paid = payTask(db, config, userId, task, now);
      if (paid instanceof CallFailure) continue;
      ids.push(task.id);
      total += task.award;
      last = paid;
    }
    if (!last) throw new CallFailure(VipTaskErrorCode.nothingToClaim, 'No VIP task waits to be claimed');
    return { ids, awards: [{ propId: COIN_PROP_ID, count: total }], coin: last.coin, bonusStatus: last.status };
  }).immediate();
}
