// A query that failed for want of a connection loads again by itself once the phone is back online
// (the offline home's banners, a page's data): happy-dom, for the window's online event.
import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../client/api/errors';
import { query } from '../../../client/stores/server-state';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const stops: Array<() => void> = [];

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('query, offline', () => {
  it('a load that found no network runs again on the online event, once', async () => {
    const fetch = vi.fn<(key: string) => Promise<string>>().mockRejectedValueOnce(new ApiError('getActivityIds', 'network', 0)).mockResolvedValue('banners');
    const $q = query(atom<string | null>('guest'), fetch);
    stops.push($q.listen(() => undefined));
    await settle();
    expect($q.get()).toMatchObject({ loading: false, error: { kind: 'network' } });
    dispatchEvent(new Event('online'));
    await settle();
    expect($q.get()).toEqual({ data: 'banners', loading: false });
    dispatchEvent(new Event('online'));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('other failures wait for the player, and a newer load makes the online event do nothing', async () => {
    const fetch = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('getActivityIds', 'code', 500))
      .mockRejectedValueOnce(new ApiError('getActivityIds', 'network', 0))
      .mockResolvedValue('v');
    const $q = query(atom<string | null>('guest'), fetch);
    stops.push($q.listen(() => undefined));
    await settle();
    dispatchEvent(new Event('online'));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    await $q.reload();
    await $q.reload();
    dispatchEvent(new Event('online'));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
