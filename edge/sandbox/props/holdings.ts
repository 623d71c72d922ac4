// Owner of prop_holdings and prop_moves: the props a player holds that are not money (diamonds,
// coupons, scratch cards, draw chances). A move changes the count and writes its row in one
// IMMEDIATE transaction (a savepoint inside the caller's); its key makes a repeat or a race move
// once, and the CHECK keeps a count from going below zero, so nothing is spent that is not held.
import type { SandboxDb } from '../db-types';

export interface PropMove {
  userId: number;
  propId: number;
  /** Positive to give, negative to take. */
  delta: number;
  /** Why (e.g. 'diamond-exchange', 'jackpot-award'); shown in the prop's log. */
  kind: string;
  /** Unique per player: a second move with the same key moves nothing. */
  key: string;
  now: number;
}

export type MoveResult = { moved: true; id: number; count: number } | { moved: false; reason: 'duplicate' | 'short'; count: number };

export interface PropMoveRow {
  id: number;
  propId: number;
  delta: number;
  kind: string;
  countAfter: number;
  createdAt: number;
}

/** How many of `propId` the player holds. */
export function propCount(db: SandboxDb, userId: number, propId: number): number {
  const row = db.prepare('SELECT count FROM prop_holdings WHERE user_id = ? AND prop_id = ?').get(userId, propId) as { count: number } | undefined;
  return row?.count ?? 0;
}

/** Every prop the player holds (count above zero), by prop id. */
export function propHoldings(db: SandboxDb, userId: number): Map<number, number> {
  const rows = db.prepare('SELECT prop_id, count FROM prop_holdings WHERE user_id = ? AND count > 0 ORDER BY prop_id').all(userId) as { prop_id: number; count: number }[];
  return new Map(rows.map((row) => [row.prop_id, row.count]));
}

/** What the move with `key` gave (negative: took); 0 when there was none. */
export function propMoveDelta(db: SandboxDb, userId: number, key: string): number {
  const row = db.prepare('SELECT delta FROM prop_moves WHERE user_id = ? AND move_key = ?').get(userId, key) as { delta: number } | undefined;
  return row?.delta ?? 0;
}

/** Gives or takes props once per key; refuses ('short') to take more than is held. */
export function moveProps(db: SandboxDb, move: PropMove): MoveResult {
  if (!Number.isSafeInteger(move.delta) || move.delta === 0) throw new Error('prop delta must be a non-zero integer');
  return db.transaction((): MoveResult => {
    const taken = db.prepare('SELECT 1 FROM prop_moves WHERE user_id = ? AND move_key = ?').get(move.userId, move.key);
    if (taken) return { moved: false, reason: 'duplicate', count: propCount(db, move.userId, move.propId) };
    const held = propCount(db, move.userId, move.propId);
    if (held + move.delta < 0) return { moved: false, reason: 'short', count: held };
    const count = held + move.delta;
    db.prepare('INSERT INTO prop_holdings (user_id, prop_id, count) VALUES (?, ?, ?) ON CONFLICT (user_id, prop_id) DO UPDATE SET count = excluded.count').run(move.userId, move.propId, count);
    const row = db
      .prepare('INSERT INTO prop_moves (user_id, prop_id, delta, kind, move_key, count_after, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id')
      .get(move.userId, move.propId, move.delta, move.kind, move.key, count, move.now) as { id: number };
    return { moved: true, id: row.id, count };
  }).immediate();
}

/** The player's moves of the props in [fromPropId, toPropId], newest first, one page. */
export function propMoves(db: SandboxDb, userId: number, range: { from: number; to: number }, page: { pageNum: number; pageSize: number }): { list: PropMoveRow[]; total: number } {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM prop_moves WHERE user_id = ? AND prop_id BETWEEN ? AND ?').get(userId, range.from, range.to) as { n: number }).n;
  const list = db
    .prepare(
      `SELECT id, prop_id AS propId, delta, kind, count_after AS countAfter, created_at AS createdAt FROM prop_moves
       WHERE user_id = ? AND prop_id BETWEEN ? AND ? ORDER BY id DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, range.from, range.to, page.pageSize, (page.pageNum - 1) * page.pageSize) as unknown as PropMoveRow[];
  return { list: list.map((row) => ({ ...row })), total };
}

/** Players whose counts differ from the sums of their moves (always empty; tests check it). */
export function holdingMismatches(db: SandboxDb): { userId: number; propId: number; count: number; total: number }[] {
  return db
    .prepare(
      `SELECT h.user_id AS userId, h.prop_id AS propId, h.count, COALESCE(SUM(m.delta), 0) AS total FROM prop_holdings h
       LEFT JOIN prop_moves m ON m.user_id = h.user_id AND m.prop_id = h.prop_id GROUP BY h.user_id, h.prop_id HAVING h.count <> total`,
    )
    .all() as { userId: number; propId: number; count: number; total: number }[];
}
