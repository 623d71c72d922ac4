import { render } from 'preact';
import { waitFor } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { usePainted } from '../../../client/ui/use-painted';

it('is false in the first render and true from the render after that one was painted', async () => {
  const seen: boolean[] = [];
  function Probe() {
    const painted = usePainted();
    seen.push(painted);
    return <p>{painted ? 'rest' : 'first'}</p>;
  }
  const root = document.createElement('div');
  render(<Probe />, root);
  // The first commit, before any frame.
  expect(root.textContent).toBe('first');
  await waitFor(() => expect(root.textContent).toBe('rest'));
  expect(seen).toEqual([false, true]);
  render(null, root);
});
