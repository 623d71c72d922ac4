// Owner of address_limits: per client address budgets for costly auth work (password logins,
// SMS sends), so one client cannot spray logins or text a hundred numbers. Sliding window of rows;
// rows older than the window are pruned on every take, so the table holds one window at most.
import type { SandboxDb } from '../db-types';

export type AddressLimitKind = 'login' | 'sms';

export interface AddressLimit {
  limit: number;
  windowMs: number;
}

/**
 * Per-address budgets. Players behind one carrier NAT share an address, so these sit well above
 * one person's use: logins count attempts (a good password gives its slot back), SMS count sends.
 */
export const ADDRESS_LIMITS: Readonly<Record<AddressLimitKind, AddressLimit>> = {
  login: { limit: 30, windowMs: 60 * 1000 },
  sms: { limit: 10, windowMs: 10 * 60 * 1000 },
};

/** Takes one slot of `kind` for `address`, or answers the ms until one frees. Call inside an IMMEDIATE transaction. */
export function takeAddressSlot(db: SandboxDb, input: { address: string; kind: AddressLimitKind; now: number }): { id: number } | { waitMs: number } {
  const { address, kind, now } = input;
  const { limit, windowMs } = ADDRESS_LIMITS[kind];
  // Rows past the window are dead for every address: pruning them all keeps the table to one window.
  db.prepare('DELETE FROM address_limits WHERE kind = ? AND created_at <= ?').run(kind, now - windowMs);
  const times = db
    .prepare('SELECT created_at FROM address_limits WHERE address = ? AND kind = ? ORDER BY created_at DESC LIMIT ?')
    .pluck()
    .all(address, kind, limit) as number[];
  if (times.length >= limit) return { waitMs: Math.max(1, times[limit - 1] + windowMs - now) };
  const id = db.prepare('INSERT INTO address_limits (address, kind, created_at) VALUES (?, ?, ?)').run(address, kind, now).lastInsertRowid;
  return { id: Number(id) };
}

/** Gives a slot back (a good password, or a send refused for another reason). */
export function releaseAddressSlot(db: SandboxDb, id: number): void {
  db.prepare('DELETE FROM address_limits WHERE id = ?').run(id);
}
