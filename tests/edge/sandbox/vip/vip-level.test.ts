// VIP from experience (issue 22): every settled bet adds experience in its own transaction, and
// the level follows appVipMap's thresholds exactly there; levels never go down by play.
import { describe, expect, it } from 'vitest';
import { levelFor } from '../../../../edge/sandbox/vip/vip-store';
import { makeSandbox } from '../helpers';
import { fundedPlayer } from '../games/game-helpers';
import { loser, PESO } from '../bonus/bonus-helpers';

const vipOf = (sandbox: ReturnType<typeof makeSandbox>, userId: number) =>
  sandbox.db.prepare('SELECT vip, vip_exp AS exp, user_level AS userLevel FROM users WHERE id = ?').get(userId) as { vip: number; exp: number; userLevel: number };

describe('VIP level', () => {
  it('rises exactly when a bet reaches the threshold, inside that bet, and shows in refreshData', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 2_000 * PESO);
    const config = (await sandbox.call('anonymous/appConfig', {})).body.config;
    const threshold = config.appVipMap['1'].experience as number;
    expect(threshold).toBe(1_000 * PESO);
    const spin = await loser(sandbox, token);
    for (let i = 0; i < 19; i++) spin(50 * PESO);
    expect(vipOf(sandbox, userId)).toEqual({ vip: 0, exp: threshold - 50 * PESO, userLevel: 0 });
    spin(50 * PESO);
    expect(vipOf(sandbox, userId)).toEqual({ vip: 1, exp: threshold, userLevel: 0 });
    expect((await sandbox.call('refreshData', {}, token)).body).toMatchObject({ vip: 1, vipExp: threshold });
  });

  it('never goes down by play, even when the operator raises the thresholds', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 2_000 * PESO);
    const spin = await loser(sandbox, token);
    for (let i = 0; i < 20; i++) spin(50 * PESO);
    expect(vipOf(sandbox, userId).vip).toBe(1);
    const harder = await loser(sandbox, token, (config) => ({
      ...config,
      appVipMap: Object.fromEntries(Object.entries(config.appVipMap).map(([key, level]) => [key, { ...level, experience: level.experience * 10 }])),
    }));
    harder(50 * PESO);
    expect(vipOf(sandbox, userId)).toMatchObject({ vip: 1, exp: 1_050 * PESO });
  });

  it('picks the highest level a value reaches, whatever the order of the list', () => {
    const levels = [
      { level: 2, threshold: 300 },
      { level: 0, threshold: 0 },
      { level: 1, threshold: 100 },
    ];
    expect([0, 99, 100, 299, 300, 10_000].map((value) => levelFor(levels, value))).toEqual([0, 0, 1, 1, 2, 2]);
  });
});
