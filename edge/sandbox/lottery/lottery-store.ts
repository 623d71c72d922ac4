// Owner of lottery_draws, lottery_orders, lottery_tickets and lottery_bet_days: the draws once
// drawn, the orders once per request id with their tickets, what each ticket matched and paid, and
// each player's real-money bets per Manila day (the coupons they earned). Numbers are kept as JSON
// arrays, ascending.
import type { SandboxDb } from '../db-types';

export interface DrawRow {
  id: number;
  closeAt: number;
  numbers: number[];
  tickets: number;
  winners: number;
  settledAt: number;
}

export interface OrderRow {
  id: number;
  productId: number;
  drawId: number;
  closeAt: number;
  couponPropId: number;
  coupons: number;
  quickPick: boolean;
  createdAt: number;
}

export interface TicketRow {
  id: number;
  orderId: number;
  userId: number;
  drawId: number;
  numbers: number[];
  /** null until the draw. */
  matches: number | null;
  coin: number;
  propId: number;
  propCount: number;
  settledAt: number | null;
}

const numbersOf = (text: string): number[] => JSON.parse(text) as number[];

interface RawDraw {
  id: number;
  close_at: number;
  numbers: string;
  tickets: number;
  winners: number;
  settled_at: number;
}
const drawOf = (row: RawDraw): DrawRow => ({ id: row.id, closeAt: row.close_at, numbers: numbersOf(row.numbers), tickets: row.tickets, winners: row.winners, settledAt: row.settled_at });

interface RawTicket {
  id: number;
  order_id: number;
  user_id: number;
  draw_id: number;
  numbers: string;
  matches: number | null;
  coin: number;
  prop_id: number;
  prop_count: number;
  settled_at: number | null;
}
const ticketOf = (row: RawTicket): TicketRow => ({
  id: row.id,
  orderId: row.order_id,
  userId: row.user_id,
  drawId: row.draw_id,
  numbers: numbersOf(row.numbers),
  matches: row.matches,
  coin: row.coin,
  propId: row.prop_id,
  propCount: row.prop_count,
  settledAt: row.settled_at,
});

const ORDER_COLUMNS = 'id, product_id AS productId, draw_id AS drawId, close_at AS closeAt, coupon_prop_id AS couponPropId, coupons, quick_pick AS quickPick, created_at AS createdAt';

export function findDraw(db: SandboxDb, id: number): DrawRow | undefined {
  const row = db.prepare('SELECT * FROM lottery_draws WHERE id = ?').get(id) as RawDraw | undefined;
  return row ? drawOf(row) : undefined;
}

export function insertDraw(db: SandboxDb, draw: DrawRow): void {
  db.prepare('INSERT INTO lottery_draws (id, close_at, numbers, tickets, winners, settled_at) VALUES (?, ?, ?, ?, ?, ?)').run(draw.id, draw.closeAt, JSON.stringify(draw.numbers), draw.tickets, draw.winners, draw.settledAt);
}

/** Adds tickets settled later to a draw already drawn (tickets sold for it while the clock was set back). */
export function addToDraw(db: SandboxDb, id: number, tickets: number, winners: number): void {
  db.prepare('UPDATE lottery_draws SET tickets = tickets + ?, winners = winners + ? WHERE id = ?').run(tickets, winners, id);
}

export function latestDraw(db: SandboxDb): DrawRow | undefined {
  const row = db.prepare('SELECT * FROM lottery_draws ORDER BY id DESC LIMIT 1').get() as RawDraw | undefined;
  return row ? drawOf(row) : undefined;
}

export function drawsPage(db: SandboxDb, page: { pageNum: number; pageSize: number }): { list: DrawRow[]; total: number } {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM lottery_draws').get() as { n: number }).n;
  const rows = db.prepare('SELECT * FROM lottery_draws ORDER BY id DESC LIMIT ? OFFSET ?').all(page.pageSize, (page.pageNum - 1) * page.pageSize) as unknown as RawDraw[];
  return { list: rows.map(drawOf), total };
}

/** Draws with tickets not yet settled whose sales closed by `now`, oldest first. */
export function dueDrawIds(db: SandboxDb, now: number): { id: number; closeAt: number }[] {
  const rows = db
    .prepare('SELECT draw_id AS id, MIN(close_at) AS closeAt FROM lottery_tickets WHERE settled_at IS NULL AND close_at <= ? GROUP BY draw_id ORDER BY draw_id')
    .all(now) as { id: number; closeAt: number }[];
  return rows.map((row) => ({ ...row }));
}

export function openTickets(db: SandboxDb, drawId: number, now: number): TicketRow[] {
  const rows = db.prepare('SELECT * FROM lottery_tickets WHERE draw_id = ? AND settled_at IS NULL AND close_at <= ? ORDER BY id').all(drawId, now) as unknown as RawTicket[];
  return rows.map(ticketOf);
}

