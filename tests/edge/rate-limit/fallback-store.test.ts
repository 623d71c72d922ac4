// The shared store's in-memory fallback (issue 27, "With Redis down every rate limit is lifted"):
// limits hold per edge while the shared store fails, the outage is told once each way, and the
// shared store is tried again at most once per probe interval. The real Redis outage, through the
// Node entry: tests/edge/node-limits.test.ts.
import { describe, expect, it } from 'vitest';
import { withMemoryFallback, type StoreOutage } from '../../../edge/rate-limit/fallback-store';
import { createMemoryRateLimitStore } from '../../../edge/rate-limit/memory-store';
import type { RateLimitStore } from '../../../edge/rate-limit/store';

const T0 = 1_700_000_000_000;
const rule = { burst: 2, perMinute: 1 };

function flakyShared() {
  const inner = createMemoryRateLimitStore({ maxEntries: 100 });
  const state = { up: true, tries: 0 };
  const store: RateLimitStore = {
    take(key, r, now) {
      state.tries += 1;
      return state.up ? inner.take(key, r, now) : Promise.reject(new Error('connection lost'));
    },
  };
  return { store, state };
}

describe('memory fallback of the shared store', () => {
  it('keeps limiting in memory during an outage, tries the shared store once per probe interval, and tells each change once', async () => {
    const shared = flakyShared();
    const clock = { wall: 0 };
    const outages: StoreOutage[] = [];
    const store = withMemoryFallback(shared.store, { maxEntries: 100, probeMs: 1000, wallClock: () => clock.wall, onOutage: (o) => outages.push(o) });
    expect(store.status?.()).toEqual({ shared: true, unreachable: false });

    shared.state.up = false;
    const during = [];
    for (let i = 0; i < 5; i += 1) during.push((await store.take('auth:a', rule, T0)).allowed);
    expect(during).toEqual([true, true, false, false, false]);
    expect(shared.state.tries).toBe(1);
    expect(outages).toEqual([{ event: 'down', error: expect.any(Error) }]);
    expect(store.status?.()).toEqual({ shared: false, unreachable: true });

    clock.wall += 1000;
    await store.take('auth:a', rule, T0);
    expect(shared.state.tries).toBe(2);
    expect(outages).toHaveLength(1);

    shared.state.up = true;
    clock.wall += 1500;
    expect((await store.take('auth:b', rule, T0)).allowed).toBe(true);
    expect(outages.at(-1)).toEqual({ event: 'up', downMs: 2500 });
    expect(store.status?.()).toEqual({ shared: true, unreachable: false });
  });

  it('does not call one slow answer an outage: timeouts start one only after lasting probeMs without a success', async () => {
    const inner = createMemoryRateLimitStore({ maxEntries: 100 });
    const state = { mode: 'up' as 'up' | 'slow' | 'gone' };
    const shared: RateLimitStore = {
      take: (key, r, now) =>
        state.mode === 'up' ? inner.take(key, r, now) : Promise.reject(new Error(state.mode === 'slow' ? 'Command timed out' : 'Connection is closed.')),
    };
    const clock = { wall: 0 };
    const outages: StoreOutage[] = [];
    const store = withMemoryFallback(shared, { maxEntries: 100, probeMs: 1000, wallClock: () => clock.wall, onOutage: (o) => outages.push(o), isSlow: (e) => /timed out/.test(String(e)) });
    // A loaded machine's slow moment: two timeouts, then Redis answers again. No outage told.
    state.mode = 'slow';
    expect((await store.take('sms:a', rule, T0)).allowed).toBe(true);
    clock.wall = 500;
    expect((await store.take('sms:a', rule, T0)).allowed).toBe(true);
    state.mode = 'up';
    await store.take('sms:a', rule, T0);
    expect(outages).toEqual([]);
    expect(store.status?.()).toEqual({ shared: true, unreachable: false });
    // Timeouts that last probeMs are an outage, told once.
    state.mode = 'slow';
    clock.wall = 2000;
    await store.take('sms:b', rule, T0);
    clock.wall = 3000;
    await store.take('sms:b', rule, T0);
    expect(outages).toEqual([{ event: 'down', error: expect.any(Error) }]);
    // A connection error is an outage at once.
    const gone = withMemoryFallback(shared, { maxEntries: 100, onOutage: (o) => outages.push(o), isSlow: (e) => /timed out/.test(String(e)) });
    state.mode = 'gone';
    await gone.take('sms:c', rule, T0);
    expect(outages).toHaveLength(2);
  });
});
