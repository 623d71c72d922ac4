// Owner of scratch_results and scratch_addup_claims: each card's prize (once per request id) and
// each add-up award a player claimed (once per award).
import type { SandboxDb } from '../db-types';

export interface ScratchResult {
  id: number;
  userId: number;
  prizeId: number;
  propId: number;
  count: number;
  createdAt: number;
}

const COLUMNS = 'id, user_id AS userId, prize_id AS prizeId, prop_id AS propId, count, created_at AS createdAt';

export function findResult(db: SandboxDb, userId: number, requestId: string): ScratchResult | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM scratch_results WHERE user_id = ? AND request_id = ?`).get(userId, requestId) as ScratchResult | undefined;
  return row && { ...row };
}

export function recordResult(db: SandboxDb, userId: number, requestId: string, prize: { id: number; propId: number; count: number }, now: number): number {
  const row = db
    .prepare('INSERT INTO scratch_results (user_id, request_id, prize_id, prop_id, count, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
    .get(userId, requestId, prize.id, prize.propId, prize.count, now) as { id: number };
  return row.id;
}

/** Cards the player scratched in all. */
export const scratchedCount = (db: SandboxDb, userId: number): number =>
  (db.prepare('SELECT COUNT(*) AS n FROM scratch_results WHERE user_id = ?').get(userId) as { n: number }).n;

/** The player's prizes, newest first, one page. */
export function resultPage(db: SandboxDb, userId: number, page: { pageNum: number; pageSize: number }): { list: ScratchResult[]; total: number } {
  const list = db
    .prepare(`SELECT ${COLUMNS} FROM scratch_results WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(userId, page.pageSize, (page.pageNum - 1) * page.pageSize) as unknown as ScratchResult[];
  return { list: list.map((row) => ({ ...row })), total: scratchedCount(db, userId) };
}

/** Everyone's newest prizes (the shop's ticker). */
export function recentResults(db: SandboxDb, limit: number): ScratchResult[] {
  return (db.prepare(`SELECT ${COLUMNS} FROM scratch_results ORDER BY id DESC LIMIT ?`).all(limit) as unknown as ScratchResult[]).map((row) => ({ ...row }));
}

/** The add-up awards the player claimed, by id. */
export function claimedAddups(db: SandboxDb, userId: number): Set<number> {
  return new Set((db.prepare('SELECT addup_id AS id FROM scratch_addup_claims WHERE user_id = ?').all(userId) as { id: number }[]).map((row) => row.id));
}

/** Records the claim; false when it was already made (the primary key keeps it once). */
export function recordAddupClaim(db: SandboxDb, userId: number, addup: { id: number; propId: number; count: number }, now: number): boolean {
  return (
    db.prepare('INSERT INTO scratch_addup_claims (user_id, addup_id, prop_id, count, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING').run(userId, addup.id, addup.propId, addup.count, now)
      .changes === 1
  );
}
