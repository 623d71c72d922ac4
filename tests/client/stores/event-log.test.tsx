import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAuth } from '../../builders';
import { fakeApi, type FakeApi } from '../fake-api';

async function load() {
  vi.resetModules();
  const eventLog = await import('../../../client/stores/event-log');
  const session = await import('../../../client/stores/session');
  return { ...eventLog, ...session };
}

let api: FakeApi;

beforeEach(() => {
  localStorage.clear();
  api = fakeApi({ 'anonymous/appEventLogClient': { dropped: 0 } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('event log store', () => {
  it('puts the signed-in user on each event; the cleanup flushes the queue', async () => {
    const s = await load();
    s.signIn(buildAuth({ id: 42 }, 't'));
    const stop = s.startEventLog();
    s.trackEvent({ eventName: 'game_click', eventInterfaceId: '1001', eventFrom: 'home' });
    expect(s.pendingEvents()).toBe(1);
    stop();
    expect(s.pendingEvents()).toBe(0);
    await vi.waitFor(() => expect(api.posted('anonymous/appEventLogClient')).toHaveLength(1));
    const [item] = api.posted('anonymous/appEventLogClient')[0].eventList as Record<string, unknown>[];
    expect(item).toMatchObject({ eventName: 'game_click', eventInterfaceId: '1001', eventFrom: 'home', eventUserId: 42 });
  });

  it('flushes by beacon when the page hides, only while started', async () => {
    const s = await load();
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    const stop = s.startEventLog();
    s.trackEvent({ eventName: 'banner_view' });
    dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    stop();
    s.trackEvent({ eventName: 'banner_view' });
    dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
  });
});
