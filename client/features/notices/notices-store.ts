// The notices list (noticeList, 20 a page, newest first); it resets with the session. Read marks
// go through stores/notice-unread.ts, which keeps the Account page's count.
import { call } from '../../api/http';
import type { NoticeRow } from '../../../contract/notices';
import * as noticeCalls from '../../../contract/notices';
import { pagedList } from '../../stores/server-state-paged';
import { $token } from '../../stores/session';

const NOTICES_PAGE_SIZE = 20;

/** The notices, newest first; the first page loads each time the list is shown. */
export const $notices = pagedList(
  $token,
  async (_token, pageNum) => {
    const answer = await call(noticeCalls.noticeList, { pageNum, pageSize: NOTICES_PAGE_SIZE });
    const items = Array.isArray(answer.list) ? answer.list : [];
    return { items, done: items.length < NOTICES_PAGE_SIZE || pageNum >= answer.pages };
  },
  (notice: NoticeRow) => notice.id,
);
