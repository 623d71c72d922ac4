// Tasks (issue 22): progress from real play, deposits, profile steps and visits; a task pays only
// once its goal is reached, once per period however often it is claimed; daily tasks reset at
// Manila midnight on the moved clock; the award flag while one waits.
import { describe, expect, it } from 'vitest';
import { TasksErrorCode } from '../../../../contract/tasks';
import { ledgerMismatches, makeSandbox } from '../helpers';
import { fundedPlayer } from '../games/game-helpers';
import { grantsOf, loser, paidDeposit, PESO } from '../bonus/bonus-helpers';

type Sandbox = ReturnType<typeof makeSandbox>;
const taskOf = async (sandbox: Sandbox, token: string, id: number) =>
  ((await sandbox.call('getTaskUser', {}, token)).body.tasks as { id: number; progress: number; status: string }[]).find((task) => task.id === id)!;

describe('tasks', () => {
  it('count real bets toward the daily goal and pay only once it is reached, once', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    await paidDeposit(sandbox, token, 500 * PESO);
    const list = (await sandbox.call('getTaskUser', {}, token)).body;
    expect(list.tasks.map((task: { id: number; goal: string; period: string }) => [task.id, task.goal, task.period])).toEqual([
      [1, 'bet', 'daily'],
      [2, 'bet', 'daily'],
      [3, 'deposit', 'daily'],
      [4, 'visit', 'daily'],
      [5, 'profile', 'once'],
      [6, 'kyc', 'once'],
    ]);
    // The deposit task is done by the deposit; its claim is a task bonus, locked by its turnover.
    expect(await taskOf(sandbox, token, 3)).toMatchObject({ progress: 100 * PESO, status: 'claimable' });
    expect((await sandbox.call('activityGetStatusList', {}, token)).body.task).toBe(true);

    expect((await sandbox.call('receiveTaskAward', { id: 1 }, token)).body.code).toBe(TasksErrorCode.notDone);
    const spin = await loser(sandbox, token);
    spin(50 * PESO);
    expect(await taskOf(sandbox, token, 1)).toMatchObject({ progress: 50 * PESO, status: 'doing' });
    spin(50 * PESO);
    expect(await taskOf(sandbox, token, 1)).toMatchObject({ progress: 100 * PESO, status: 'claimable' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => sandbox.call('receiveTaskAward', { id: 1 }, token)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === TasksErrorCode.alreadyClaimed)).toHaveLength(19);
    expect(answers.find((a) => a.body.code === 200)!.body).toMatchObject({ awards: [{ propId: 2001, count: 2 * PESO }], bonusStatus: 'locked' });
    expect(await taskOf(sandbox, token, 1)).toMatchObject({ status: 'claimed' });
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'task')).toEqual([{ kind: 'task', amount: 2 * PESO, required: 6 * PESO, done: 0, status: 'locked' }]);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('reset daily tasks at Manila midnight, not one-off ones', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    await paidDeposit(sandbox, token, 500 * PESO);
    expect((await sandbox.call('finishTask', { id: 4 }, token)).body.task).toMatchObject({ id: 4, progress: 1, status: 'claimable' });
    expect((await sandbox.call('receiveTaskAward', { id: 4 }, token)).body.code).toBe(200);
    // 08:00 UTC is 16:00 in Manila: just before midnight there, the day's claim stands.
    sandbox.clock.advance(8 * 3600_000 - 1000);
    expect(await taskOf(sandbox, token, 4)).toMatchObject({ status: 'claimed' });
    sandbox.clock.advance(1000);
    expect(await taskOf(sandbox, token, 4)).toMatchObject({ progress: 0, status: 'doing' });
    expect(await taskOf(sandbox, token, 3)).toMatchObject({ progress: 0, status: 'doing' });
    expect((await sandbox.call('getTaskUser', {}, token)).body.resetAt).toBe(sandbox.clock.now + 24 * 3600_000);
  });

  it('refuse what they cannot do: an unknown task, finishing a task that completes by itself', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    expect((await sandbox.call('receiveTaskAward', { id: 99 }, token)).body.code).toBe(TasksErrorCode.notFound);
    expect((await sandbox.call('finishTask', { id: 1 }, token)).body.code).toBe(TasksErrorCode.notManual);
    expect((await sandbox.call('getTaskUser', {})).status).toBe(401);
    expect((await sandbox.call('receiveTaskAward', { id: 0 }, token)).status).toBe(400);
  });

  it('hold a task reward as a pending free bonus before the first deposit', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    await sandbox.call('finishTask', { id: 4 }, token);
    expect((await sandbox.call('receiveTaskAward', { id: 4 }, token)).body).toMatchObject({ code: 200, coin: 0, bonusStatus: 'pending' });
    expect(grantsOf(sandbox, userId).map((g) => [g.kind, g.status])).toEqual([
      ['register_bonus', 'pending'],
      ['task', 'pending'],
    ]);
  });
});
