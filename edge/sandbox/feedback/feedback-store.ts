// Owner of the feedback, feedback_images and feedback_replies tables. A feedback and its photos
// are written in one transaction; the same request_id answers the feedback already made.
import type { FeedbackDetail, FeedbackRow } from '../../../contract/feedback';
import type { FeedbackCategory } from '../../../contract/feedback-fields';
import type { SandboxDb } from '../db-types';
import { newToken } from '../lib/secrets';

interface Row {
  id: number;
  category: FeedbackCategory;
  content: string;
  status: 'pending' | 'replied';
  created_at: number;
  images: number;
}

/** Path a photo is served at (through the edge's /sandbox forward, on our origin). */
export const imagePath = (token: string): string => `/sandbox/feedback/images/${token}`;

const SELECT = `SELECT f.id, f.category, f.content, f.status, f.created_at,
  (SELECT COUNT(*) FROM feedback_images i WHERE i.feedback_id = f.id) AS images FROM feedback f`;

const toRow = (row: Row, full = false): FeedbackRow => ({
  id: row.id,
  category: row.category,
  content: full || row.content.length <= 140 ? row.content : `${row.content.slice(0, 139)}…`,
  status: row.status,
  imageCount: row.images,
  createTime: row.created_at,
});

/** How many feedbacks the player sent since `since`. */
export const countSince = (db: SandboxDb, userId: number, since: number): number =>
  db.prepare('SELECT COUNT(*) FROM feedback WHERE user_id = ? AND created_at >= ?').pluck().get(userId, since) as number;

/** Stores a feedback with its photos; a known request_id answers the feedback it made. */
export function saveFeedback(
  db: SandboxDb,
  feedback: { userId: number; requestId: string; category: FeedbackCategory; content: string; images: { mime: string; bytes: Uint8Array }[]; now: number },
): FeedbackRow {
  return db.transaction(() => {
    const known = db.prepare(`${SELECT} WHERE f.user_id = ? AND f.request_id = ?`).get(feedback.userId, feedback.requestId) as Row | undefined;
    if (known) return toRow(known);
    const { lastInsertRowid } = db
      .prepare("INSERT INTO feedback (user_id, request_id, category, content, status, created_at) VALUES (?, ?, ?, ?, 'pending', ?)")
      .run(feedback.userId, feedback.requestId, feedback.category, feedback.content, feedback.now);
    const insertImage = db.prepare('INSERT INTO feedback_images (feedback_id, token, mime, size, bytes) VALUES (?, ?, ?, ?, ?)');
    for (const image of feedback.images) insertImage.run(lastInsertRowid, newToken(), image.mime, image.bytes.byteLength, image.bytes);
    return toRow(db.prepare(`${SELECT} WHERE f.id = ?`).get(lastInsertRowid) as Row);
  }).immediate();
}

/** A page of the player's feedbacks, newest first, and how many there are. */
export function pageFeedback(db: SandboxDb, userId: number, page: { pageNum: number; pageSize: number }): { list: FeedbackRow[]; total: number } {
  const list = db.prepare(`${SELECT} WHERE f.user_id = ? ORDER BY f.id DESC LIMIT ? OFFSET ?`).all(userId, page.pageSize, (page.pageNum - 1) * page.pageSize) as Row[];
  const total = db.prepare('SELECT COUNT(*) FROM feedback WHERE user_id = ?').pluck().get(userId) as number;
  return { list: list.map((row) => toRow(row)), total };
}

/** One of the player's feedbacks with its photos and replies, or undefined. */
export function findFeedback(db: SandboxDb, userId: number, id: number): FeedbackDetail | undefined {
  const row = db.prepare(`${SELECT} WHERE f.id = ? AND f.user_id = ?`).get(id, userId) as Row | undefined;
  if (!row) return undefined;
  const images = db.prepare('SELECT token, mime, size FROM feedback_images WHERE feedback_id = ? ORDER BY id').all(id) as { token: string; mime: string; size: number }[];
  const replies = db.prepare('SELECT content, created_at AS createTime FROM feedback_replies WHERE feedback_id = ? ORDER BY id').all(id) as FeedbackDetail['replies'];
  return { ...toRow(row, true), images: images.map((image) => ({ url: imagePath(image.token), mime: image.mime, size: image.size })), replies };
}

/** A photo by its token, or undefined. */
export const findImage = (db: SandboxDb, token: string): { mime: string; bytes: Uint8Array } | undefined =>
  db.prepare('SELECT mime, bytes FROM feedback_images WHERE token = ?').get(token) as { mime: string; bytes: Uint8Array } | undefined;

/** Adds an operator reply and marks the feedback replied; false when there is no such feedback. */
export function addReply(db: SandboxDb, id: number, content: string, now: number): boolean {
  return db.transaction(() => {
    const changed = db.prepare("UPDATE feedback SET status = 'replied' WHERE id = ?").run(id).changes;
    if (!changed) return false;
    db.prepare('INSERT INTO feedback_replies (feedback_id, content, created_at) VALUES (?, ?, ?)').run(id, content, now);
    return true;
  }).immediate();
}

/** Pending feedbacks sent before `before` (the sandbox operator's queue). */
export const pendingBefore = (db: SandboxDb, before: number): { id: number; category: FeedbackCategory }[] =>
  db.prepare("SELECT id, category FROM feedback WHERE status = 'pending' AND created_at <= ? ORDER BY id").all(before) as { id: number; category: FeedbackCategory }[];

/** The category of a feedback, or undefined when there is none with that id. */
export const feedbackCategory = (db: SandboxDb, id: number): FeedbackCategory | undefined =>
  db.prepare('SELECT category FROM feedback WHERE id = ?').pluck().get(id) as FeedbackCategory | undefined;
