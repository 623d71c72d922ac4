// A mutation (stores/server-state-mutation.ts) in a component: its state, `run`, `start` and
// `reset`. Leaving resets the mutation, so a form opened again starts clean (a run still in
// flight stays pending until its answer). Pass a factory for a mutation of this component alone
// (one form of several, a submit that wraps other work); it is made once per mounted component.
//
//   const claim = useMutation(claimTask(task.id));
//   <Button loading={claim.pending} onClick={() => claim.start()}>…</Button>
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'preact/hooks';
import type { Mutation, MutationState } from '../stores/server-state-mutation';

export interface UsedMutation<A, R> extends MutationState<A, R> {
  /** Sends; resolves with the answer or rejects with the error. */
  run: (arg: A) => Promise<R>;
  /** Sends, for a button: nothing to await, the outcome is in the state. */
  start: (arg: A) => void;
  reset: () => void;
}

export function useMutation<A, R>(mutation: Mutation<A, R> | (() => Mutation<A, R>)): UsedMutation<A, R> {
  const [made] = useState(() => (typeof mutation == 'function' ? mutation() : null));
  const used = made ?? (mutation as Mutation<A, R>);
  const state = useStore(used);
  useEffect(() => () => used.reset(), [used]);
  return { ...state, run: used.run, start: (arg) => void used.run(arg).catch(() => undefined), reset: used.reset };
}
