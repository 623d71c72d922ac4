// Owner of withdrawals. A request moves pending -> paid | refused once. Placing it writes the
// request and its 'withdraw' ledger entry in one transaction (the ledger refuses a balance below
// zero, so racing requests cannot overdraw); refusing writes the 'withdraw_refund' of exactly the
// held amount with the state change.
import type { WithdrawRequest, WithdrawStatus } from '../../../contract/wallet';
import type { SandboxDb } from '../db-types';
import { randomCode } from '../lib/secrets';
import { postLedger } from '../ledger/service';

interface WithdrawalRow {
  order_no: string;
  user_id: number;
  request_id: string;
  account_id: number;
  account_label: string;
  account_name: string;
  amount: number;
  status: WithdrawStatus;
  reason: string | null;
  created_at: number;
  done_at: number | null;
}

export interface StoredWithdrawal extends WithdrawRequest {
  userId: number;
  accountName: string;
}

const toRequest = (row: WithdrawalRow): StoredWithdrawal => ({
  orderNo: row.order_no,
  accountId: row.account_id,
  accountLabel: row.account_label,
  amount: row.amount,
  status: row.status,
  ...(row.reason === null ? {} : { reason: row.reason }),
  createTime: row.created_at,
  ...(row.done_at === null ? {} : { doneTime: row.done_at }),
  userId: row.user_id,
  accountName: row.account_name,
});

/** What a player sees of a request. */
export const publicRequest = ({ userId: _u, accountName: _n, ...request }: StoredWithdrawal): WithdrawRequest => request;

const byOrderNo = (db: SandboxDb, orderNo: string) => db.prepare('SELECT * FROM withdrawals WHERE order_no = ?').get(orderNo) as WithdrawalRow | undefined;

export function findWithdrawalByRequest(db: SandboxDb, userId: number, requestId: string): StoredWithdrawal | undefined {
  const row = db.prepare('SELECT * FROM withdrawals WHERE user_id = ? AND request_id = ?').get(userId, requestId) as WithdrawalRow | undefined;
  return row && toRequest(row);
}

/** Sums of the player's withdrawals: still pending, pending or paid since `since`, and pending or paid ever. */
export function withdrawalTotals(db: SandboxDb, userId: number, since: number): { pending: number; sinceTotal: number; total: number } {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(CASE WHEN status = 'pending' THEN amount END), 0) AS pending,
              COALESCE(SUM(CASE WHEN status != 'refused' AND created_at >= ? THEN amount END), 0) AS sinceTotal,
              COALESCE(SUM(CASE WHEN status != 'refused' THEN amount END), 0) AS total
       FROM withdrawals WHERE user_id = ?`,
    )
    .get(since, userId) as { pending: number; sinceTotal: number; total: number };
  return row;
}

export interface NewWithdrawal {
  userId: number;
  requestId: string;
  accountId: number;
  accountLabel: string;
  accountName: string;
  amount: number;
  now: number;
}

/** Writes the request and holds its amount; the caller's transaction checks the limits first. */
export function insertWithdrawal(db: SandboxDb, w: NewWithdrawal): { request: StoredWithdrawal; coin: number } {
  const orderNo = `W${randomCode(15)}`;
  db.prepare(
    `INSERT INTO withdrawals (order_no, user_id, request_id, account_id, account_label, account_name, amount, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
  ).run(orderNo, w.userId, w.requestId, w.accountId, w.accountLabel, w.accountName, w.amount, w.now);
  const coin = postLedger(db, { userId: w.userId, delta: -w.amount, kind: 'withdraw', ref: orderNo, now: w.now });
  return { request: toRequest(byOrderNo(db, orderNo)!), coin };
}

/** Pays or refuses a pending request (refused: the held amount goes back). Final ones stay as they are. */
export function settleWithdrawal(db: SandboxDb, orderNo: string, outcome: 'paid' | 'refused', reason: string | null, now: number): StoredWithdrawal | undefined {
  return db.transaction(() => {
    const moved = db
      .prepare("UPDATE withdrawals SET status = ?, reason = ?, done_at = ? WHERE order_no = ? AND status = 'pending' RETURNING *")
      .get(outcome, outcome === 'refused' ? reason : null, now, orderNo) as WithdrawalRow | undefined;
    if (moved && outcome === 'refused') postLedger(db, { userId: moved.user_id, delta: moved.amount, kind: 'withdraw_refund', ref: orderNo, now });
    const row = byOrderNo(db, orderNo);
    return row && toRequest(row);
  }).immediate();
}

/** Pending requests placed before `before`, oldest first. */
export function pendingBefore(db: SandboxDb, before: number, limit = 100): StoredWithdrawal[] {
  const rows = db.prepare("SELECT * FROM withdrawals WHERE status = 'pending' AND created_at <= ? ORDER BY created_at LIMIT ?").all(before, limit) as WithdrawalRow[];
  return rows.map(toRequest);
}

/** The player's newest `limit` requests in a time range, for the wallet record. */
export function recentWithdrawals(db: SandboxDb, userId: number, range: { startTime?: number; endTime?: number }, limit: number): StoredWithdrawal[] {
  const rows = db
    .prepare('SELECT * FROM withdrawals WHERE user_id = ? AND created_at >= ? AND created_at <= ? ORDER BY created_at DESC, order_no DESC LIMIT ?')
    .all(userId, range.startTime ?? 0, range.endTime ?? Number.MAX_SAFE_INTEGER, limit) as WithdrawalRow[];
  return rows.map(toRequest);
}

export const countWithdrawals = (db: SandboxDb, userId: number, range: { startTime?: number; endTime?: number }): number =>
  db
    .prepare('SELECT COUNT(*) FROM withdrawals WHERE user_id = ? AND created_at >= ? AND created_at <= ?')
    .pluck()
    .get(userId, range.startTime ?? 0, range.endTime ?? Number.MAX_SAFE_INTEGER) as number;
