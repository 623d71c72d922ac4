// Owner of deposit_orders and provider_notifications (and users.total_recharge). An order moves
// created -> paid | cancelled | expired once; every move is one transaction, so a crash leaves the
// order either untouched or fully settled (status, ledger credit and total_recharge together).
import type { AppConfig } from '../../../contract/core';
import type { DepositOrder, DepositStatus, PayProvider } from '../../../contract/wallet';
import type { SandboxDb } from '../db-types';
import { newToken, randomCode } from '../lib/secrets';
import { postLedger } from '../ledger/service';
import { creditPendingGrants, grantBonus } from '../bonus/service';
import { payFirstDepositReward } from '../deposit-rewards/service';
import { payDepositDiamonds } from '../diamond/service';

interface OrderRow {
  order_no: string;
  user_id: number;
  request_id: string;
  type_id: number;
  provider: PayProvider;
  amount: number;
  bonus: number;
  status: DepositStatus;
  pay_token: string;
  created_at: number;
  expires_at: number;
  done_at: number | null;
}

export interface StoredOrder extends DepositOrder {
  userId: number;
  payToken: string;
}

const toOrder = (row: OrderRow): StoredOrder => ({
  orderNo: row.order_no,
  typeId: row.type_id,
  provider: row.provider,
  amount: row.amount,
  bonus: row.bonus,
  status: row.status,
  createTime: row.created_at,
  expireTime: row.expires_at,
  ...(row.done_at === null ? {} : { doneTime: row.done_at }),
  userId: row.user_id,
  payToken: row.pay_token,
});

/** What a player sees of an order (no pay token, no user id). */
export const publicOrder = ({ userId: _u, payToken: _p, ...order }: StoredOrder): DepositOrder => order;

const byOrderNo = (db: SandboxDb, orderNo: string) => db.prepare('SELECT * FROM deposit_orders WHERE order_no = ?').get(orderNo) as OrderRow | undefined;

/** The order as it stands, first expiring it when its time has passed. */
export function findOrder(db: SandboxDb, orderNo: string, now: number): StoredOrder | undefined {
  return db.transaction(() => {
    expireIfDue(db, orderNo, now);
    const row = byOrderNo(db, orderNo);
    return row && toOrder(row);
  }).immediate();
}

/** The order this player already made with `requestId`, if any. */
export function findOrderByRequest(db: SandboxDb, userId: number, requestId: string): StoredOrder | undefined {
  const row = db.prepare('SELECT * FROM deposit_orders WHERE user_id = ? AND request_id = ?').get(userId, requestId) as OrderRow | undefined;
  return row && toOrder(row);
}

export interface NewOrder {
  userId: number;
  requestId: string;
  typeId: number;
  provider: PayProvider;
  amount: number;
  bonus: number;
  now: number;
  ttlMs: number;
}

/** Inserts a created order with a fresh order number and pay token. */
export function insertOrder(db: SandboxDb, order: NewOrder): StoredOrder {
  const orderNo = `D${randomCode(15)}`;
  db.prepare(
    `INSERT INTO deposit_orders (order_no, user_id, request_id, type_id, provider, amount, bonus, status, pay_token, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'created', ?, ?, ?)`,
  ).run(orderNo, order.userId, order.requestId, order.typeId, order.provider, order.amount, order.bonus, newToken(), order.now, order.now + order.ttlMs);
  return toOrder(byOrderNo(db, orderNo)!);
}

/** Paid deposits of the player: the sum (spec totalRecharge is kept on the user) per channel since `since`. */
export function paidSince(db: SandboxDb, userId: number, since: number): Map<number, number> {
  const rows = db
    .prepare("SELECT type_id, SUM(amount) AS total FROM deposit_orders WHERE user_id = ? AND status = 'paid' AND done_at >= ? GROUP BY type_id")
    .all(userId, since) as { type_id: number; total: number }[];
  return new Map(rows.map((row) => [row.type_id, row.total]));
}

/** Channel of the player's newest paid deposit; 0 when none. */
export function lastPaidTypeId(db: SandboxDb, userId: number): number {
  const row = db.prepare("SELECT type_id FROM deposit_orders WHERE user_id = ? AND status = 'paid' ORDER BY done_at DESC, order_no DESC LIMIT 1").get(userId) as
    | { type_id: number }
    | undefined;
  return row?.type_id ?? 0;
}

function expireIfDue(db: SandboxDb, orderNo: string, now: number): void {
  db.prepare("UPDATE deposit_orders SET status = 'expired', done_at = expires_at WHERE order_no = ? AND status = 'created' AND expires_at <= ?").run(orderNo, now);
}

export type SettleOutcome = 'paid' | 'cancelled' | 'expired';
type Config = Pick<AppConfig, 'bonusTurnover' | 'firstDepositConfig' | 'diamondConfig'>;

