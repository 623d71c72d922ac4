// Owner of diamond_orders: each diamond exchange (coins, goods, scratch cards), once per request id.
import type { DiamondExchangeKind } from '../../../contract/diamond';
import type { SandboxDb } from '../db-types';

export interface DiamondOrder {
  id: number;
  userId: number;
  kind: DiamondExchangeKind;
  itemId: number;
  diamonds: number;
  propId: number;
  count: number;
  createdAt: number;
}

const COLUMNS = 'id, user_id AS userId, kind, item_id AS itemId, diamonds, prop_id AS propId, count, created_at AS createdAt';

export function findOrder(db: SandboxDb, userId: number, requestId: string): DiamondOrder | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM diamond_orders WHERE user_id = ? AND request_id = ?`).get(userId, requestId) as DiamondOrder | undefined;
  return row && { ...row };
}

export function recordOrder(db: SandboxDb, order: Omit<DiamondOrder, 'id'>, requestId: string): DiamondOrder {
  const row = db
    .prepare('INSERT INTO diamond_orders (user_id, request_id, kind, item_id, diamonds, prop_id, count, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id')
    .get(order.userId, requestId, order.kind, order.itemId, order.diamonds, order.propId, order.count, order.createdAt) as { id: number };
  return { ...order, id: row.id };
}

/** The player's orders of `kind`, newest first, one page. */
export function orderPage(db: SandboxDb, userId: number, kind: DiamondExchangeKind, page: { pageNum: number; pageSize: number }): { list: DiamondOrder[]; total: number } {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM diamond_orders WHERE user_id = ? AND kind = ?').get(userId, kind) as { n: number }).n;
  const list = db
    .prepare(`SELECT ${COLUMNS} FROM diamond_orders WHERE user_id = ? AND kind = ? ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(userId, kind, page.pageSize, (page.pageNum - 1) * page.pageSize) as unknown as DiamondOrder[];
  return { list: list.map((row) => ({ ...row })), total };
}

/** Everyone's newest exchanges (the shop's ticker). */
export function recentOrders(db: SandboxDb, limit: number): DiamondOrder[] {
  return (db.prepare(`SELECT ${COLUMNS} FROM diamond_orders ORDER BY id DESC LIMIT ?`).all(limit) as unknown as DiamondOrder[]).map((row) => ({ ...row }));
}
