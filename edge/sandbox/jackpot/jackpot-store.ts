// Owner of jackpot_pools and jackpot_draws: the pools' amounts (a pool without a row holds its
// seed) and the draws, one per (player, chance).
import type { SandboxDb } from '../db-types';

export interface DrawRow {
  id: number;
  userId: number;
  cellId: number;
  type: number;
  propId: number;
  count: number;
  amount: number;
  createdAt: number;
}

const DRAW_COLUMNS = 'id, user_id AS userId, cell_id AS cellId, type, prop_id AS propId, count, amount, created_at AS createdAt';

/** The pool's amount (its seed until it has a row). */
export function poolAmount(db: SandboxDb, propId: number, seed: number): number {
  const row = db.prepare('SELECT amount FROM jackpot_pools WHERE prop_id = ?').get(propId) as { amount: number } | undefined;
  return row?.amount ?? seed;
}

/** Adds `bet * shareBp / 10000` to the pool, carrying the remainder to the next bet. */
export function growPool(db: SandboxDb, propId: number, seed: number, bet: number, shareBp: number): void {
  db.prepare('INSERT INTO jackpot_pools (prop_id, amount, carry) VALUES (?, ?, 0) ON CONFLICT (prop_id) DO NOTHING').run(propId, seed);
  const { carry } = db.prepare('SELECT carry FROM jackpot_pools WHERE prop_id = ?').get(propId) as { carry: number };
  const total = bet * shareBp + carry;
  db.prepare('UPDATE jackpot_pools SET amount = amount + ?, carry = ? WHERE prop_id = ?').run(Math.floor(total / 10_000), total % 10_000, propId);
}

/** Starts the pool again at `seed` (after a win). */
export function resetPool(db: SandboxDb, propId: number, seed: number): void {
  db.prepare('INSERT INTO jackpot_pools (prop_id, amount, carry) VALUES (?, ?, 0) ON CONFLICT (prop_id) DO UPDATE SET amount = excluded.amount').run(propId, seed);
}

/** Records a draw; undefined when the chance was already drawn. */
export function insertDraw(db: SandboxDb, userId: number, chanceKey: string, draw: Omit<DrawRow, 'id' | 'userId'>): number | undefined {
  const row = db
    .prepare(
      `INSERT INTO jackpot_draws (user_id, chance_key, cell_id, type, prop_id, count, amount, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id, chance_key) DO NOTHING RETURNING id`,
    )
    .get(userId, chanceKey, draw.cellId, draw.type, draw.propId, draw.count, draw.amount, draw.createdAt) as { id: number } | undefined;
  return row?.id;
}

/** Sets what a draw paid (a jackpot's amount is known once the pool is read). */
export function setDrawPaid(db: SandboxDb, id: number, count: number, amount: number): void {
  db.prepare('UPDATE jackpot_draws SET count = ?, amount = ? WHERE id = ?').run(count, amount, id);
}

export const chanceUsed = (db: SandboxDb, userId: number, chanceKey: string): boolean =>
  Boolean(db.prepare('SELECT 1 FROM jackpot_draws WHERE user_id = ? AND chance_key = ?').get(userId, chanceKey));

/** The player's draws, newest first, one page. */
export function drawsOf(db: SandboxDb, userId: number, pageNum: number, pageSize: number): { list: DrawRow[]; total: number } {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM jackpot_draws WHERE user_id = ?').get(userId) as { n: number }).n;
  const list = db.prepare(`SELECT ${DRAW_COLUMNS} FROM jackpot_draws WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`).all(userId, pageSize, (pageNum - 1) * pageSize) as unknown as DrawRow[];
  return { list: list.map((row) => ({ ...row })), total };
}

/** The newest jackpot wins (type `type`), everyone's. */
export function latestWins(db: SandboxDb, type: number, limit: number): DrawRow[] {
  return (db.prepare(`SELECT ${DRAW_COLUMNS} FROM jackpot_draws WHERE type = ? ORDER BY id DESC LIMIT ?`).all(type, limit) as unknown as DrawRow[]).map((row) => ({ ...row }));
}

/** The jackpot wins, biggest first (ties: the earlier first), one page. */
export function winsByAmount(db: SandboxDb, type: number, pageNum: number, pageSize: number): { list: DrawRow[]; total: number } {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM jackpot_draws WHERE type = ?').get(type) as { n: number }).n;
  const list = db.prepare(`SELECT ${DRAW_COLUMNS} FROM jackpot_draws WHERE type = ? ORDER BY amount DESC, id LIMIT ? OFFSET ?`).all(type, pageSize, (pageNum - 1) * pageSize) as unknown as DrawRow[];
  return { list: list.map((row) => ({ ...row })), total };
}

/** The player's biggest win and its place among all (1: the biggest). */
export function bestWinOf(db: SandboxDb, type: number, userId: number): { row: DrawRow; ranking: number } | undefined {
  const row = db.prepare(`SELECT ${DRAW_COLUMNS} FROM jackpot_draws WHERE type = ? AND user_id = ? ORDER BY amount DESC, id LIMIT 1`).get(type, userId) as DrawRow | undefined;
  if (!row) return undefined;
  const ahead = (db.prepare('SELECT COUNT(*) AS n FROM jackpot_draws WHERE type = ? AND (amount > ? OR (amount = ? AND id < ?))').get(type, row.amount, row.amount, row.id) as { n: number }).n;
  return { row: { ...row }, ranking: ahead + 1 };
}
