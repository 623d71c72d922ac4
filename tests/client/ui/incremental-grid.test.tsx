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

// One painted frame, then the task after it: where the grid adds a step.
function nextStep(): void {
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
  });
}
const shownCount = () => screen.getAllByRole('listitem').length;
function sentinelInRange(inRange = true): void {
  act(() => FakeIntersectionObserver.show(screen.getByTestId('grid-sentinel'), inRange ? 1 : 0));
}

describe('IncrementalGrid', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders the first page, then a page more per painted frame while the sentinel is in range', () => {
    render(grid(items));
    expect(shownCount()).toBe(24);
    nextStep();
    expect(shownCount()).toBe(24);
    sentinelInRange();
    // In range: the next page waits for a painted frame and a task of its own.
    expect(shownCount()).toBe(24);
    nextStep();
    expect(shownCount()).toBe(48);
    nextStep();
    expect(shownCount()).toBe(60);
    expect(screen.queryByTestId('grid-sentinel')).toBeNull();
  });

  it('stops growing once the sentinel leaves the range, and goes on when it comes back', () => {
    render(<IncrementalGrid label="Games" items={items} itemKey={(n) => n} pageSize={24} firstSlice={3} renderItem={(n) => <span>item {n}</span>} />);
    expect(shownCount()).toBe(3);
    sentinelInRange();
    nextStep();
    nextStep();
    expect(shownCount()).toBe(9);
    // The first screen is full: the rest of the page is not built until the player scrolls near it.
    sentinelInRange(false);
    for (let i = 0; i < 5; i++) nextStep();
    expect(shownCount()).toBe(9);
    sentinelInRange();
    nextStep();
    expect(shownCount()).toBe(12);
  });

  it('a sentinel out of range adds nothing', () => {
    render(grid(items));
    sentinelInRange(false);
    nextStep();
    expect(shownCount()).toBe(24);
  });

  it('starts again from the first slice when the reset key changes, building the slice only, once', () => {
    const rendered: number[] = [];
    const sliced = (list: number[], resetKey: string) => (
      <IncrementalGrid label="Games" items={list} itemKey={(n) => n} pageSize={24} firstSlice={3} resetKey={resetKey} renderItem={(n) => (rendered.push(n), <span>item {n}</span>)} />
    );
    const { rerender } = render(sliced(items, 'a'));
    sentinelInRange();
    for (let i = 0; i < 10; i++) nextStep();
    expect(shownCount()).toBe(33);
    rendered.length = 0;
    const other = items.map((n) => n + 100);
    rerender(sliced(other, 'b'));
    // Not the old tab's 33 tiles of the new list, then 3: three, once.
    expect(rendered).toEqual([101, 102, 103]);
    expect(shownCount()).toBe(3);
    // The sentinel is still in range: the slices go on from there.
    nextStep();
    expect(shownCount()).toBe(6);
  });

  it('reports its first page once every slice of it is in, not before (what sits below waits for it)', () => {
    const onFirstPage = vi.fn();
    render(<IncrementalGrid label="Games" items={items} itemKey={(n) => n} pageSize={24} firstSlice={12} onFirstPage={onFirstPage} renderItem={(n) => <span>item {n}</span>} />);
    expect(onFirstPage).not.toHaveBeenCalled();
    sentinelInRange();
    nextStep();
    expect(shownCount()).toBe(24);
    expect(onFirstPage).toHaveBeenCalledTimes(1);
    // Later steps change nothing below that the player has not scrolled to.
    nextStep();
    expect(shownCount()).toBe(36);
    expect(onFirstPage).toHaveBeenCalledTimes(1);
  });

  it('a list shorter than its first slice reports its first page at once', () => {
    const onFirstPage = vi.fn();
    render(<IncrementalGrid label="Games" items={items.slice(0, 2)} itemKey={(n) => n} pageSize={24} firstSlice={3} onFirstPage={onFirstPage} renderItem={(n) => <span>item {n}</span>} />);
    expect(onFirstPage).toHaveBeenCalledTimes(1);
  });

  it('without IntersectionObserver it grows a step per frame to the end', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(grid(items));
    nextStep();
    nextStep();
    expect(shownCount()).toBe(60);
  });

  it('short lists have no sentinel', () => {
    render(grid(items.slice(0, 5)));
    expect(shownCount()).toBe(5);
    expect(screen.queryByTestId('grid-sentinel')).toBeNull();
  });
});
