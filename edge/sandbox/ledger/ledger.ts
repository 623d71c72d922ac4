// Owner of ledger, and the only code that changes users.coin. Every change writes a ledger row in the same
// transaction, so the sum of a user's deltas always equals their balance.
import type { CoinDetailRow } from '../../../contract/wallet';
import type { SandboxDb } from '../db-types';

/** The kinds of entry; the contract's CoinReason names them to the player. */
type LedgerKind = CoinDetailRow['reason'];

/** Adds `delta` (hundredths, may be negative) to the user's coin and records it; returns the new balance. */
export function postLedger(db: SandboxDb, entry: { userId: number; delta: number; kind: LedgerKind; ref?: string; now: number }): number {
  if (!Number.isSafeInteger(entry.delta)) throw new Error('ledger delta must be an integer');
  // db.transaction nests as a savepoint when the caller already holds a transaction.
  return db.transaction(() => {
    const row = db.prepare('UPDATE users SET coin = coin + ? WHERE id = ? RETURNING coin').get(entry.delta, entry.userId) as { coin: number } | undefined;
    if (!row) throw new Error(`ledger: no user ${entry.userId}`);
    db.prepare('INSERT INTO ledger (user_id, delta, balance_after, kind, ref, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      entry.userId,
      entry.delta,
      row.coin,
      entry.kind,
      entry.ref ?? '',
      entry.now,
    );
    return row.coin;
  })();
}

/** A page of the player's entries in a time range, newest first, and how many there are. */
export function pageEntries(db: SandboxDb, userId: number, range: { startTime?: number; endTime?: number }, page: { pageNum: number; pageSize: number }): { list: CoinDetailRow[]; total: number } {
  const params = [userId, range.startTime ?? 0, range.endTime ?? Number.MAX_SAFE_INTEGER];
  const where = 'user_id = ? AND created_at >= ? AND created_at <= ?';
  const total = db.prepare(`SELECT COUNT(*) FROM ledger WHERE ${where}`).pluck().get(...params) as number;
  const list = db
    .prepare(`SELECT id, delta, balance_after AS balanceAfter, kind AS reason, ref, created_at AS createTime FROM ledger WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(...params, page.pageSize, (page.pageNum - 1) * page.pageSize) as CoinDetailRow[];
  return { list, total };
}
