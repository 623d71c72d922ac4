// Owner of task_marks: the visit tasks a player completed, per period, and the links of the follow
// rewards the player opened.
import type { SandboxDb } from '../db-types';

/** Records the visit (once: a repeat changes nothing). */
export function markVisit(db: SandboxDb, userId: number, taskId: number, period: string, now: number): void {
  db.prepare('INSERT INTO task_marks (user_id, task_id, period, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING').run(userId, taskId, period, now);
}

/** Whether the player completed visit task `taskId` in `period`. */
export function hasVisited(db: SandboxDb, userId: number, taskId: number, period: string): boolean {
  return db.prepare('SELECT 1 FROM task_marks WHERE user_id = ? AND task_id = ? AND period = ?').get(userId, taskId, period) !== undefined;
}

// Task id 0 is no task: its marks are visits to the operator's links outside the app (the follow
// rewards' channels), with the link's key as the period ('follow:facebook'). Same rule: once each.
const LINK_VISIT = 0;

/** Records that the player opened the link `key` (once: a repeat changes nothing). */
export const markLinkVisit = (db: SandboxDb, userId: number, key: string, now: number): void => markVisit(db, userId, LINK_VISIT, key, now);

/** Which of `keys` the player has opened. */
export function visitedLinks(db: SandboxDb, userId: number, keys: readonly string[]): Set<string> {
  if (keys.length === 0) return new Set();
  const rows = db.prepare(`SELECT period FROM task_marks WHERE user_id = ? AND task_id = ? AND period IN (${keys.map(() => '?').join(', ')})`).pluck().all(userId, LINK_VISIT, ...keys) as string[];
  return new Set(rows);
}
