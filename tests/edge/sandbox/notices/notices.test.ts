// Notices in the sandbox: the seed keeps the popup's notice (the same text as activity 25), the
// list is paged newest first with the player's read marks, marking by id or by the popup's
// activity, per player, and members only.
import { describe, expect, it } from 'vitest';
import { makeSandbox } from '../helpers';

let n = 0;
const fresh = async (sandbox: ReturnType<typeof makeSandbox>) => sandbox.registerAccount(`note${++n}x${String(Date.now() % 100000).padStart(5, '0')}`);

describe('notices', () => {
  it('lists the seeded notices newest first, all unread, the newest the one the notice popup shows', async () => {
    const sandbox = makeSandbox();
    const { token } = await fresh(sandbox);
    const page = (await sandbox.call('noticeList', { pageNum: 1, pageSize: 20 }, token)).body;
    expect(page).toMatchObject({ code: 200, total: 3, unread: 3, pages: 1 });
    const popup = (await sandbox.call('getActivityIds', {}, token)).body.activityMap['25'];
    expect(page.list[0]).toMatchObject({ activityId: 25, read: false, text: popup.title });
    const times = page.list.map((row: { createTime: number }) => row.createTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages, and marks read by id or by the popup activity, for this player only', async () => {
    const sandbox = makeSandbox();
    const { token } = await fresh(sandbox);
    const other = await fresh(sandbox);
    const first = (await sandbox.call('noticeList', { pageNum: 1, pageSize: 2 }, token)).body;
    expect(first).toMatchObject({ pages: 2, total: 3 });
    const second = (await sandbox.call('noticeList', { pageNum: 2, pageSize: 2 }, token)).body;
    expect(second.list).toHaveLength(1);

    expect((await sandbox.call('noticeRead', { activityId: 25 }, token)).body).toMatchObject({ code: 200, unread: 2 });
    // Twice is the same; an id that is no notice is ignored.
    expect((await sandbox.call('noticeRead', { ids: [second.list[0].id, second.list[0].id, 999_999] }, token)).body.unread).toBe(1);
    const after = (await sandbox.call('noticeList', { pageNum: 1, pageSize: 20 }, token)).body;
    expect(after.list.map((row: { read: boolean }) => row.read)).toEqual([true, false, true]);
    expect((await sandbox.call('noticeList', { pageNum: 1, pageSize: 20 }, other.token)).body.unread).toBe(3);
  });

  it('is for members, and refuses a body with both or neither of ids and activityId', async () => {
    const sandbox = makeSandbox();
    const { token } = await fresh(sandbox);
    expect((await sandbox.call('noticeList', { pageNum: 1, pageSize: 20 })).status).toBe(401);
    expect((await sandbox.call('noticeRead', {}, token)).body.code).toBe(400);
    expect((await sandbox.call('noticeRead', { ids: [1], activityId: 25 }, token)).body.code).toBe(400);
    expect((await sandbox.call('noticeRead', { ids: [] }, token)).body.code).toBe(400);
  });
});
