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

it('runs `prepare` in the task after the first frame, and renders again in a task after that one', async () => {
  const order: string[] = [];
  function Probe() {
    const painted = usePainted(() => {
      order.push('prepare');
      setTimeout(() => order.push('a task later'), 0);
    });
    order.push(painted ? 'second render' : 'first render');
    return null;
  }
  const root = document.createElement('div');
  render(<Probe />, root);
  expect(order).toEqual(['first render']);
  await waitFor(() => expect(order).toContain('second render'));
  expect(order).toEqual(['first render', 'prepare', 'a task later', 'second render']);
  render(null, root);
});
