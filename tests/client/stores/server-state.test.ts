// @vitest-environment node
import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('query', () => {
  it('does not load at creation, loads on mount, and not again on a second mount', async () => {
    const $key = atom<string | null>('alice');
    const fetch = vi.fn(async (key: string) => `data of ${key}`);
    const $q = query($key, fetch);
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    mount($q);
    expect($q.get()).toEqual({ data: undefined, loading: true });
    await settle();
    expect($q.get()).toEqual({ data: 'data of alice', loading: false });
    mount($q);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('drops the answer of an older load', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    const $q = query(atom<string | null>('alice'), vi.fn(() => answers.shift()!.promise));
    const [first, second] = [...answers];
    mount($q);
    const again = $q.reload();
    second!.resolve('new');
    await again;
    first!.resolve('old');
    await settle();
    expect($q.get().data).toBe('new');
  });

  it('keeps the data shown while reloading, and keeps it with the error of a failed reload', async () => {
    const fetch = vi.fn<(key: string) => Promise<string>>().mockResolvedValueOnce('v1').mockRejectedValueOnce(new Error('down'));
    const $q = query(atom<string | null>('alice'), fetch);
    mount($q);
    await settle();
    const reloading = $q.reload();
    expect($q.get()).toEqual({ data: 'v1', loading: true });
    await reloading;
    expect($q.get()).toMatchObject({ data: 'v1', loading: false, error: new Error('down') });
  });

  it('resets on logout, drops the late answer, and loads the next player while mounted', async () => {
    const $key = atom<string | null>('alice');
    const late = deferred<string>();
    const fetch = vi.fn((key: string) => (key === 'alice' ? late.promise : Promise.resolve(`data of ${key}`)));
    const $q = query($key, fetch);
    mount($q);
    $key.set(null);
    expect($q.get()).toEqual({ loading: false });
    late.resolve('data of alice');
    await settle();
    expect($q.get().data).toBeUndefined();
    $key.set('bob');
    await settle();
    expect($q.get().data).toBe('data of bob');
    expect(fetch).toHaveBeenLastCalledWith('bob');
  });

  it('a key change while nobody listens only resets; the next mount loads', async () => {
    const $key = atom<string | null>('alice');
    const fetch = vi.fn(async (key: string) => key);
    const $q = query($key, fetch);
    mount($q);
    await settle();
    for (const stop of stops.splice(0)) stop();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // nanostores unmounts after 1 s
    $key.set('bob');
    expect($q.value).toEqual({ loading: false });
    expect(fetch).toHaveBeenCalledTimes(1);
    mount($q);
    await settle();
    expect($q.get().data).toBe('bob');
  });

  it('a null key loads nothing', async () => {
    const fetch = vi.fn(async () => 'x');
    const $q = query(atom<string | null>(null), fetch);
    mount($q);
    await $q.reload();
    expect(fetch).not.toHaveBeenCalled();
    expect($q.get()).toEqual({ loading: false });
  });

  it('mutate changes the data in place', async () => {
    const $q = query(atom<string | null>('alice'), async () => [1]);
    mount($q);
    await settle();
    $q.mutate((list) => [...(list ?? []), 2]);
    expect($q.get().data).toEqual([1, 2]);
  });

  it('data written by mutate before the first load does not stop the load on mount', async () => {
    const fetch = vi.fn(async () => [1]);
    const $q = query(atom<string | null>('alice'), fetch);
    $q.mutate(() => [7]);
    mount($q);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect($q.get().data).toEqual([1]);
  });
});
