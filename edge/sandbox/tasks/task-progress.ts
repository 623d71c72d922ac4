// The player's tasks with their progress, read from where the progress happens: real-money bets
// (records) and paid deposits (wallet) since the period began, saved member details (member),
// an approved identity (kyc), a visit recorded here. A task is claimed once per period: its claim
// key in the bonus ledger is `task:<id>:<period>`. Tasks with a `vipLevel` are VIP tasks
// (vip-tasks.ts): the same progress, listed and claimed apart.
import type { AppConfig } from '../../../contract/core';
import { COIN_PROP_ID } from '../../../contract/mail';
import { TasksErrorCode, type TaskClaim, type TaskDef, type TaskView } from '../../../contract/tasks';
import { grantBonus, grantedClaims } from '../bonus/service';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import { isKycApproved } from '../kyc/service';
import { manilaDate, manilaDayStart, manilaWeekStart } from '../lib/money-text';
import { hasMemberDetails } from '../member/service';
import { betTotalsSince } from '../records/service';
import { paidSince } from '../wallet/service';
import { hasVisited, markVisit } from './task-marks';

const DAY_MS = 24 * 3600_000;
type TasksConfig = Pick<AppConfig, 'taskConfig' | 'bonusTurnover'>;

const GOALS = new Set(['bet', 'deposit', 'profile', 'kyc', 'visit']);
const PERIODS = new Set(['daily', 'weekly', 'once']);
const isTask = (task: unknown): task is TaskDef => {
  const t = task as Partial<TaskDef> | null;
  return (
    !!t &&
    Number.isSafeInteger(t.id) &&
    (t.id ?? 0) > 0 &&
    PERIODS.has(String(t.period)) &&
    (t.vipLevel === undefined || (Number.isSafeInteger(t.vipLevel) && t.vipLevel >= 0)) &&
    GOALS.has(String(t.goal)) &&
    Number.isSafeInteger(t.target) &&
    (t.target ?? 0) > 0 &&
    Number.isSafeInteger(t.award) &&
    (t.award ?? 0) > 0
  );
};

/** True for a VIP task (a minimum VIP level of 1 or more). */
export const isVipTask = (task: TaskDef): boolean => (task.vipLevel ?? 0) > 0;

/** The operator's tasks, VIP ones included (malformed entries left out; none while `taskConfig.status` is 0). */
export function taskDefs(config: TasksConfig): TaskDef[] {
  const tasks = (config.taskConfig as { status?: number; tasks?: unknown }).tasks;
  if ((config.taskConfig as { status?: number }).status === 0 || !Array.isArray(tasks)) return [];
  return tasks.filter(isTask);
}

/** When the task's current period began: Manila midnight (daily), Monday's (weekly), ever (once). */
const periodStart = (task: TaskDef, now: number): number => (task.period === 'daily' ? manilaDayStart(now) : task.period === 'weekly' ? manilaWeekStart(now) : 0);

/** The period a task is in at `now`: 'once', the Manila date of a daily one, 'week-' and the Monday of a weekly one. */
const periodOf = (task: TaskDef, now: number) => (task.period === 'once' ? 'once' : task.period === 'weekly' ? `week-${manilaDate(manilaWeekStart(now))}` : manilaDate(now));
export const claimKey = (task: TaskDef, now: number) => `task:${task.id}:${periodOf(task, now)}`;

export function progressOf(db: SandboxDb, userId: number, task: TaskDef, now: number): number {
  const since = periodStart(task, now);
  switch (task.goal) {
    case 'bet':
      return betTotalsSince(db, userId, since).bet;
    case 'deposit':
      return [...paidSince(db, userId, since).values()].reduce((sum, amount) => sum + amount, 0);
    case 'profile':
      return hasMemberDetails(db, userId) ? 1 : 0;
    case 'kyc':
      return isKycApproved(db, userId, now) ? 1 : 0;
    case 'visit':
      return hasVisited(db, userId, task.id, periodOf(task, now)) ? 1 : 0;
  }
}

/** `defs` with the player's progress and status; a VIP task above `vip` is 'locked' unless claimed. */
export function viewsOf(db: SandboxDb, userId: number, defs: readonly TaskDef[], now: number, vip = 0): TaskView[] {
  const claimed = grantedClaims(db, userId, defs.map((task) => claimKey(task, now)));
  return defs.map((task): TaskView => {
    const progress = Math.min(task.target, progressOf(db, userId, task, now));
    const status = claimed.has(claimKey(task, now)) ? 'claimed' : (task.vipLevel ?? 0) > vip ? 'locked' : progress >= task.target ? 'claimable' : 'doing';
    return { ...task, progress, status };
  });
}

/** Every task but the VIP ones with the player's progress and status, and the next daily reset. */
export function tasksOf(db: SandboxDb, config: TasksConfig, userId: number, now: number): { tasks: TaskView[]; resetAt: number } {
  return { tasks: viewsOf(db, userId, taskDefs(config).filter((task) => !isVipTask(task)), now), resetAt: manilaDayStart(now) + DAY_MS };
}

/** True when a task waits to be claimed (the award flags' `task`). */
export const hasTaskReward = (db: SandboxDb, config: TasksConfig, userId: number, now: number): boolean =>
  tasksOf(db, config, userId, now).tasks.some((task) => task.status === 'claimable');

function findTask(config: TasksConfig, id: number): TaskDef {
  const task = taskDefs(config).find((t) => t.id === id && !isVipTask(t));
  if (!task) throw new CallFailure(TasksErrorCode.notFound, 'There is no such task');
  return task;
}

/** Records a visit task as done for this period; answers the task as it now stands. */
export function finishVisit(db: SandboxDb, config: TasksConfig, userId: number, id: number, now: number): TaskView {
  const task = findTask(config, id);
  if (task.goal !== 'visit') throw new CallFailure(TasksErrorCode.notManual, 'This task completes by itself');
  markVisit(db, userId, task.id, periodOf(task, now), now);
  return tasksOf(db, config, userId, now).tasks.find((t) => t.id === id)!;
}

/** Pays a reached task once per period, as a task bonus (free: pending before the first deposit). */
export function claimTask(db: SandboxDb, config: TasksConfig, userId: number, id: number, now: number): TaskClaim {
  const task = findTask(config, id);
  return db.transaction((): TaskClaim => {
    // Read inside the claim's transaction: progress and the claim are judged together.
    if (progressOf(db, userId, task, now) < task.target) throw new CallFailure(TasksErrorCode.notDone, 'Finish the task first');
    const grant = grantBonus(db, config, { userId, kind: 'task', claimKey: claimKey(task, now), amount: task.award, now });
    if (!grant.granted) throw new CallFailure(TasksErrorCode.alreadyClaimed, 'You already claimed this task');
    return { awards: [{ propId: COIN_PROP_ID, count: task.award }], coin: grant.coin, bonusStatus: grant.status };
  }).immediate();
}
