import { act, cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from '../../../client/ui/lazy-image';
import { NEAR_MARGIN } from '../../../client/ui/viewport-watch';
import { FakeIntersectionObserver } from '../features/games/games-fixture';

beforeEach(() => {
  FakeIntersectionObserver.reset();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const boxOf = (container: Element) => container.querySelector('[data-state]')!;

describe('LazyImage', () => {
  it('requests nothing until its box comes near the screen, then keeps the picture', () => {
    const { container } = render(
      <>
        <LazyImage src="/a.svg" alt="" width={300} height={400} />
        <LazyImage src="/b.svg" alt="" width={300} height={400} />
      </>,
    );
    const [a, b] = container.querySelectorAll('[data-state]');
    expect(container.querySelectorAll('img')).toHaveLength(0);
    // One shared observer for every image, watching a quarter screen below the viewport.
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    expect(FakeIntersectionObserver.instances[0]!.options.rootMargin).toBe(NEAR_MARGIN);
    act(() => FakeIntersectionObserver.show(b!));
    expect(a!.querySelector('img')).toBeNull();
    expect(b!.querySelector('img')!.getAttribute('src')).toBe('/b.svg');
    // Scrolled away again: the picture stays.
    act(() => FakeIntersectionObserver.show(b!, 0));
    expect(b!.querySelector('img')).not.toBeNull();
    expect(FakeIntersectionObserver.instances[0]!.targets.has(b!)).toBe(false);
  });

  it('a priority image loads at once with high priority and is never faded', () => {
    const { container } = render(<LazyImage src="/banner.svg" alt="Promo" width={750} height={300} priority />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(boxOf(container).hasAttribute('data-priority')).toBe(true);
    expect(FakeIntersectionObserver.instances.every((o) => o.targets.size === 0)).toBe(true);
  });

  it('marks loaded and failed pictures; a failed one leaves the placeholder', () => {
    const { container } = render(<LazyImage src="/x.svg" alt="" width={1} height={1} priority />);
    fireEvent.load(container.querySelector('img')!);
    expect(boxOf(container).getAttribute('data-state')).toBe('loaded');
    cleanup();
    const second = render(<LazyImage src="/y.svg" alt="" width={1} height={1} priority />);
    fireEvent.error(second.container.querySelector('img')!);
    expect(boxOf(second.container).getAttribute('data-state')).toBe('failed');
    expect(second.container.querySelector('img')).toBeNull();
  });

  it('without IntersectionObserver (an old WebView) the picture loads at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<LazyImage src="/a.svg" alt="" width={1} height={1} />);
    expect(container.querySelector('img')).not.toBeNull();
  });

  it('an unmounted box stops being watched', () => {
    const { container, unmount } = render(<LazyImage src="/a.svg" alt="" width={1} height={1} />);
    const box = boxOf(container);
    expect(FakeIntersectionObserver.instances[0]!.targets.has(box)).toBe(true);
    act(() => {
      unmount();
    });
    expect(FakeIntersectionObserver.instances[0]!.targets.has(box)).toBe(false);
  });
});
