// Notices (contract addition, issue 26): the operator's announcements kept after their popup
// (activity 25, Notice), so a player can read them again, with what each player has read.
import type { NOTICES_SCHEMAS } from './notices.schemas';
import { callFactory, tableOf } from './call-row';

/** A notice as the list shows it. */
export interface NoticeRow {
  id: number;
  title: string;
  /** Plain text (never HTML). */
  text: string;
  /** The popup activity that shows it (25, Notice), when one does. */
  activityId?: number;
  read: boolean;
  /** Milliseconds since the epoch. */
  createTime: number;
}

export interface NoticesResponses {
  /** The player's notices, newest first, with how many are unread. */
  noticeList: { list: NoticeRow[]; pages: number; total: number; unread: number };
  /** Marks notices read (by id, or the one an activity's popup showed); how many stay unread. */
  noticeRead: { unread: number };
}

const call = /*#__PURE__*/ callFactory<typeof NOTICES_SCHEMAS, NoticesResponses>();

export const noticeList = /*#__PURE__*/ call('noticeList');
export const noticeRead = /*#__PURE__*/ call('noticeRead');

export const NOTICES_CALLS = /*#__PURE__*/ tableOf(noticeList, noticeRead);