export function settleTicket(db: SandboxDb, id: number, result: { matches: number; coin: number; propId: number; propCount: number }, now: number): void {
  db.prepare('UPDATE lottery_tickets SET matches = ?, coin = ?, prop_id = ?, prop_count = ?, settled_at = ? WHERE id = ? AND settled_at IS NULL').run(result.matches, result.coin, result.propId, result.propCount, now, id);
}

export function findOrder(db: SandboxDb, userId: number, requestId: string): OrderRow | undefined {
  const row = db.prepare(`SELECT ${ORDER_COLUMNS} FROM lottery_orders WHERE user_id = ? AND request_id = ?`).get(userId, requestId) as OrderRow | undefined;
  return row ? { ...row, quickPick: Boolean(row.quickPick) } : undefined;
}

export function insertOrder(db: SandboxDb, userId: number, requestId: string, order: Omit<OrderRow, 'id'>, lines: number[][]): OrderRow {
  const { id } = db
    .prepare('INSERT INTO lottery_orders (user_id, request_id, product_id, draw_id, close_at, coupon_prop_id, coupons, quick_pick, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id')
    .get(userId, requestId, order.productId, order.drawId, order.closeAt, order.couponPropId, order.coupons, order.quickPick ? 1 : 0, order.createdAt) as { id: number };
  const ticket = db.prepare('INSERT INTO lottery_tickets (order_id, user_id, draw_id, close_at, numbers) VALUES (?, ?, ?, ?, ?)');
  for (const numbers of lines) ticket.run(id, userId, order.drawId, order.closeAt, JSON.stringify(numbers));
  return { id, ...order };
}

export function ordersPage(db: SandboxDb, userId: number, page: { pageNum: number; pageSize: number }): { list: OrderRow[]; total: number } {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM lottery_orders WHERE user_id = ?').get(userId) as { n: number }).n;
  const list = db.prepare(`SELECT ${ORDER_COLUMNS} FROM lottery_orders WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`).all(userId, page.pageSize, (page.pageNum - 1) * page.pageSize) as unknown as OrderRow[];
  return { list: list.map((row) => ({ ...row, quickPick: Boolean(row.quickPick) })), total };
}

export function ticketsOfOrders(db: SandboxDb, orderIds: readonly number[]): TicketRow[] {
  if (orderIds.length === 0) return [];
  const rows = db.prepare(`SELECT * FROM lottery_tickets WHERE order_id IN (${orderIds.map(() => '?').join(', ')}) ORDER BY id`).all(...orderIds) as unknown as RawTicket[];
  return rows.map(ticketOf);
}

/** The player's tickets in draw `drawId`. */
export const ticketCount = (db: SandboxDb, userId: number, drawId: number): number =>
  (db.prepare('SELECT COUNT(*) AS n FROM lottery_tickets WHERE user_id = ? AND draw_id = ?').get(userId, drawId) as { n: number }).n;

/** The player's tickets in draw `drawId` that are drawn: how many, how many won, the coins and props they paid. */
export function drawnTicketsOf(db: SandboxDb, userId: number, drawId: number): { tickets: number; won: number; coin: number; coupons: number } {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS tickets, COALESCE(SUM(CASE WHEN coin > 0 OR prop_count > 0 THEN 1 ELSE 0 END), 0) AS won, COALESCE(SUM(coin), 0) AS coin, COALESCE(SUM(prop_count), 0) AS coupons
       FROM lottery_tickets WHERE user_id = ? AND draw_id = ? AND settled_at IS NOT NULL`,
    )
    .get(userId, drawId) as { tickets: number; won: number; coin: number; coupons: number };
  return { ...row };
}

/** The player's winning tickets, newest first. */
export function wonPage(db: SandboxDb, userId: number, page: { pageNum: number; pageSize: number }): { list: TicketRow[]; total: number } {
  const where = 'user_id = ? AND settled_at IS NOT NULL AND (coin > 0 OR prop_count > 0)';
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM lottery_tickets WHERE ${where}`).get(userId) as { n: number }).n;
  const rows = db.prepare(`SELECT * FROM lottery_tickets WHERE ${where} ORDER BY settled_at DESC, id DESC LIMIT ? OFFSET ?`).all(userId, page.pageSize, (page.pageNum - 1) * page.pageSize) as unknown as RawTicket[];
  return { list: rows.map(ticketOf), total };
}

export function betDay(db: SandboxDb, userId: number, day: string): { bet: number; coupons: number } {
  const row = db.prepare('SELECT bet, coupons FROM lottery_bet_days WHERE user_id = ? AND day = ?').get(userId, day) as { bet: number; coupons: number } | undefined;
  return row ? { ...row } : { bet: 0, coupons: 0 };
}

export function saveBetDay(db: SandboxDb, userId: number, day: string, bet: number, coupons: number): void {
  db.prepare('INSERT INTO lottery_bet_days (user_id, day, bet, coupons) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, day) DO UPDATE SET bet = excluded.bet, coupons = excluded.coupons').run(userId, day, bet, coupons);
}
