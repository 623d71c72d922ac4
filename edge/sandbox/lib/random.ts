// The sandbox's one source of chance for rewards (draws, spins, scratch cards, lotteries): a
// cryptographic generator in service, a seeded one in tests (createSandboxApp({ random })), so a
// large sample can be checked against the configured odds and a journey can be repeated.
import { randomInt } from 'node:crypto';

/** An integer in [0, n), n ≥ 1. */
export type RandomInt = (n: number) => number;

/** crypto.randomInt: what players get. */
export const cryptoRandomInt: RandomInt = (n) => randomInt(n);

/** mulberry32: a tiny deterministic PRNG in [0, 1) (not for anything secret). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A repeatable RandomInt for tests. */
export function seededRandomInt(seed: number): RandomInt {
  const next = seededRandom(seed);
  return (n) => Math.floor(next() * n);
}

/**
 * One item drawn with probability weight / total weight (weights are non-negative integers, e.g.
 * odds in parts per million from the operator's config). Throws when every weight is zero: a
 * config with nothing to win is refused where it is saved, so this is a bug, not a player's error.
 */
export function pickWeighted<T>(items: readonly T[], weightOf: (item: T) => number, random: RandomInt = cryptoRandomInt): T {
  let total = 0;
  for (const item of items) total += Math.max(0, Math.floor(weightOf(item)));
  if (total <= 0) throw new Error('pickWeighted: no item has a weight');
  let ticket = random(total);
  for (const item of items) {
    const weight = Math.max(0, Math.floor(weightOf(item)));
    if (ticket < weight) return item;
    ticket -= weight;
  }
  throw new Error('pickWeighted: unreachable');
}
