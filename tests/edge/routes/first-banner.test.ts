import { describe, expect, it, vi } from 'vitest';
import { firstBannerUrl } from '../../../edge/routes/first-banner';
import { buildEdge, callsTo, maintenanceAnswer, recordingFetch } from '../edge-fixtures';

const activity = (id: number, banner: string, sort = 0) => ({ id, title: `A${id}`, banner, sort });
const state = (activities: ReturnType<typeof activity>[], listed = activities.map((a) => a.id)) => ({
  code: 200,
  activityIds: listed,
  activityMap: Object.fromEntries(activities.map((a) => [String(a.id), a])),
  hasTurntable: false,
  totalRecharge: 0,
});

/** An upstream whose banner list is `answer()` (maintenance off). */
function upstreamWith(answer: () => Response | Promise<Response>) {
  return recordingFetch((call) => (call.url.endsWith('/anonymous/appConfig') ? maintenanceAnswer(0) : call.url.endsWith('/getActivityIds') ? answer() : Response.json({ code: 200 })));
}

describe('the first banner as the client shows it', () => {
  it('is the listed activity with an image, by sort then id', () => {
    expect(firstBannerUrl(state([activity(8, '/art/8.svg', 2), activity(36, '', 0), activity(5, '/art/5.svg', 2), activity(9, '/art/9.svg', 1)]))).toBe('/art/9.svg');
    // Not listed: not shown by the client, so not preloaded.
    expect(firstBannerUrl(state([activity(1, '/art/1.svg', 0), activity(2, '/art/2.svg', 5)], [2]))).toBe('/art/2.svg');
    expect(firstBannerUrl(state([activity(3, 'https://cdn.example.ph/b/3.webp?v=2')]))).toBe('https://cdn.example.ph/b/3.webp?v=2');
  });

  it('skips a banner the carousel leaves out because its target is not in this release', () => {
    // Slots hack (51) opens /activity/slotshack, which this release does not have; a theme URL
    // sends follow rewards (21) to a page that exists; jackpot (47) opens its modal.
    const slotsHack = { ...activity(51, '/art/51.svg', 0), clickType: 1 };
    const jackpot = { ...activity(47, '/art/47.svg', 2), clickType: 1 };
    const themed = { ...activity(21, '/art/21.svg', 1), clickType: 1, themeUrl: '/game/search' };
    expect(firstBannerUrl(state([slotsHack, jackpot, themed]))).toBe('/art/21.svg');
    expect(firstBannerUrl(state([slotsHack, jackpot]))).toBe('/art/47.svg');
    // VIP (8) opens /vip/level and sign-in (36) /activity/sign-in, which exist now.
    expect(firstBannerUrl(state([{ ...activity(8, '/art/8.svg', 0), clickType: 1 }, jackpot]))).toBe('/art/8.svg');
    expect(firstBannerUrl(state([{ ...activity(36, '/art/36.svg', 0), clickType: 1 }, jackpot]))).toBe('/art/36.svg');
    // A garbled activity the client could not show either.
    const garbled = { ...themed, themeUrl: 42 };
    expect(firstBannerUrl(state([garbled]))).toBeUndefined();
  });

  it('is nothing for a missing or garbled list', () => {
    expect(firstBannerUrl(null)).toBeUndefined();
    expect(firstBannerUrl({})).toBeUndefined();
    expect(firstBannerUrl(state([]))).toBeUndefined();
    expect(firstBannerUrl({ activityIds: 'x' as never, activityMap: { 1: activity(1, '/a.svg') } })).toBeUndefined();
  });

  it('never lets a hostile URL into the header', () => {
    for (const banner of [
      '/a.svg>; rel=preload; as=script',
      '/a.svg\r\nSet-Cookie: x=1',
      '/a b.svg',
      '/a.svg,</evil.js>',
      '"/a.svg"',
      '//evil.example/a.svg',
      'http://cdn.example.ph/a.svg',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/onload=alert(1)>',
      'relative/a.svg',
      `/${'a'.repeat(600)}.svg`,
    ]) {
      expect(firstBannerUrl(state([activity(1, banner)])), banner).toBeUndefined();
    }
  });
});

describe('the Link hint on the shell of /', () => {
  it('preloads the first banner on / only', async () => {
    const upstream = upstreamWith(() => Response.json(state([activity(8, '/sandbox/art/banners/8.svg')])));
    const { app } = buildEdge({ fetch: upstream.fetch });
    const home = await app.request('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('link')).toBe('</sandbox/art/banners/8.svg>; rel=preload; as=image; fetchpriority=high');
    expect((await app.request('/wallets')).headers.get('link')).toBeNull();
    expect((await app.request('/no-such-page')).headers.get('link')).toBeNull();
    // The guest list, with the operator's fields, asked once for both pages.
    const asked = callsTo(upstream.calls, 'getActivityIds');
    expect(asked).toHaveLength(1);
    expect(JSON.parse(asked[0]!.body)).toMatchObject({ appId: expect.any(String), platform: 1 });
    expect(asked[0]!.headers.get('authorization')).toBeNull();
  });

  it('asks the upstream at most once per period, and follows a changed list after it', async () => {
    let now = 0;
    let banner = '/art/one.svg';
    const upstream = upstreamWith(() => Response.json(state([activity(1, banner)])));
    const { app } = buildEdge({ fetch: upstream.fetch, now: () => now, maintenanceTtlMs: 5000 });
    await Promise.all(Array.from({ length: 10 }, async () => app.request('/')));
    expect(callsTo(upstream.calls, 'getActivityIds')).toHaveLength(1);
    banner = '/art/two.svg';
    now = 4000;
    expect((await app.request('/')).headers.get('link')).toContain('</art/one.svg>');
    now = 6000;
    // Stale: answered with what is known while the refresh runs, then the new banner.
    expect((await app.request('/')).headers.get('link')).toContain('</art/one.svg>');
    // The refresh lands in the background (polled: a busy machine may take longer than a tick).
    await vi.waitFor(async () => expect((await app.request('/')).headers.get('link')).toContain('</art/two.svg>'));
    expect(callsTo(upstream.calls, 'getActivityIds')).toHaveLength(2);
  });

  it('serves the shell without a hint when the upstream fails or stalls', async () => {
    const failing = upstreamWith(() => new Response('oops', { status: 500 }));
    const down = buildEdge({ fetch: failing.fetch });
    const res = await down.app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('link')).toBeNull();

    const stalled = upstreamWith(() => new Promise<Response>(() => undefined));
    const slow = buildEdge({ fetch: stalled.fetch, maintenanceWaitMs: 30 });
    const started = Date.now();
    const shell = await slow.app.request('/');
    expect(shell.status).toBe(200);
    expect(shell.headers.get('link')).toBeNull();
    // Bounded by the wait for an unknown status, not by the upstream timeout.
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
