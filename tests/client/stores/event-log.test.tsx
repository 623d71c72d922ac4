import { cleanup, render } from '@testing-library/preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthResult } from '../../../client/api/contract';
import { FakeIntersectionObserver, fetchMock, posted } from '../features/games/games-fixture';

async function load() {
  vi.resetModules();
  const eventLog = await import('../../../client/stores/event-log');
  const viewEvent = await import('../../../client/widgets/view-event');
  const session = await import('../../../client/stores/session');
  return { ...eventLog, ...viewEvent, ...session };
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockClear();
  FakeIntersectionObserver.reset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('event log store', () => {
  it('puts the signed-in user on each event; the cleanup flushes the queue', async () => {
    const s = await load();
    s.signIn({ token: 't', user: { id: 42 } } as unknown as AuthResult);
    const stop = s.startEventLog();
    s.trackEvent({ eventName: 'game_click', eventInterfaceId: '1001', eventFrom: 'home' });
    expect(s.pendingEvents()).toBe(1);
    stop();
    expect(s.pendingEvents()).toBe(0);
    await vi.waitFor(() => expect(posted('anonymous/appEventLogClient')).toHaveLength(1));
    const [item] = posted('anonymous/appEventLogClient')[0].eventList as Record<string, unknown>[];
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

describe('useViewEvent', () => {
  async function mountTile() {
    const s = await load();
    function Tile() {
      const ref = s.useViewEvent<HTMLDivElement>('game_view', 1001, 'home');
      return <div ref={ref} data-testid="tile" />;
    }
    const view = render(<Tile />);
    return { s, tile: view.getByTestId('tile'), view };
  }

  it('observes at a 0.5 threshold and fires once, at 50% visible', async () => {
    const { s, tile } = await mountTile();
    expect(FakeIntersectionObserver.instances[0].options.threshold).toBe(0.5);
    act(() => FakeIntersectionObserver.show(tile, 0.3));
    expect(s.pendingEvents()).toBe(0);
    act(() => FakeIntersectionObserver.show(tile, 0.5));
    expect(s.pendingEvents()).toBe(1);
    act(() => FakeIntersectionObserver.show(tile, 1));
    expect(s.pendingEvents()).toBe(1);
  });

  it('stops observing when the element goes away', async () => {
    const { s, tile, view } = await mountTile();
    act(() => {
      view.unmount();
    });
    act(() => FakeIntersectionObserver.show(tile, 1));
    expect(s.pendingEvents()).toBe(0);
  });
});
