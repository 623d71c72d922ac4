// Issue 9, "No per-client limits": 100 concurrent bogus logins pushed a real login from 45 ms to
// seconds, because every hash queued first come first served. Turns are now shared by address;
// checked by the order hashes start in, with hashes that finish only when the test says so.
import { describe, expect, it } from 'vitest';
import { HASHES_RUNNING, withHashTurn } from '../../../../edge/sandbox/lib/hash-turns';

function controlledHashes() {
  const started: string[] = [];
  const finishers: (() => void)[] = [];
  const run = (address: string, label: string) =>
    withHashTurn(address, () => {
      started.push(label);
      return new Promise<string>((resolve) => finishers.push(() => resolve(label)));
    });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const finishOldest = async () => {
    finishers.shift()!();
    await settle();
  };
  const finishAll = async () => {
    while (finishers.length > 0) await finishOldest();
  };
  return { started, run, settle, finishOldest, finishAll };
}

describe('hash turns', () => {
  it('runs at most HASHES_RUNNING at once and gives the next free turn to the address that has none running', async () => {
    const { started, run, settle, finishOldest, finishAll } = controlledHashes();
    const flood = Array.from({ length: 20 }, (_, i) => run('198.51.100.66', `flood-${i}`));
    await settle();
    expect(started).toEqual(Array.from({ length: HASHES_RUNNING }, (_, i) => `flood-${i}`));
    const real = run('203.0.113.5', 'real');
    await settle();
    expect(started).not.toContain('real');
    await finishOldest();
    // The first turn freed goes to the real login, ahead of 18 waiting flood hashes.
    expect(started.at(-1)).toBe('real');
    await finishAll();
    expect(started).toHaveLength(21);
    expect(await real).toBe('real');
    expect(await Promise.all(flood)).toHaveLength(20);
  });
});
