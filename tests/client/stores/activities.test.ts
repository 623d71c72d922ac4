import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAuth } from '../../builders';
import type { ActivityInfo } from '../../../contract/activities';
import { afterLoginInfo } from '../features/games/games-fixture';
import { fakeApi, type FakeApi } from '../fake-api';

async function load() {
  vi.resetModules();
  const activities = await import('../../../client/stores/activities');
  const session = await import('../../../client/stores/session');
  return { ...activities, ...session };
}

const info = (id: number, sort: number, banner = `/sandbox/art/banners/${id}.svg`): ActivityInfo => ({
  id,
  sort,
  banner,
  title: `A${id}`,
  type: 0,
  clickAction: 0,
  clickType: 1,
  unloginShowStatus: 1,
  themeUrl: '',
  gameId: 0,
  linkUrl: '',
});

let api: FakeApi;

beforeEach(() => {
  localStorage.clear();
  api = fakeApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('activities store', () => {
  it('banners: listed activities with an image, by sort', async () => {
    api.answer('getActivityIds', {
      activityIds: [8, 36, 42, 47],
      activityMap: { 8: info(8, 3), 36: info(36, 1), 42: info(42, 2, ''), 47: info(47, 4), 99: info(99, 0) },
      hasTurntable: false,
      totalRecharge: 0,
    });
    const s = await load();
    const stop = s.$banners.listen(() => undefined);
    await vi.waitFor(() => expect(s.$banners.get().map((a) => a.id)).toEqual([36, 8, 47]));
    stop();
  });

  it('loads on mount, not at import, once per session and again after a login', async () => {
    api.answer('getActivityIds', { activityIds: [], activityMap: {}, hasTurntable: false, totalRecharge: 0 });
    const s = await load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.posted('getActivityIds')).toHaveLength(0);
    const stop = s.$banners.listen(() => undefined);
    const again = s.$activityState.listen(() => undefined);
    await vi.waitFor(() => expect(s.$activityState.get().data).toBeDefined());
    again();
    expect(api.posted('getActivityIds')).toHaveLength(1);
    s.signIn(buildAuth({ id: 3 }, 't'));
    await vi.waitFor(() => expect(api.posted('getActivityIds')).toHaveLength(2));
    stop();
  });

  it('$activityIds (route guard) still comes from the after-login info', async () => {
    api.answer('getAfterLoginInfoWeb', afterLoginInfo({ activityIds: [4, 8] }));
    const s = await load();
    // The route guard listens, as RouteView does.
    const stop = s.$activityIds.listen(() => undefined);
    expect(s.$activityIds.get()).toBeNull();
    s.signIn(buildAuth({ id: 3 }, 't'));
    await vi.waitFor(() => expect(s.$activityIds.get()).toEqual([4, 8]));
    expect(s.$activityIds.get()).toContain(8);
    stop();
  });
});
