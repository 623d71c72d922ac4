// Owner of notices and notice_reads: the operator's announcements and who has read which.
import type { NoticeRow } from '../../../contract/notices';
import type { SandboxDb } from '../db-types';

interface Row {
  id: number;
  title: string;
  body: string;
  activity_id: number | null;
  created_at: number;
  read_at: number | null;
}

const toNotice = (row: Row): NoticeRow => ({
  id: row.id,
  title: row.title,
  text: row.body,
  ...(row.activity_id ? { activityId: row.activity_id } : {}),
  read: row.read_at !== null,
  createTime: row.created_at,
});

const unreadCount = (db: SandboxDb, userId: number): number =>
  db
    .prepare('SELECT COUNT(*) FROM notices n LEFT JOIN notice_reads r ON r.notice_id = n.id AND r.user_id = ? WHERE n.status = 1 AND r.read_at IS NULL')
    .pluck()
    .get(userId) as number;

/** A page of the enabled notices, newest first, with the player's read marks. */
export function pageNotices(db: SandboxDb, userId: number, page: { pageNum: number; pageSize: number }): { list: NoticeRow[]; total: number; unread: number } {
  const rows = db
    .prepare(
      `SELECT n.id, n.title, n.body, n.activity_id, n.created_at, r.read_at FROM notices n
       LEFT JOIN notice_reads r ON r.notice_id = n.id AND r.user_id = ?
       WHERE n.status = 1 ORDER BY n.created_at DESC, n.id DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, page.pageSize, (page.pageNum - 1) * page.pageSize) as Row[];
  const total = db.prepare('SELECT COUNT(*) FROM notices WHERE status = 1').pluck().get() as number;
  return { list: rows.map(toNotice), total, unread: unreadCount(db, userId) };
}

/**
 * Marks enabled notices read for the player: those of `ids`, or those an activity's popup shows.
 * Ids that are not notices are ignored (a notice withdrawn meanwhile); a second mark keeps the
 * first time. Returns how many stay unread.
 */
export function markNoticesRead(db: SandboxDb, userId: number, which: { ids?: readonly number[]; activityId?: number }, now: number): number {
  return db.transaction(() => {
    const mark = db.prepare('INSERT OR IGNORE INTO notice_reads (user_id, notice_id, read_at) SELECT ?, id, ? FROM notices WHERE status = 1 AND id = ?');
    if (which.activityId !== undefined) {
      db.prepare('INSERT OR IGNORE INTO notice_reads (user_id, notice_id, read_at) SELECT ?, id, ? FROM notices WHERE status = 1 AND activity_id = ?').run(userId, now, which.activityId);
    }
    for (const id of which.ids ?? []) mark.run(userId, now, id);
    return unreadCount(db, userId);
  })();
}

/** True once any notice exists (the seed has run). */
export const hasNotices = (db: SandboxDb): boolean => db.prepare('SELECT 1 FROM notices LIMIT 1').get() !== undefined;

/** Adds a notice (the seed, the dev endpoint); returns its id. */
export function insertNotice(db: SandboxDb, notice: { title: string; body: string; activityId?: number; createdAt: number }): number {
  const result = db
    .prepare('INSERT INTO notices (title, body, activity_id, created_at) VALUES (?, ?, ?, ?)')
    .run(notice.title, notice.body, notice.activityId ?? null, notice.createdAt);
  return Number(result.lastInsertRowid);
}
