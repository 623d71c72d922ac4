import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mutation, type Mutation } from '../../../client/stores/server-state-mutation';
import { useMutation } from '../../../client/widgets/use-mutation';

afterEach(cleanup);

/** A promise resolved or rejected from outside. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

// The claim button of the rewards work, as few lines as it takes.
function ClaimButton({ claim }: { claim: Mutation<void, string> }) {
  const state = useMutation(claim);
  return (
    <>
      <button disabled={state.pending} onClick={() => state.start()}>
        Claim
      </button>
      {state.error !== undefined && <p role="alert">Not claimed</p>}
      {state.data && <p role="status">{state.data}</p>}
    </>
  );
}

describe('useMutation', () => {
  it('shows pending, then the answer; start leaves no promise to handle', async () => {
    const answer = deferred<string>();
    const send = vi.fn(() => answer.promise);
    render(<ClaimButton claim={mutation(atom('alice'), send)} />);
    fireEvent.click(screen.getByRole('button'));
    expect(await screen.findByRole('button')).toHaveProperty('disabled', true);
    answer.resolve('+5 points');
    expect((await screen.findByRole('status')).textContent).toBe('+5 points');
    expect(screen.getByRole('button')).toHaveProperty('disabled', false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('an error shows (no unhandled rejection); leaving resets the mutation', async () => {
    const claim = mutation(atom('alice'), async (): Promise<string> => Promise.reject(new Error('no')));
    const view = render(<ClaimButton claim={claim} />);
    fireEvent.click(screen.getByRole('button'));
    expect((await screen.findByRole('alert')).textContent).toBe('Not claimed');
    view.unmount();
    await waitFor(() => expect(claim.get()).toEqual({ pending: false }));
  });

  it('a factory makes a mutation of the component alone', async () => {
    const made: Mutation<void, string>[] = [];
    function Form() {
      const save = useMutation(() => {
        const m = mutation(null, async () => 'saved');
        made.push(m);
        return m;
      });
      return <button onClick={() => save.start()}>{save.data ?? 'Save'}</button>;
    }
    render(
      <>
        <Form />
        <Form />
      </>,
    );
    const [first] = screen.getAllByRole('button');
    fireEvent.click(first!);
    expect(await screen.findByText('saved')).toBeTruthy();
    expect(screen.getAllByRole('button')[1]!.textContent).toBe('Save');
    expect(made).toHaveLength(2);
  });
});
