// getTaskUser, finishTask (a visit task) and receiveTaskAward; the VIP tasks' receiveVipTask and
// receiveVipTaskUnReceiveBonus (listed by getVipInfo).
import { requireSession, type Handler } from '../handler';
import { claimTask, finishVisit, tasksOf } from './task-progress';
import { claimAllVipTasks, claimVipTask } from './vip-tasks';

export const getTaskUser: Handler<'getTaskUser'> = (ctx) => tasksOf(ctx.db, ctx.config.get(), requireSession(ctx).userId, ctx.now);

export const finishTask: Handler<'finishTask'> = (ctx, req) => ({ task: finishVisit(ctx.db, ctx.config.get(), requireSession(ctx).userId, req.id, ctx.now) });

export const receiveTaskAward: Handler<'receiveTaskAward'> = (ctx, req) => claimTask(ctx.db, ctx.config.get(), requireSession(ctx).userId, req.id, ctx.now);

export const receiveVipTask: Handler<'receiveVipTask'> = (ctx, req) => claimVipTask(ctx.db, ctx.config.get(), requireSession(ctx).userId, req.id, ctx.now);

export const receiveVipTaskUnReceiveBonus: Handler<'receiveVipTaskUnReceiveBonus'> = (ctx) => claimAllVipTasks(ctx.db, ctx.config.get(), requireSession(ctx).userId, ctx.now);
