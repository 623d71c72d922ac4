import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_ID, liveBuildId, reloadIfNewerBuild } from '../../../client/lib/build-check';

const answering = (body: unknown, status = 200) =>
  vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch & ReturnType<typeof vi.fn>;

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('build check', () => {
  it('asks build.json past every cache', async () => {
    const fetchImpl = answering({ build: 'abc' });
    expect(await liveBuildId(fetchImpl)).toBe('abc');
    const [url, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/^\/build\.json\?t=\d+$/);
    expect(init.cache).toBe('no-store');
  });

  it('answers null when the server cannot tell', async () => {
    expect(await liveBuildId(answering({}, 404))).toBeNull();
    expect(await liveBuildId(answering({ build: 7 }))).toBeNull();
    expect(await liveBuildId(vi.fn().mockRejectedValue(new TypeError('offline')) as unknown as typeof fetch)).toBeNull();
  });

  it('reloads onto a newer build, once per build, after its service worker took over', async () => {
    const steps: string[] = [];
    const reload = vi.fn(() => steps.push('reload'));
    const beforeReload = vi.fn(async () => {
      await Promise.resolve();
      steps.push('worker activated');
    });
    const fetchImpl = answering({ build: 'newer-build' });
    expect(await reloadIfNewerBuild({ fetchImpl, reload, beforeReload })).toBe(true);
    expect(await reloadIfNewerBuild({ fetchImpl, reload, beforeReload })).toBe(false);
    expect(steps).toEqual(['worker activated', 'reload']);
  });

  it('does not reload when the live build is this one or unknown', async () => {
    const reload = vi.fn();
    const beforeReload = vi.fn(async () => undefined);
    expect(await reloadIfNewerBuild({ fetchImpl: answering({ build: BUILD_ID }), reload, beforeReload })).toBe(false);
    expect(await reloadIfNewerBuild({ fetchImpl: answering({}, 500), reload, beforeReload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(beforeReload).not.toHaveBeenCalled();
  });
});
