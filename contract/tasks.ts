// Tasks (spec §2 /bonus/tasks, §7 "Tasks"): daily and one-off goals whose progress comes from what
// the player really does (bets, deposits, profile steps, identity, a page visited), each paying a
// reward once per period as a bonus grant (contract/bonus.ts: a free bonus, held by its turnover).
// VIP tasks (spec §7 "VIP": receiveVipTask, receiveVipTaskUnReceiveBonus) are tasks of the same
// engine with a minimum VIP level: listed on the VIP page (getVipInfo's `tasks`), not by getTaskUser,
// and paid as `vip_task` bonuses.
import type { Award } from './mail';
import type { TASKS_SCHEMAS } from './tasks.schemas';
import { callFactory, tableOf } from './call-row';

export const TasksErrorCode = {
  /** No such task (or switched off). */
  notFound: 1901,
  /** The goal is not reached yet. */
  notDone: 1902,
  /** Already claimed in this period. */
  alreadyClaimed: 1903,
  /** This task completes by itself: finishTask is for visit tasks only. */
  notManual: 1904,
} as const;

/** Codes of the VIP task claims. */
export const VipTaskErrorCode = {
  /** No such VIP task (or switched off). */
  notFound: 2061,
  /** The player's VIP level is below the task's `vipLevel`. */
  levelTooLow: 2062,
  /** The goal is not reached yet. */
  notDone: 2063,
  /** Already claimed in this period. */
  alreadyClaimed: 2064,
  /** Claim all: no VIP task waits to be claimed. */
  nothingToClaim: 2065,
} as const;

/** What a task counts: real-money bets or paid deposits (hundredths), a profile or identity step, a page visited. */
export type TaskGoal = 'bet' | 'deposit' | 'profile' | 'kyc' | 'visit';

/** A task as the operator defines it (`AppConfig.taskConfig.tasks`, contract addition). */
export interface TaskDef {
  id: number;
  /** 'daily' resets at Manila midnight, 'weekly' at Manila midnight starting Monday; 'once' is done once ever. */
  period: 'daily' | 'weekly' | 'once';
  goal: TaskGoal;
  /** Hundredths for bet and deposit; 1 for the steps. */
  target: number;
  /** Coins paid (hundredths). */
  award: number;
  /** For a visit task: the page that completes it (a route name of route-paths.ts). */
  route?: string;
  /** A VIP task (contract addition): the lowest VIP level that may claim it (1 or more). */
  vipLevel?: number;
}

export interface TaskView extends TaskDef {
  progress: number;
  /** 'doing': not reached; 'claimable': reached, not claimed; 'claimed' in this period; 'locked': a VIP task above the player's level. */
  status: 'doing' | 'claimable' | 'claimed' | 'locked';
}

export interface TaskClaim {
  awards: Award[];
  coin: number;
  bonusStatus: 'pending' | 'locked' | 'released';
}

export interface TasksResponses {
  /** The tasks with the player's progress, and when the daily ones reset (next Manila midnight). */
  getTaskUser: { tasks: TaskView[]; resetAt: number };
  /** Marks a visit task done for this period. */
  finishTask: { task: TaskView };
  receiveTaskAward: TaskClaim;
  /** Pays one reached VIP task (once a period). */
  receiveVipTask: TaskClaim;
  /** Pays every reached, unclaimed VIP task at once (one transaction); `ids` are the tasks paid, `awards` their sum. */
  receiveVipTaskUnReceiveBonus: TaskClaim & { ids: number[] };
}

const call = /*#__PURE__*/ callFactory<typeof TASKS_SCHEMAS, TasksResponses>();

export const getTaskUser = /*#__PURE__*/ call('getTaskUser');
export const finishTask = /*#__PURE__*/ call('finishTask');
export const receiveTaskAward = /*#__PURE__*/ call('receiveTaskAward');
export const receiveVipTask = /*#__PURE__*/ call('receiveVipTask');
export const receiveVipTaskUnReceiveBonus = /*#__PURE__*/ call('receiveVipTaskUnReceiveBonus');

export const TASKS_CALLS = /*#__PURE__*/ tableOf(getTaskUser, finishTask, receiveTaskAward, receiveVipTask, receiveVipTaskUnReceiveBonus);
