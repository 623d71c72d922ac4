// @vitest-environment node
import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { query } from '../../../client/stores/server-state';
import { mutation } from '../../../client/stores/server-state-mutation';

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

describe('mutation', () => {
  it('holds pending, then the answer; done runs before the refreshes', async () => {
    const $key = atom<string | null>('alice');
    const answer = deferred<number>();
    const order: string[] = [];
    const claim = mutation($key, (id: number) => answer.promise.then((n) => n + id), {
      done: (result, id) => order.push(`done ${result} ${id}`),
      refreshes: [{ reload: async () => void order.push('reload') }],
    });
    expect(claim.get()).toEqual({ pending: false });
    const running = claim.run(2);
    expect(claim.get()).toMatchObject({ pending: true });
    expect(claim.get().error).toBeUndefined();
    answer.resolve(40);
    await expect(running).resolves.toBe(42);
    expect(claim.get()).toMatchObject({ pending: false, data: 42 });
    expect(claim.get().error).toBeUndefined();
    expect(order).toEqual(['done 42 2', 'reload']);
  });

  it('a double tap is one request: the same argument while pending gets the same promise and id', async () => {
    const answer = deferred<string>();
    const send = vi.fn((_body: { taskId: number }, _context: { requestId: string }) => answer.promise);
    const claim = mutation(atom('alice'), send);
    const first = claim.run({ taskId: 7 });
    const second = claim.run({ taskId: 7 });
    expect(second).toBe(first);
    expect(send).toHaveBeenCalledTimes(1);
    answer.resolve('ok');
    await first;
    expect(claim.get().requestId).toBe(send.mock.calls[0]![1].requestId);
  });

  it('another argument while pending runs at once; the state follows the newest run', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    const done = vi.fn();
    let n = 0;
    const like = mutation(atom('alice'), (_gameId: number) => answers[n++]!.promise, { done });
    const a = like.run(1);
    const b = like.run(2);
    expect(n).toBe(2);
    answers[1]!.resolve('b');
    await b;
    answers[0]!.resolve('a');
    await a;
    // Both answers reach their hooks; the older one no longer writes the state.
    expect(done.mock.calls).toEqual([
      ['b', 2],
      ['a', 1],
    ]);
    expect(like.get()).toMatchObject({ pending: false, data: 'b' });
  });

  it('error then retry: the error is in the state, failed runs, the retry keeps the request id', async () => {
    const ids: string[] = [];
    let fail = true;
    const failed = vi.fn();
    const reload = vi.fn(async () => undefined);
    const save = mutation(
      atom('alice'),
      async (body: { amount: number }, { requestId }) => {
        ids.push(requestId);
        if (fail) throw new Error('offline');
        return body.amount;
      },
      { failed, refreshes: [{ reload }] },
    );
    await expect(save.run({ amount: 5 })).rejects.toThrow('offline');
    expect(save.get()).toMatchObject({ pending: false, error: new Error('offline') });
    expect(failed).toHaveBeenCalledWith(new Error('offline'), { amount: 5 });
    expect(reload).not.toHaveBeenCalled();
    fail = false;
    const retry = save.run({ amount: 5 });
    // A new run clears the error it retries.
    expect(save.get()).toMatchObject({ pending: true });
    expect(save.get().error).toBeUndefined();
    await expect(retry).resolves.toBe(5);
    expect(save.get()).toMatchObject({ pending: false, data: 5 });
    expect(save.get().error).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(ids[1]).toBe(ids[0]);
    // Another argument is another request.
    await save.run({ amount: 6 });
    expect(ids[2]).not.toBe(ids[0]);
    expect(ids[2]).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });

  it('sameRequest: a retry with a re-made argument keeps its id', async () => {
    const ids: string[] = [];
    const send = mutation(
      null,
      async (photos: Blob[], { requestId }) => {
        ids.push(requestId);
        if (ids.length === 1) throw new Error('offline');
        return photos.length;
      },
      { sameRequest: () => true },
    );
    await send.run([new Blob(['a'])]).catch(() => undefined);
    await send.run([new Blob(['a'])]);
    expect(ids[1]).toBe(ids[0]);
  });

  it('a File argument is compared by identity, not by its (empty) fields', async () => {
    const ids: string[] = [];
    const upload = mutation(null, async (body: { file: File }, { requestId }) => void ids.push(requestId));
    await upload.run({ file: new File(['a'], 'a.jpg') });
    await upload.run({ file: new File(['b'], 'b.jpg') });
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('a key change resets the state and drops the stale answer (no state, hook or refresh)', async () => {
    const $key = atom<string | null>('alice');
    const answer = deferred<string>();
    const failing = deferred<string>();
    const done = vi.fn();
    const failed = vi.fn();
    const reload = vi.fn(async () => undefined);
    const claim = mutation($key, (ok: boolean) => (ok ? answer.promise : failing.promise), { done, failed, refreshes: [{ reload }] });
    const running = claim.run(true);
    const refused = claim.run(false);
    $key.set('bob');
    expect(claim.get()).toEqual({ pending: false });
    answer.resolve('for alice');
    failing.reject(new Error('for alice'));
    // The caller still gets its answer.
    await expect(running).resolves.toBe('for alice');
    await expect(refused).rejects.toThrow('for alice');
    expect(done).not.toHaveBeenCalled();
    expect(failed).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(claim.get()).toEqual({ pending: false });
  });

  it('after a key change the same argument is a new request', async () => {
    const $key = atom<string | null>('alice');
    const ids: string[] = [];
    const claim = mutation($key, async (_: void, { requestId }) => void ids.push(requestId));
    await claim.run();
    $key.set('bob');
    await claim.run();
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('refreshes reload a query after a success only', async () => {
    const $key = atom<string | null>('alice');
    const fetch = vi.fn(async () => 'fresh');
    const $q = query($key, fetch);
    mount($q);
    await settle();
    let ok = false;
    const save = mutation($key, async () => (ok ? 'saved' : Promise.reject(new Error('no'))), { refreshes: [$q] });
    await save.run().catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(1);
    ok = true;
    await save.run();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reset clears the error and starts a new request id', async () => {
    const ids: string[] = [];
    const save = mutation(atom('alice'), async (_: void, { requestId }) => {
      ids.push(requestId);
      throw new Error('no');
    });
    await save.run().catch(() => undefined);
    save.reset();
    expect(save.get()).toEqual({ pending: false });
    await save.run().catch(() => undefined);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('reset keeps a run in flight: still pending, a double tap joins it, its answer lands', async () => {
    const answer = deferred<string>();
    const done = vi.fn();
    const save = mutation<void, string>(atom('alice'), () => answer.promise, { done });
    const running = save.run();
    save.reset();
    expect(save.get()).toMatchObject({ pending: true });
    expect(save.run()).toBe(running);
    answer.resolve('x');
    await running;
    expect(save.get()).toMatchObject({ pending: false, data: 'x' });
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('a send that throws at once fails like a rejection', async () => {
    const save = mutation(null, (): Promise<never> => {
      throw new Error('at once');
    });
    await expect(save.run()).rejects.toThrow('at once');
    expect(save.get()).toMatchObject({ pending: false, error: new Error('at once') });
  });

  it('works without crypto.randomUUID (an insecure context)', async () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    try {
      const ids: string[] = [];
      await mutation(null, async (_: void, { requestId }) => void ids.push(requestId)).run();
      expect(ids[0]).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
