// VIP tasks (issue 22): tasks of the tasks engine with a minimum VIP level, listed with the VIP
// page (not getTaskUser), locked below their level and refused there; one claims once a period,
// claim all pays every reached task once even when fired 20 times at once; weekly ones reset at
// Manila midnight starting Monday on the moved clock; the award flag `vip` while one waits.
import { describe, expect, it } from 'vitest';
import { TasksErrorCode, VipTaskErrorCode } from '../../../../contract/tasks';
import { setVip } from '../../../../edge/sandbox/vip/service';
import { ledgerMismatches, makeSandbox } from '../helpers';
import { fundedPlayer } from '../games/game-helpers';
import { grantsOf, loser, paidDeposit, PESO } from '../bonus/bonus-helpers';

type Sandbox = ReturnType<typeof makeSandbox>;
type View = { id: number; period: string; vipLevel: number; progress: number; status: string };
const vipTasks = async (sandbox: Sandbox, token: string) => (await sandbox.call('getVipInfo', {}, token)).body.tasks as View[];
const vipTask = async (sandbox: Sandbox, token: string, id: number) => (await vipTasks(sandbox, token)).find((task) => task.id === id)!;
const HOUR = 3600_000;

describe('VIP tasks', () => {
  it('show on the VIP page only, locked with the level they need, and refuse a player below it', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    expect((await vipTasks(sandbox, token)).map((task) => [task.id, task.period, task.vipLevel, task.status])).toEqual([
      [101, 'daily', 1, 'locked'],
      [102, 'weekly', 2, 'locked'],
      [103, 'weekly', 3, 'locked'],
    ]);
    expect(((await sandbox.call('getTaskUser', {}, token)).body.tasks as View[]).map((task) => task.id)).toEqual([1, 2, 3, 4, 5, 6]);
    // The deposit goal is reached, but VIP 0 and VIP 1 are below task 102's level.
    await paidDeposit(sandbox, token, 1_000 * PESO);
    expect(await vipTask(sandbox, token, 102)).toMatchObject({ progress: 1_000 * PESO, status: 'locked' });
    expect((await sandbox.call('receiveVipTask', { id: 102 }, token)).body.code).toBe(VipTaskErrorCode.levelTooLow);
    setVip(sandbox.db, userId, 1);
    expect((await sandbox.call('receiveVipTask', { id: 102 }, token)).body.code).toBe(VipTaskErrorCode.levelTooLow);
    expect((await sandbox.call('receiveVipTaskUnReceiveBonus', {}, token)).body.code).toBe(VipTaskErrorCode.nothingToClaim);
    setVip(sandbox.db, userId, 2);
    expect(await vipTask(sandbox, token, 102)).toMatchObject({ status: 'claimable' });
    expect((await sandbox.call('activityGetStatusList', {}, token)).body.vip).toBe(true);
    expect((await sandbox.call('receiveVipTask', { id: 102 }, token)).body).toMatchObject({ code: 200, awards: [{ propId: 2001, count: 50 * PESO }], bonusStatus: 'locked' });
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'vip_task')).toEqual([{ kind: 'vip_task', amount: 50 * PESO, required: 50 * PESO, done: 0, status: 'locked' }]);
    // The two kinds of task stay apart.
    expect((await sandbox.call('receiveVipTask', { id: 1 }, token)).body.code).toBe(VipTaskErrorCode.notFound);
    expect((await sandbox.call('receiveTaskAward', { id: 101 }, token)).body.code).toBe(TasksErrorCode.notFound);
    expect((await sandbox.call('receiveVipTask', { id: 0 }, token)).status).toBe(400);
    expect((await sandbox.call('receiveVipTaskUnReceiveBonus', {})).status).toBe(401);
  });

  it('pay only a reached task, once however often it is claimed at once', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    await paidDeposit(sandbox, token, 5_000 * PESO);
    setVip(sandbox.db, userId, 1);
    const spin = await loser(sandbox, token);
    for (let i = 0; i < 20; i++) spin(50 * PESO);
    expect(await vipTask(sandbox, token, 101)).toMatchObject({ progress: 1_000 * PESO, status: 'doing' });
    expect((await sandbox.call('receiveVipTask', { id: 101 }, token)).body.code).toBe(VipTaskErrorCode.notDone);
    for (let i = 0; i < 20; i++) spin(50 * PESO);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sandbox.call('receiveVipTask', { id: 101 }, token)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === VipTaskErrorCode.alreadyClaimed)).toHaveLength(19);
    expect(await vipTask(sandbox, token, 101)).toMatchObject({ status: 'claimed' });
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'vip_task')).toHaveLength(1);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('claim all pays every reached task once under 20 concurrent calls, and nothing else', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    await paidDeposit(sandbox, token, 5_000 * PESO);
    setVip(sandbox.db, userId, 3);
    const spin = await loser(sandbox, token);
    for (let i = 0; i < 40; i++) spin(50 * PESO);
    // 101 (₱2,000 of bets today) and 102 (₱1,000 deposited this week) are reached; 103 (₱20,000 this week) is not.
    expect((await vipTasks(sandbox, token)).map((task) => task.status)).toEqual(['claimable', 'claimable', 'doing']);
    const before = sandbox.db.prepare('SELECT coin FROM users WHERE id = ?').pluck().get(userId) as number;
    const answers = await Promise.all(Array.from({ length: 20 }, () => sandbox.call('receiveVipTaskUnReceiveBonus', {}, token)));
    const paid = answers.filter((a) => a.body.code === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body).toMatchObject({ ids: [101, 102], awards: [{ propId: 2001, count: 70 * PESO }], coin: before + 70 * PESO, bonusStatus: 'locked' });
    expect(answers.filter((a) => a.body.code === VipTaskErrorCode.nothingToClaim)).toHaveLength(19);
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'vip_task').map((g) => g.amount)).toEqual([20 * PESO, 50 * PESO]);
    expect((await sandbox.call('receiveVipTask', { id: 102 }, token)).body.code).toBe(VipTaskErrorCode.alreadyClaimed);
    expect((await vipTasks(sandbox, token)).map((task) => task.status)).toEqual(['claimed', 'claimed', 'doing']);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('start weekly tasks again at Manila midnight starting Monday', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    setVip(sandbox.db, userId, 2);
    await paidDeposit(sandbox, token, 1_000 * PESO);
    expect((await sandbox.call('receiveVipTask', { id: 102 }, token)).body.code).toBe(200);
    // The sandbox clock starts on Thursday 2026-01-15, 16:00 in Manila: Friday begins 8 hours on.
    sandbox.clock.advance(8 * HOUR);
    expect(await vipTask(sandbox, token, 102)).toMatchObject({ progress: 1_000 * PESO, status: 'claimed' });
    // Sunday 23:59:59 in Manila: still the same week.
    sandbox.clock.advance(3 * 24 * HOUR - 1000);
    expect(await vipTask(sandbox, token, 102)).toMatchObject({ status: 'claimed' });
    expect((await sandbox.call('receiveVipTask', { id: 102 }, token)).body.code).toBe(VipTaskErrorCode.alreadyClaimed);
    // Monday 00:00 in Manila: a new week, the deposit of last week no longer counts.
    sandbox.clock.advance(1000);
    expect(await vipTask(sandbox, token, 102)).toMatchObject({ progress: 0, status: 'doing' });
    // (A second deposit's minimum is ₱10,000.)
    await paidDeposit(sandbox, token, 10_000 * PESO);
    expect((await sandbox.call('receiveVipTask', { id: 102 }, token)).body.code).toBe(200);
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'vip_task')).toHaveLength(2);
  });
});
