import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { action } from '../../../client/stores/server-state-action';
import { query } from '../../../client/stores/server-state';

/** A promise resolved or rejected from outside. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const stops: Array<() => void> = [];
const mount = (store: { listen(cb: () => void): () => void }) => stops.push(store.listen(() => undefined));

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('action', () => {
  it('runs the mutation, applies its answer, then reloads what it affects', async () => {
    const $key = atom<string | null>('alice');
    const fetch = vi.fn(async () => 'fresh');
    const $q = query($key, fetch);
    mount($q);
    await settle();
    const done = vi.fn();
    const claim = action($key, async (id: number) => id * 2, { affects: [$q], done });
    await expect(claim(21)).resolves.toBe(42);
    expect(done).toHaveBeenCalledWith(42, 21);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a failure calls failed and rejects; nothing is reloaded', async () => {
    const $key = atom<string | null>('alice');
    const reload = vi.fn(async () => undefined);
    const failed = vi.fn();
    const claim = action($key, async () => Promise.reject(new Error('no')), { affects: [{ reload }], failed });
    await expect(claim()).rejects.toThrow('no');
    expect(failed).toHaveBeenCalledWith(new Error('no'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('an answer that arrives after the key changed touches nothing', async () => {
    const $key = atom<string | null>('alice');
    const answer = deferred<string>();
    const reload = vi.fn(async () => undefined);
    const done = vi.fn();
    const failed = vi.fn();
    const claim = action($key, () => answer.promise, { affects: [{ reload }], done, failed });
    const running = claim();
    $key.set('bob');
    answer.resolve('for alice');
    await running;
    expect(done).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    const failing = deferred<string>();
    const claim2 = action($key, () => failing.promise, { failed });
    const running2 = claim2();
    $key.set(null);
    failing.reject(new Error('late'));
    await expect(running2).rejects.toThrow('late');
    expect(failed).not.toHaveBeenCalled();
  });
});