/** Moves a created order to `outcome` (with every credit a payment brings); the row it moved, or undefined when it was final already. */
function moveOrder(db: SandboxDb, config: Config, orderNo: string, outcome: SettleOutcome, now: number): OrderRow | undefined {
  if (outcome !== 'expired') expireIfDue(db, orderNo, now);
  const moved = db
    .prepare("UPDATE deposit_orders SET status = ?, done_at = ? WHERE order_no = ? AND status = 'created' RETURNING *")
    .get(outcome, now, orderNo) as OrderRow | undefined;
  if (moved && outcome === 'paid') {
    postLedger(db, { userId: moved.user_id, delta: moved.amount, kind: 'deposit', ref: orderNo, now });
    if (moved.bonus > 0) grantBonus(db, config, { userId: moved.user_id, kind: 'deposit_bonus', claimKey: `deposit:${orderNo}`, ref: orderNo, amount: moved.bonus, now });
    const total = db.prepare('UPDATE users SET total_recharge = total_recharge + ? WHERE id = ? RETURNING total_recharge').pluck().get(moved.amount, moved.user_id) as number;
    // The first paid deposit: nothing was paid before it (orders settle one transaction at a time).
    if (total === moved.amount) payFirstDepositReward(db, config, { userId: moved.user_id, orderNo, amount: moved.amount, now });
    creditPendingGrants(db, moved.user_id, now);
    payDepositDiamonds(db, config, { userId: moved.user_id, orderNo, amount: moved.amount, now });
  }
  return moved;
}

/**
 * Moves a created order to its final state. Paying credits the amount through the ledger, grants
 * the order's bonus (bonus ledger, locked until its turnover), adds to total_recharge and, on the
 * first paid deposit, pays the first-deposit reward and credits the free bonuses that waited for
 * it, and gives the diamonds the amount earns, all in the same transaction. Answers the order as it stands after:
 * an order already final is left as it is.
 */
export function settleOrder(db: SandboxDb, config: Config, orderNo: string, outcome: SettleOutcome, now: number): StoredOrder | undefined {
  return db.transaction(() => {
    moveOrder(db, config, orderNo, outcome, now);
    const row = byOrderNo(db, orderNo);
    return row && toOrder(row);
  }).immediate();
}

/** What a provider notification did: moved the order, came again, changed nothing, or paid for an order that refused it. */
export type NotificationResult = 'applied' | 'repeated' | 'ignored' | 'refunded';

/**
 * Applies a provider notification once (a redelivery of its id changes nothing). A payment the
 * order cannot take (closed by a break or an exclusion, expired, cancelled or already paid) is
 * never credited: it is kept as 'refunded', money the operator returns through the provider.
 */
export function applyNotification(db: SandboxDb, config: Config, n: { notificationId: string; orderNo: string; outcome: 'paid' | 'cancelled' }, now: number): NotificationResult {
  return db.transaction((): NotificationResult => {
    const recorded = db
      .prepare('INSERT INTO provider_notifications (notification_id, order_no, outcome, received_at) VALUES (?, ?, ?, ?) ON CONFLICT (notification_id) DO NOTHING')
      .run(n.notificationId, n.orderNo, n.outcome, now);
    if (recorded.changes === 0) return 'repeated';
    const result = moveOrder(db, config, n.orderNo, n.outcome, now) ? 'applied' : n.outcome === 'paid' ? 'refunded' : 'ignored';
    db.prepare('UPDATE provider_notifications SET result = ? WHERE notification_id = ?').run(result, n.notificationId);
    return result;
  }).immediate();
}

/**
 * Closes every open order of the player (a break or an exclusion starts): they read as expired,
 * and a payment the provider sends for one later is refused (applyNotification). Answers how many.
 */
export const closeOpenOrders = (db: SandboxDb, userId: number, now: number): number =>
  db.prepare("UPDATE deposit_orders SET status = 'expired', done_at = MIN(expires_at, ?) WHERE user_id = ? AND status = 'created'").run(now, userId).changes;

/** The player's newest `limit` orders in a time range, for the wallet record (expired ones as such). */
export function recentOrders(db: SandboxDb, userId: number, range: { startTime?: number; endTime?: number }, limit: number, now: number): StoredOrder[] {
  const rows = db
    .prepare('SELECT * FROM deposit_orders WHERE user_id = ? AND created_at >= ? AND created_at <= ? ORDER BY created_at DESC, order_no DESC LIMIT ?')
    .all(userId, range.startTime ?? 0, range.endTime ?? Number.MAX_SAFE_INTEGER, limit) as OrderRow[];
  // Shown as they stand: an overdue created order reads as expired without a write here.
  return rows.map((row) => toOrder(row.status === 'created' && row.expires_at <= now ? { ...row, status: 'expired', done_at: row.expires_at } : row));
}

export const countOrders = (db: SandboxDb, userId: number, range: { startTime?: number; endTime?: number }): number =>
  db
    .prepare('SELECT COUNT(*) FROM deposit_orders WHERE user_id = ? AND created_at >= ? AND created_at <= ?')
    .pluck()
    .get(userId, range.startTime ?? 0, range.endTime ?? Number.MAX_SAFE_INTEGER) as number;

/**
 * Deposits that count against a deposit limit since `since`: paid ones, and created ones still
 * payable at `now` (an open checkout may be paid at any moment, and then counts in this period
 * whenever it was opened, so it holds its room).
 */
export const depositsHeldSince = (db: SandboxDb, userId: number, since: number, now: number): number =>
  [...heldByChannelSince(db, userId, since, now).values()].reduce((sum, total) => sum + total, 0);

/** depositsHeldSince per channel (type id): what a channel's daily limit counts. */
export function heldByChannelSince(db: SandboxDb, userId: number, since: number, now: number): Map<number, number> {
  const rows = db
    .prepare(
      `SELECT type_id, SUM(amount) AS total FROM deposit_orders WHERE user_id = ? AND (
         (status = 'paid' AND done_at >= ?) OR (status = 'created' AND expires_at > ?)) GROUP BY type_id`,
    )
    .all(userId, since, now) as { type_id: number; total: number }[];
  return new Map(rows.map((row) => [row.type_id, row.total]));
}
