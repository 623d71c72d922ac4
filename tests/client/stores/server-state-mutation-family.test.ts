// @vitest-environment node
// A family of mutations: one per id, made once, each with its own state (a claim button per row:
// one row's pending or error never shows on another's).
import { describe, expect, it, vi } from 'vitest';
import { mutation } from '../../../client/stores/server-state-mutation';
import { mutationFamily } from '../../../client/stores/server-state-mutation-family';

describe('mutationFamily', () => {
  it('makes one mutation per id, the same one each time', () => {
    const make = vi.fn((taskId: number) => mutation(null, async () => taskId));
    const claim = mutationFamily(make);
    expect(claim(1)).toBe(claim(1));
    expect(claim(2)).not.toBe(claim(1));
    expect(make).toHaveBeenCalledTimes(2);
  });

  it("keeps each row's state apart, and a double tap on one row is one request", async () => {
    let answer!: () => void;
    const sent: number[] = [];
    const claim = mutationFamily((taskId: number) =>
      mutation(null, (_arg: void, { requestId }) => {
        sent.push(taskId);
        return taskId === 2 ? Promise.reject(new Error(`refused ${requestId}`)) : new Promise<number>((resolve) => (answer = () => resolve(taskId)));
      }),
    );
    const first = claim(1).run();
    const again = claim(1).run();
    await expect(claim(2).run()).rejects.toThrow('refused');
    expect(claim(1).get().pending).toBe(true);
    expect(claim(1).get().error).toBeUndefined();
    expect(claim(2).get()).toMatchObject({ pending: false, error: expect.any(Error) });
    answer();
    await expect(first).resolves.toBe(1);
    await expect(again).resolves.toBe(1);
    expect(sent).toEqual([1, 2]);
    expect(claim(1).get()).toMatchObject({ pending: false, data: 1 });
  });
});
