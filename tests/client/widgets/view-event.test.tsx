import { cleanup, render } from '@testing-library/preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../features/games/games-fixture';
import { fakeApi } from '../fake-api';

async function load() {
  vi.resetModules();
  const eventLog = await import('../../../client/stores/event-log');
  const viewEvent = await import('../../../client/widgets/view-event');
  return { ...eventLog, ...viewEvent };
}

beforeEach(() => {
  localStorage.clear();
  FakeIntersectionObserver.reset();
  fakeApi();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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

  it('shares one observer among every element that logs a view (a lobby’s tiles)', async () => {
    const s = await load();
    function Tile({ id }: { id: number }) {
      const ref = s.useViewEvent<HTMLDivElement>('game_view', id, 'home');
      return <div ref={ref} data-testid={`tile-${id}`} />;
    }
    const view = render(
      <>
        {Array.from({ length: 12 }, (_, i) => (
          <Tile key={i} id={1000 + i} />
        ))}
      </>,
    );
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    act(() => FakeIntersectionObserver.show(view.getByTestId('tile-1004'), 1));
    act(() => FakeIntersectionObserver.show(view.getByTestId('tile-1007'), 0.6));
    expect(s.pendingEvents()).toBe(2);
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
