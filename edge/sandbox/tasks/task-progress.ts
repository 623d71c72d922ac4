// The player's tasks with their progress, read from where the progress happens: real-money bets
// (records) and paid deposits (wallet) since the period began, saved member details (member),
// an approved identity (kyc), a visit recorded here. A task is claimed once per period: its claim
// key in the bonus ledger is `task:<id>:<period>`.
import type { AppConfig } from '../../../contract/core';
import { COIN_PROP_ID } from '../../../contract/mail';
import { TasksErrorCode, type TaskClaim, type TaskDef, type TaskView } from '../../../contract/tasks';
import { grantBonus, grantedClaims } from '../bonus/service';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import { isKycApproved } from '../kyc/service';
import { manilaDate, manilaDayStart } from '../lib/money-text';
import { hasMemberDetails } from '../member/service';
import { betTotalsSince } from '../records/service';
import { paidSince } from '../wallet/service';
import { hasVisited, markVisit } from './task-marks';

const DAY_MS = 24 * 3600_000;
type TasksConfig = Pick<AppConfig, 'taskConfig' | 'bonusTurnover'>;

const GOALS = new Set(['bet', 'deposit', 'profile', 'kyc', 'visit']);
const isTask = (task: unknown): task is TaskDef => {
  const t = task as Partial<TaskDef> | null;
  return (
    !!t &&
    Number.isSafeInteger(t.id) &&
    (t.period === 'daily' || t.period === 'once') &&
    GOALS.has(String(t.goal)) &&
    Number.isSafeInteger(t.target) &&
    (t.target ?? 0) > 0 &&
    Number.isSafeInteger(t.award) &&
    (t.award ?? 0) > 0
  );
};

/** The operator's tasks (malformed entries left out; none while `taskConfig.status` is 0). */
export function taskDefs(config: TasksConfig): TaskDef[] {
  const tasks = (config.taskConfig as { status?: number; tasks?: unknown }).tasks;
  if ((config.taskConfig as { status?: number }).status === 0 || !Array.isArray(tasks)) return [];
  return tasks.filter(isTask);
}

/** The period a task is in at `now`: 'once', or the Manila date of a daily one. */
const periodOf = (task: TaskDef, now: number) => (task.period === 'once' ? 'once' : manilaDate(now));
const claimKey = (task: TaskDef, now: number) => `task:${task.id}:${periodOf(task, now)}`;

function progressOf(db: SandboxDb, userId: number, task: TaskDef, now: number): number {
  const since = task.period === 'daily' ? manilaDayStart(now) : 0;
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

/** Every task with the player's progress and status, and the next daily reset. */
export function tasksOf(db: SandboxDb, config: TasksConfig, userId: number, now: number): { tasks: TaskView[]; resetAt: number } {
  const defs = taskDefs(config);
  const claimed = grantedClaims(db, userId, defs.map((task) => claimKey(task, now)));
  const tasks = defs.map((task): TaskView => {
    const progress = Math.min(task.target, progressOf(db, userId, task, now));
    const status = claimed.has(claimKey(task, now)) ? 'claimed' : progress >= task.target ? 'claimable' : 'doing';
    return { ...task, progress, status };
  });
  return { tasks, resetAt: manilaDayStart(now) + DAY_MS };
}

/** True when a task waits to be claimed (the award flags' `task`). */
export const hasTaskReward = (db: SandboxDb, config: TasksConfig, userId: number, now: number): boolean =>
  tasksOf(db, config, userId, now).tasks.some((task) => task.status === 'claimable');

function findTask(config: TasksConfig, id: number): TaskDef {
  const task = taskDefs(config).find((t) => t.id === id);
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
