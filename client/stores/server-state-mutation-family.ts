// A family of mutations (stores/server-state-mutation.ts): one per id, each with its own state,
// for a list whose rows each have a button (a claim per task, a save per limit). Its own module, so
// pages without such a list do not carry it.
import type { Mutation } from './server-state-mutation';

/** One mutation per id, made on first use and then the same. */
export function mutationFamily<I, A, R>(make: (id: I) => Mutation<A, R>): (id: I) => Mutation<A, R> {
  const made = new Map<I, Mutation<A, R>>();
  return (id) => {
    let one = made.get(id);
    if (!one) made.set(id, (one = make(id)));
    return one;
  };
}
