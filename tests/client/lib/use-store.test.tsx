import { act, cleanup, render } from '@testing-library/preact';
import { render as renderInto } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { atom, computed, onMount, STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStore } from '@nanostores/react';
import { useStore as appUseStore } from '../../../client/lib/use-store';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useStore (client/lib/use-store.ts)', () => {
  it('is what an import of @nanostores/react gets', () => {
    expect(useStore).toBe(appUseStore);
  });

  it('renders the value, follows changes and lets the store go on unmount', () => {
    const $count = atom(1);
    let mounted = false;
    onMount($count, () => {
      mounted = true;
      return () => {
        mounted = false;
      };
    });
    let renders = 0;
    const View = () => {
      renders++;
      return <p>{useStore($count)}</p>;
    };
    const { container, unmount } = render(<View />);
    expect(container.textContent).toBe('1');
    expect(mounted).toBe(true);
    act(() => $count.set(2));
    expect(container.textContent).toBe('2');
    const before = renders;
    act(() => $count.set(2));
    expect(renders).toBe(before);
    unmount();
    act(() => $count.set(3));
    expect(container.textContent).toBe('');
  });

  it('holds a store nobody listened to from the first render on: never let go in between', () => {
    vi.useFakeTimers();
    const $source = atom(2);
    let mounts = 0;
    let unmounts = 0;
    onMount($source, () => {
      mounts++;
      return () => {
        unmounts++;
      };
    });
    const $double = computed($source, (n) => n * 2);
    // How many listen to $double each time a listener goes (0: let go, its unmount timer armed).
    const leftAfterUnbind: number[] = [];
    const listen = $double.listen.bind($double);
    $double.listen = (listener) => {
      const unbind = listen(listener);
      return () => {
        unbind();
        leftAfterUnbind.push($double.lc);
      };
    };
    const View = () => <p>{useStore($double)}</p>;
    const { container, unmount } = render(<View />);
    expect(container.textContent).toBe('4');
    // get() on a store nobody listens to would have listened and let go at once (a 0 here).
    expect(leftAfterUnbind).toEqual([1]);
    expect($double.lc).toBe(1);
    expect([mounts, unmounts]).toEqual([1, 0]);
    act(() => $source.set(3));
    expect(container.textContent).toBe('6');
    // Let go once unmounted: the computed store after nanostores' delay, then its source.
    act(() => {
      unmount();
    });
    expect(leftAfterUnbind.indexOf(0)).toBe(leftAfterUnbind.length - 1);
    expect($double.lc).toBe(0);
    vi.advanceTimersByTime(2 * STORE_UNMOUNT_DELAY);
    expect([mounts, unmounts]).toEqual([1, 1]);
  });

  it('lets the store go when unmounted before the page painted (before its subscription)', () => {
    const $value = atom(1);
    const root = document.createElement('div');
    const View = () => <p>{useStore($value)}</p>;
    renderInto(<View />, root);
    expect(root.textContent).toBe('1');
    renderInto(null, root);
    expect($value.lc).toBe(0);
  });

  it('re-renders for a change made between its render and its subscription', () => {
    const $value = atom(1);
    // A sibling rendered after it changes the store in its own layout effect.
    const Changer = () => {
      useLayoutEffect(() => $value.set(2), []);
      return null;
    };
    const View = () => <p>{useStore($value)}</p>;
    const { container } = render(
      <>
        <View />
        <Changer />
      </>,
    );
    expect(container.textContent).toBe('2');
  });
});
