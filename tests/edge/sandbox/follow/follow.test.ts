// Follow rewards (issue 22): the operator's channels for guests and players; a reward needs the
// channel opened from the app first and pays once per channel, however often it is claimed at
// once, as a free bonus (pending before the first deposit, then held by its turnover).
import { describe, expect, it } from 'vitest';
import { FollowErrorCode } from '../../../../contract/follow';
import { ledgerMismatches, makeSandbox } from '../helpers';
import { fundedPlayer } from '../games/game-helpers';
import { grantsOf, paidDeposit, PESO } from '../bonus/bonus-helpers';

type Channel = { id: string; name: string; url: string; reward: number; visited: boolean; claimed: boolean };
const channelsOf = async (sandbox: ReturnType<typeof makeSandbox>, token?: string) => (await sandbox.call('followInfo', {}, token)).body.channels as Channel[];

describe('follow rewards', () => {
  it('list the channels for a guest, with nothing visited or claimed', async () => {
    const sandbox = makeSandbox();
    const channels = await channelsOf(sandbox);
    expect(channels.map((c) => [c.id, c.reward, c.visited, c.claimed])).toEqual([
      ['facebook', 2 * PESO, false, false],
      ['telegram', 2 * PESO, false, false],
      ['youtube', 2 * PESO, false, false],
      ['tiktok', 2 * PESO, false, false],
    ]);
    expect(channels.every((c) => c.url.startsWith('https://'))).toBe(true);
    expect((await sandbox.call('followVisit', { channelId: 'facebook' })).status).toBe(401);
    expect((await sandbox.call('followReceive', { channelId: 'facebook' })).status).toBe(401);
  });

  it('pay a channel only after the player opened it, once under 20 concurrent claims', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    expect((await sandbox.call('followReceive', { channelId: 'telegram' }, token)).body.code).toBe(FollowErrorCode.notVisited);
    expect((await sandbox.call('followVisit', { channelId: 'telegram' }, token)).body.channel).toMatchObject({ id: 'telegram', visited: true, claimed: false });
    // A second visit changes nothing.
    expect((await sandbox.call('followVisit', { channelId: 'telegram' }, token)).body.code).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sandbox.call('followReceive', { channelId: 'telegram' }, token)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === FollowErrorCode.alreadyClaimed)).toHaveLength(19);
    // A free bonus: before the first deposit it waits outside the balance.
    expect(answers.find((a) => a.body.code === 200)!.body).toMatchObject({ awards: [{ propId: 2001, count: 2 * PESO }], coin: 0, bonusStatus: 'pending' });
    expect((await channelsOf(sandbox, token)).map((c) => [c.id, c.visited, c.claimed])).toEqual([
      ['facebook', false, false],
      ['telegram', true, true],
      ['youtube', false, false],
      ['tiktok', false, false],
    ]);
    await paidDeposit(sandbox, token, 500 * PESO);
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'follow')).toEqual([{ kind: 'follow', amount: 2 * PESO, required: 10 * PESO, done: 0, status: 'locked' }]);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('refuse an unknown channel, and every channel while the rewards are off', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    expect((await sandbox.call('followVisit', { channelId: 'myspace' }, token)).body.code).toBe(FollowErrorCode.unknownChannel);
    expect((await sandbox.call('followReceive', { channelId: 'myspace' }, token)).body.code).toBe(FollowErrorCode.unknownChannel);
    expect((await sandbox.call('followVisit', { channelId: 'Face Book' }, token)).status).toBe(400);
    await sandbox.call('followVisit', { channelId: 'youtube' }, token);
    const config = (await sandbox.call('anonymous/appConfig', {})).body.config;
    await sandbox.setConfig({ followConfig: { ...config.followConfig, status: 0 } });
    expect(await channelsOf(sandbox, token)).toEqual([]);
    expect((await sandbox.call('followReceive', { channelId: 'youtube' }, token)).body.code).toBe(FollowErrorCode.unknownChannel);
  });
});
