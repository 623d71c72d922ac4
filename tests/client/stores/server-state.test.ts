import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { action, pagedList, query, type Page } from '../../../client/stores/server-state';

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

describe('pagedList', () => {
  const pageOf = (page: number, size = 2, last = 3): Page<number> => ({ items: Array.from({ length: size }, (_, i) => page * 10 + i), done: page >= last });

  it('loads the first page on mount, appends pages, and stops at the end', async () => {
    const fetchPage = vi.fn(async (_key: string, page: number) => pageOf(page));
    const $list = pagedList(atom<string | null>('alice'), fetchPage);
    await settle();
    expect(fetchPage).not.toHaveBeenCalled();
    mount($list);
    expect($list.get().status).toBe('loading');
    await settle();
    expect($list.get()).toMatchObject({ items: [10, 11], page: 1, status: 'ready', done: false });
    const more = $list.loadMore();
    expect($list.get()).toMatchObject({ loadingMore: true, items: [10, 11] });
    await more;
    await $list.loadMore();
    expect($list.get()).toMatchObject({ items: [10, 11, 20, 21, 30, 31], page: 3, done: true, loadingMore: false });
    await $list.loadMore();
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('a failed first page is an error that reload retries', async () => {
    const fetchPage = vi.fn<(key: string, page: number) => Promise<Page<number>>>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(pageOf(1));
    const $list = pagedList(atom<string | null>('alice'), fetchPage);
    mount($list);
    await settle();
    expect($list.get()).toMatchObject({ status: 'error', error: new Error('down'), items: [] });
    await $list.loadMore();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await $list.reload();
    expect($list.get()).toMatchObject({ status: 'ready', items: [10, 11] });
  });

  it('a failed next page keeps the items; loadMore retries it', async () => {
    const fetchPage = vi.fn<(key: string, page: number) => Promise<Page<number>>>().mockResolvedValueOnce(pageOf(1)).mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(pageOf(2));
    const $list = pagedList(atom<string | null>('alice'), fetchPage);
    mount($list);
    await settle();
    await $list.loadMore();
    expect($list.get()).toMatchObject({ status: 'ready', items: [10, 11], page: 1, loadingMore: false, moreError: new Error('down') });
    await $list.loadMore();
    expect($list.get()).toMatchObject({ items: [10, 11, 20, 21], page: 2, moreError: undefined });
    expect(fetchPage).toHaveBeenLastCalledWith('alice', 2);
  });

  it('drops items already shown when given an id', async () => {
    const fetchPage = vi.fn(async (_key: string, page: number): Promise<Page<number>> => ({ items: page === 1 ? [5, 4] : [4, 3], done: page === 2 }));
    const $list = pagedList(atom<string | null>('alice'), fetchPage, (n) => n);
    mount($list);
    await settle();
    await $list.loadMore();
    expect($list.get().items).toEqual([5, 4, 3]);
  });

  it('resets on a key change, drops the late page, and loads again for the new key', async () => {
    const $key = atom<string | null>('alice');
    const late = deferred<Page<number>>();
    const fetchPage = vi.fn((key: string, page: number) => (key === 'alice' ? late.promise : Promise.resolve(pageOf(page))));
    const $list = pagedList($key, fetchPage);
    mount($list);
    $key.set('bob');
    late.resolve({ items: [99], done: true });
    await settle();
    expect($list.get()).toMatchObject({ items: [10, 11], status: 'ready' });
    $key.set(null);
    expect($list.get()).toMatchObject({ items: [], status: 'idle', page: 0 });
  });
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
