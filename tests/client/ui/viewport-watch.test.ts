import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchOnce, type WatchKind } from '../../../client/ui/viewport-watch';
import { FakeIntersectionObserver } from '../features/games/games-fixture';

const HALF: WatchKind = { options: { threshold: 0.5 }, seen: (entry) => entry.intersectionRatio >= 0.5 };
const NEAR: WatchKind = { options: { rootMargin: '0px 0px 25% 0px' }, seen: (entry) => entry.isIntersecting };
const live = () => FakeIntersectionObserver.instances.filter((observer) => observer.targets.size > 0);

beforeEach(() => {
  FakeIntersectionObserver.reset();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('watchOnce: one observer per kind of watch for the whole page', () => {
  it('watches many elements with one observer, calls each once at its moment, and lets go of it', () => {
    const elements = Array.from({ length: 24 }, () => document.createElement('div'));
    const seen: number[] = [];
    const stops = elements.map((element, i) => watchOnce(HALF, element, () => seen.push(i)));
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    expect(FakeIntersectionObserver.instances[0]!.options).toEqual({ threshold: 0.5 });
    FakeIntersectionObserver.show(elements[3]!, 0.3);
    expect(seen).toEqual([]);
    FakeIntersectionObserver.show(elements[3]!, 0.6);
    FakeIntersectionObserver.show(elements[3]!, 1);
    expect(seen).toEqual([3]);
    // A stopped element (unmounted) is never called.
    stops[5]!();
    FakeIntersectionObserver.show(elements[5]!, 1);
    expect(seen).toEqual([3]);
    stops.forEach((stop) => stop());
    // Nothing left to watch: the page keeps no observer.
    expect(live()).toHaveLength(0);
    const again = watchOnce(HALF, elements[0]!, () => undefined);
    expect(FakeIntersectionObserver.instances).toHaveLength(2);
    again();
  });

  it('gives each kind its own observer, and a replaced global a new one', () => {
    const element = document.createElement('div');
    const calls: string[] = [];
    watchOnce(HALF, element, () => calls.push('half'));
    watchOnce(NEAR, element, () => calls.push('near'));
    expect(FakeIntersectionObserver.instances.map((observer) => observer.options)).toEqual([{ threshold: 0.5 }, { rootMargin: '0px 0px 25% 0px' }]);
    FakeIntersectionObserver.show(element, 0.1);
    expect(calls).toEqual(['near']);
    class Replaced extends FakeIntersectionObserver {}
    vi.stubGlobal('IntersectionObserver', Replaced);
    watchOnce(HALF, document.createElement('div'), () => undefined);
    expect(FakeIntersectionObserver.instances.at(-1)).toBeInstanceOf(Replaced);
  });

  it('never calls without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const stop = watchOnce(HALF, document.createElement('div'), () => {
      throw new Error('called');
    });
    expect(stop).not.toThrow();
  });
});
