// @vitest-environment node
import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedList, type Page } from '../../../client/stores/server-state-paged';

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
