// The reward record (activityAwardGetLog): every grant of the player, newest first, paged, with
// its state; `open` keeps those still pending or locked, which is what the bonus centre explains.
import { describe, expect, it } from 'vitest';
import { DEFAULT_BONUS_TURNOVER } from '../../../../contract/bonus';
import { grantBonus } from '../../../../edge/sandbox/bonus/service';
import { makeSandbox } from '../helpers';
import { loser, paidDeposit, PESO } from './bonus-helpers';

const PASSWORD = 'secret12';

describe('activityAwardGetLog', () => {
  it('lists the player’s own grants newest first with their turnover, paged', async () => {
    const sandbox = makeSandbox();
    const { token, user } = await sandbox.registerAccount('logone01', PASSWORD);
    const other = await sandbox.registerAccount('logtwo02', PASSWORD);
    const config = (await sandbox.call('anonymous/appConfig', {})).body.config;
    for (let i = 1; i <= 3; i++) {
      sandbox.clock.advance(60_000);
      grantBonus(sandbox.db, config, { userId: user.id, kind: 'task', claimKey: `t:${i}`, amount: i * PESO, now: sandbox.clock.now });
    }
    const first = (await sandbox.call('activityAwardGetLog', { pageNum: 1, pageSize: 2 }, token)).body;
    expect(first).toMatchObject({ code: 200, total: 4, pages: 2 });
    expect(first.list.map((row: { kind: string; amount: number }) => [row.kind, row.amount])).toEqual([
      ['task', 3 * PESO],
      ['task', 2 * PESO],
    ]);
    expect(first.list[0]).toMatchObject({ status: 'pending', turnoverRequired: 3 * PESO * DEFAULT_BONUS_TURNOVER.task, turnoverDone: 0 });
    const second = (await sandbox.call('activityAwardGetLog', { pageNum: 2, pageSize: 2 }, token)).body;
    expect(second.list.map((row: { kind: string }) => row.kind)).toEqual(['task', 'register_bonus']);
    const theirs = (await sandbox.call('activityAwardGetLog', { pageNum: 1, pageSize: 20 }, other.token)).body;
    expect(theirs.list.map((row: { kind: string }) => row.kind)).toEqual(['register_bonus']);
  });

  it('keeps only pending and locked grants when asked for the open ones', async () => {
    const sandbox = makeSandbox();
    const { token, user } = await sandbox.registerAccount('logopen3', PASSWORD);
    const config = (await sandbox.call('anonymous/appConfig', {})).body.config;
    await paidDeposit(sandbox, token, 100 * PESO);
    // A grant with no turnover is cash at once: it leaves the open list.
    grantBonus(sandbox.db, { ...config, bonusTurnover: { vip_daily: 0 } }, { userId: user.id, kind: 'vip_daily', claimKey: 'd:1', amount: PESO, now: sandbox.clock.now });
    const spin = await loser(sandbox, token);
    spin(PESO);
    const open = (await sandbox.call('activityAwardGetLog', { pageNum: 1, pageSize: 20, open: true }, token)).body;
    // The first-deposit reward came with the deposit; the spin's turnover went to the oldest grant.
    expect(open.list).toEqual([expect.objectContaining({ kind: 'first_deposit', status: 'locked', turnoverDone: 0 }), expect.objectContaining({ kind: 'register_bonus', status: 'locked', turnoverDone: PESO })]);
    const all = (await sandbox.call('activityAwardGetLog', { pageNum: 1, pageSize: 20 }, token)).body;
    expect(all.list.map((row: { kind: string; status: string }) => [row.kind, row.status])).toEqual([
      ['vip_daily', 'released'],
      ['first_deposit', 'locked'],
      ['register_bonus', 'locked'],
    ]);
  });

  it('refuses a guest and a page size over the limit', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('logbad04', PASSWORD);
    expect((await sandbox.call('activityAwardGetLog', { pageNum: 1, pageSize: 20 })).body.code).toBe(401);
    expect((await sandbox.call('activityAwardGetLog', { pageNum: 1, pageSize: 51 }, token)).status).toBe(400);
  });
});
