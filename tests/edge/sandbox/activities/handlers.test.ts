import { describe, expect, it } from 'vitest';
import { ClickType, type ActivityInfo } from '../../../../contract/activities';
import { CATALOGUE } from '../../../../edge/sandbox/games/catalogue';
import { makeSandbox } from '../helpers';

describe('getActivityIds', () => {
  it('answers guests with the seeded banners covering every click rule', async () => {
    const sandbox = makeSandbox();
    const { status, body } = await sandbox.call('getActivityIds', {});
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const map = body.activityMap as Record<string, ActivityInfo>;
    const list = (body.activityIds as number[]).map((id) => map[String(id)]);
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.map((a) => a.sort)).toEqual([...list.map((a) => a.sort)].sort((a, b) => a - b));
    for (const activity of list) {
      expect(activity.title.length).toBeGreaterThan(0);
      // Popup-only activities (the notice, the download popup) have no banner.
      if ([25, 32].includes(activity.id)) {
        expect(activity).toMatchObject({ banner: '', type: 1 });
        continue;
      }
      expect(activity.banner).toBe(`/sandbox/art/banners/${activity.id}.svg`);
      expect((await sandbox.app.request(activity.banner)).status).toBe(200);
    }
    // Popups in sort order: the notice, first deposit (members), invite spin, download.
    expect(list.filter((a) => a.type === 1).map((a) => a.id)).toEqual([25, 44, 20, 32]);
    expect(map['8']).toMatchObject({ clickType: ClickType.internal });
    expect(map['36']).toMatchObject({ clickType: ClickType.internal });
    expect(map['42']).toMatchObject({ clickType: ClickType.internal });
    const gameBanner = list.find((a) => a.clickType === ClickType.startGame);
    expect(gameBanner?.gameId).toBe(1001);
    expect(CATALOGUE.find((g) => g.id === gameBanner?.gameId)?.status).toBe(1);
    expect(list.find((a) => a.clickType === ClickType.externalLink)?.linkUrl).toMatch(/^https:\/\//);
    expect(list.some((a) => a.unloginShowStatus === 0)).toBe(true);
    expect(map['47']).toBeDefined();
    expect(list.some((a) => a.clickAction === 20)).toBe(true);
    expect(body.hasTurntable).toBe(true);
    expect(body.totalRecharge).toBe(0);
  });

  it("answers a member's totalRecharge", async () => {
    const sandbox = makeSandbox();
    const { token, user } = await sandbox.registerAccount('recharger1');
    sandbox.db.prepare('UPDATE users SET total_recharge = 12345 WHERE id = ?').run(user.id);
    const { body } = await sandbox.call('getActivityIds', {}, token);
    expect(body.totalRecharge).toBe(12345);
  });

  it('leaves out disabled activities, here and in getAfterLoginInfoWeb', async () => {
    const sandbox = makeSandbox();
    sandbox.db.prepare('UPDATE activities SET status = 0 WHERE id = 47').run();
    const { body } = await sandbox.call('getActivityIds', {});
    expect(body.activityIds).not.toContain(47);
    expect(body.activityMap['47']).toBeUndefined();
    const { token } = await sandbox.registerAccount('activity1');
    const after = await sandbox.call('getAfterLoginInfoWeb', { version: '1', os: 'x', deviceModel: 'y' }, token);
    expect(after.body.activityIds).toEqual(body.activityIds);
  });

  it('leaves the Bind banner out for a player who has linked a phone (guests and players without one get it)', async () => {
    const sandbox = makeSandbox();
    expect((await sandbox.call('getActivityIds', {})).body.activityIds).toContain(4);
    const { token, user } = await sandbox.registerAccount('binder1');
    expect((await sandbox.call('getActivityIds', {}, token)).body.activityIds).toContain(4);
    sandbox.db.prepare('UPDATE users SET mobile = ? WHERE id = ?').run('9171230000', user.id);
    const { body } = await sandbox.call('getActivityIds', {}, token);
    expect(body.activityIds).not.toContain(4);
    expect(body.activityMap['4']).toBeUndefined();
  });
});
