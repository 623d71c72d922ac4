// Owner of task_marks: the visit tasks a player completed, per period.
import type { SandboxDb } from '../db-types';

/** Records the visit (once: a repeat changes nothing). */
export function markVisit(db: SandboxDb, userId: number, taskId: number, period: string, now: number): void {
  db.prepare('INSERT INTO task_marks (user_id, task_id, period, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING').run(userId, taskId, period, now);
}

/** Whether the player completed visit task `taskId` in `period`. */
export function hasVisited(db: SandboxDb, userId: number, taskId: number, period: string): boolean {
  return db.prepare('SELECT 1 FROM task_marks WHERE user_id = ? AND task_id = ? AND period = ?').get(userId, taskId, period) !== undefined;
}
