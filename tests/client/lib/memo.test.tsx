// client/lib/memo.ts: a memoised component renders again only when its props change (shallowly).
import { act, cleanup, render } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { memo } from '../../../client/lib/memo';

afterEach(cleanup);

describe('memo', () => {
  it('skips its render when the parent renders with the same props, and renders for a changed, added or removed prop', () => {
    let renders = 0;
    const Label = memo(function Label({ text, note }: { text: string; note?: string }) {
      renders++;
      return (
        <p>
          {text}
          {note ?? ''}
        </p>
      );
    });
    let setParent!: (props: { text: string; note?: string; tick: number }) => void;
    const Parent = () => {
      const [props, set] = useState<{ text: string; note?: string; tick: number }>({ text: 'a', tick: 0 });
      setParent = set;
      return <Label text={props.text} {...(props.note === undefined ? {} : { note: props.note })} />;
    };
    const { container } = render(<Parent />);
    expect([container.textContent, renders]).toEqual(['a', 1]);
    act(() => setParent({ text: 'a', tick: 1 }));
    expect(renders).toBe(1);
    act(() => setParent({ text: 'b', tick: 2 }));
    expect([container.textContent, renders]).toEqual(['b', 2]);
    act(() => setParent({ text: 'b', note: '!', tick: 3 }));
    expect([container.textContent, renders]).toEqual(['b!', 3]);
    act(() => setParent({ text: 'b', tick: 4 }));
    expect([container.textContent, renders]).toEqual(['b', 4]);
  });
});
