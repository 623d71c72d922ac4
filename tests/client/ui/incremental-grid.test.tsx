import { cleanup, render, screen } from '@testing-library/preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IncrementalGrid } from '../../../client/ui/incremental-grid';
import { FakeIntersectionObserver } from '../features/games/games-fixture';

const items = Array.from({ length: 60 }, (_, i) => i + 1);
const grid = (list: number[], resetKey = '') => (
  <IncrementalGrid label="Games" items={list} itemKey={(n) => n} pageSize={24} resetKey={resetKey} renderItem={(n) => <span>item {n}</span>} />
);

beforeEach(() => {
  FakeIntersectionObserver.reset();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('IncrementalGrid', () => {
  it('renders the first page, then a page more each time the sentinel comes into range', () => {
    render(grid(items));
    expect(screen.getAllByRole('listitem')).toHaveLength(24);
    act(() => FakeIntersectionObserver.show(screen.getByTestId('grid-sentinel')));
    expect(screen.getAllByRole('listitem')).toHaveLength(48);
    act(() => FakeIntersectionObserver.show(screen.getByTestId('grid-sentinel')));
    expect(screen.getAllByRole('listitem')).toHaveLength(60);
    expect(screen.queryByTestId('grid-sentinel')).toBeNull();
  });

  it('a sentinel out of range adds nothing', () => {
    render(grid(items));
    act(() => FakeIntersectionObserver.show(screen.getByTestId('grid-sentinel'), 0));
    expect(screen.getAllByRole('listitem')).toHaveLength(24);
  });

  it('starts again from the first page when the reset key changes', () => {
    const { rerender } = render(grid(items, 'a'));
    act(() => FakeIntersectionObserver.show(screen.getByTestId('grid-sentinel')));
    expect(screen.getAllByRole('listitem')).toHaveLength(48);
    rerender(grid(items, 'b'));
    expect(screen.getAllByRole('listitem')).toHaveLength(24);
  });

  it('on a new reset key (a tab switch) the first render builds the first slice only, and the slices go on from there', () => {
    vi.useFakeTimers();
    try {
      const rendered: number[] = [];
      const sliced = (list: number[], resetKey: string) => (
        <IncrementalGrid label="Games" items={list} itemKey={(n) => n} pageSize={24} firstSlice={3} resetKey={resetKey} renderItem={(n) => (rendered.push(n), <span>item {n}</span>)} />
      );
      const { rerender } = render(sliced(items, 'a'));
      for (let i = 0; i < 10; i++) {
        act(() => {
          vi.advanceTimersToNextFrame();
          vi.runOnlyPendingTimers();
        });
      }
      expect(screen.getAllByRole('listitem')).toHaveLength(24);
      rendered.length = 0;
      const other = items.map((n) => n + 100);
      rerender(sliced(other, 'b'));
      // Not the old tab's 24 tiles of the new list, then 3: three, once.
      expect(rendered).toEqual([101, 102, 103]);
      expect(screen.getAllByRole('listitem')).toHaveLength(3);
      act(() => {
        vi.advanceTimersToNextFrame();
        vi.runOnlyPendingTimers();
      });
      expect(screen.getAllByRole('listitem')).toHaveLength(6);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders a first slice, and the rest of the first page a slice per painted frame', () => {
    vi.useFakeTimers();
    try {
      render(<IncrementalGrid label="Games" items={items} itemKey={(n) => n} pageSize={24} firstSlice={9} renderItem={(n) => <span>item {n}</span>} />);
      expect(screen.getAllByRole('listitem')).toHaveLength(9);
      act(() => {
        vi.advanceTimersToNextFrame();
      });
      // Painted, but the next slice waits for a task of its own.
      expect(screen.getAllByRole('listitem')).toHaveLength(9);
      act(() => {
        vi.runOnlyPendingTimers();
      });
      expect(screen.getAllByRole('listitem')).toHaveLength(18);
      act(() => {
        vi.advanceTimersToNextFrame();
        vi.runOnlyPendingTimers();
      });
      // The page's end, never past it.
      expect(screen.getAllByRole('listitem')).toHaveLength(24);
      act(() => {
        vi.advanceTimersToNextFrame();
        vi.runOnlyPendingTimers();
      });
      expect(screen.getAllByRole('listitem')).toHaveLength(24);
      act(() => FakeIntersectionObserver.show(screen.getByTestId('grid-sentinel')));
      expect(screen.getAllByRole('listitem')).toHaveLength(48);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a late report from the first slice sentinel (after the page has grown) adds no second page', () => {
    vi.useFakeTimers();
    try {
      render(<IncrementalGrid label="Games" items={items} itemKey={(n) => n} pageSize={24} firstSlice={6} renderItem={(n) => <span>item {n}</span>} />);
      const firstSentinel = screen.getByTestId('grid-sentinel');
      const late = FakeIntersectionObserver.instances.at(-1)!;
      for (let slice = 0; slice < 3; slice++) {
        act(() => {
          vi.advanceTimersToNextFrame();
          vi.runOnlyPendingTimers();
        });
      }
      expect(screen.getAllByRole('listitem')).toHaveLength(24);
      // The observer of the six-tile sentinel delivers its report now.
      act(() => late.callback([{ target: firstSentinel, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry], late as unknown as IntersectionObserver));
      expect(screen.getAllByRole('listitem')).toHaveLength(24);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports its first page once every slice of it is in, not before (what sits below waits for it)', () => {
    vi.useFakeTimers();
    try {
      const onFirstPage = vi.fn();
      render(<IncrementalGrid label="Games" items={items} itemKey={(n) => n} pageSize={24} firstSlice={12} onFirstPage={onFirstPage} renderItem={(n) => <span>item {n}</span>} />);
      expect(onFirstPage).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersToNextFrame();
        vi.runOnlyPendingTimers();
      });
      expect(screen.getAllByRole('listitem')).toHaveLength(24);
      expect(onFirstPage).toHaveBeenCalledTimes(1);
      // Later pages change nothing below that the player has not scrolled to.
      act(() => FakeIntersectionObserver.show(screen.getByTestId('grid-sentinel')));
      expect(onFirstPage).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a list shorter than its first slice reports its first page at once', () => {
    const onFirstPage = vi.fn();
    render(<IncrementalGrid label="Games" items={items.slice(0, 2)} itemKey={(n) => n} pageSize={24} firstSlice={3} onFirstPage={onFirstPage} renderItem={(n) => <span>item {n}</span>} />);
    expect(onFirstPage).toHaveBeenCalledTimes(1);
  });

  it('short lists have no sentinel', () => {
    render(grid(items.slice(0, 5)));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByTestId('grid-sentinel')).toBeNull();
  });
});
