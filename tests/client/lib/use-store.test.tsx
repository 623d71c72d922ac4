import { act, cleanup, render } from '@testing-library/preact';
import { atom, onMount } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { useStore } from '@nanostores/react';
import { useStore as appUseStore } from '../../../client/lib/use-store';

afterEach(cleanup);

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
});
