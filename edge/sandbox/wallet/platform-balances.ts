// Owner of platform_balances. Bringing a balance back zeroes it and credits the main wallet
// ('retrieve' ledger entry) in one transaction, so a retry or a second tab moves it once.
import type { SandboxDb } from '../db-types';
import { postLedger } from '../ledger/service';

/** The player's balance on each platform that holds one. */
export function platformBalances(db: SandboxDb, userId: number): Map<number, number> {
  const rows = db.prepare('SELECT platform_id, amount FROM platform_balances WHERE user_id = ?').all(userId) as { platform_id: number; amount: number }[];
  return new Map(rows.map((row) => [row.platform_id, row.amount]));
}

/** Moves the platform's whole balance to the main wallet; returns the amount moved (0: nothing there). */
export function moveToMainWallet(db: SandboxDb, userId: number, platformId: number, now: number): number {
  return db.transaction(() => {
    const amount = (db.prepare('SELECT amount FROM platform_balances WHERE user_id = ? AND platform_id = ?').pluck().get(userId, platformId) as number | undefined) ?? 0;
    if (amount <= 0) return 0;
    db.prepare('UPDATE platform_balances SET amount = 0, updated_at = ? WHERE user_id = ? AND platform_id = ?').run(now, userId, platformId);
    postLedger(db, { userId, delta: amount, kind: 'retrieve', ref: `platform-${platformId}`, now });
    return amount;
  }).immediate();
}

/** Sets a player's balance on a platform (the dev endpoint: a stand-in for play on that platform). */
export function setPlatformBalance(db: SandboxDb, userId: number, platformId: number, amount: number, now: number): void {
  db.prepare(
    'INSERT INTO platform_balances (user_id, platform_id, amount, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, platform_id) DO UPDATE SET amount = excluded.amount, updated_at = excluded.updated_at',
  ).run(userId, platformId, amount, now);
}
