// How many of the operator's notices the player has not read: the Account page's dot beside
// Notices. Asked when shown (one row of noticeList carries the count); marking read (the notices
// page, the notice popup) sets the count the answer gives.
import { computed } from 'nanostores';
import { call } from '../api/http';
import * as noticeCalls from '../../contract/notices';
import { query } from './server-state';
import { $token } from './session';

/** The unread count; loads for the signed-in player when first watched. */
export const $noticeUnread = query($token, async () => (await call(noticeCalls.noticeList, { pageNum: 1, pageSize: 1 })).unread);

/** True while a notice waits unread. */
export const $noticeWaiting = computed($noticeUnread, (state) => (state.data ?? 0) > 0);

/** Marks notices read (by id, or the one an activity's popup showed); keeps the count the operator answers. */
export async function markNoticesRead(which: { ids: number[] } | { activityId: number }): Promise<void> {
  const { unread } = await call(noticeCalls.noticeRead, which);
  $noticeUnread.mutate(() => unread);
}
