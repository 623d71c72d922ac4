// Owner of ledger, and the only code that changes users.coin. Every change writes a ledger row in the same
// transaction, so the sum of a user's deltas always equals their balance.
import type { SandboxDb } from '../db-types';

export type LedgerKind = 'register_bonus' | 'seed' | 'adjustment' | 'bet' | 'win' | 'deposit' | 'deposit_bonus' | 'withdraw' | 'withdraw_refund';

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

/** Sum of the player's entries of `kind`, and when the first was written (null: none). */
export function entriesOf(db: SandboxDb, userId: number, kind: LedgerKind): { total: number; since: number | null } {
  const row = db.prepare('SELECT COALESCE(SUM(delta), 0) AS total, MIN(created_at) AS since FROM ledger WHERE user_id = ? AND kind = ?').get(userId, kind) as {
    total: number;
    since: number | null;
  };
  return row;
}
