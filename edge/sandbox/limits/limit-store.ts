// Owner of self_limits, play_restrictions, rg_settings and payout_tickets.
import type { LimitKind, LimitPeriod, RealityCheckMinutes, RestrictionKind } from '../../../contract/limits-enums';
import type { SandboxDb } from '../db-types';
import { newToken, sha256 } from '../lib/secrets';
import type { StoredLimit } from './limit-rules';

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  pending_amount: number | null;
  pending_at: number | null;
}

const toLimit = (row: LimitRow): StoredLimit => ({
  amount: row.amount,
  pending: row.pending_at === null ? null : { amount: row.pending_amount, effectiveAt: row.pending_at },
});

/** The player's stored limits keyed `kind:period` (absent: never set). */
export function readLimits(db: SandboxDb, userId: number): Map<string, StoredLimit> {
  const rows = db.prepare('SELECT kind, period, amount, pending_amount, pending_at FROM self_limits WHERE user_id = ?').all(userId) as LimitRow[];
  return new Map(rows.map((row) => [`${row.kind}:${row.period}`, toLimit(row)]));
}

export function writeLimit(db: SandboxDb, userId: number, kind: LimitKind, period: LimitPeriod, limit: StoredLimit, now: number): void {
  db.prepare(
    `INSERT INTO self_limits (user_id, kind, period, amount, pending_amount, pending_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, kind, period) DO UPDATE SET amount = excluded.amount, pending_amount = excluded.pending_amount,
       pending_at = excluded.pending_at, updated_at = excluded.updated_at`,
  ).run(userId, kind, period, limit.amount, limit.pending?.amount ?? null, limit.pending?.effectiveAt ?? null, now);
}

export interface Restriction {
  kind: RestrictionKind;
  startsAt: number;
  endsAt: number;
}

/** The restriction in force at `now` that ends last (an exclusion outranks a break of the same end). */
export function activeRestriction(db: SandboxDb, userId: number, now: number): Restriction | null {
  const row = db
    .prepare(
      `SELECT kind, starts_at AS startsAt, ends_at AS endsAt FROM play_restrictions WHERE user_id = ? AND starts_at <= ? AND ends_at > ?
       ORDER BY ends_at DESC, kind = 'exclusion' DESC LIMIT 1`,
    )
    .get(userId, now, now) as Restriction | undefined;
  return row ?? null;
}

export function insertRestriction(db: SandboxDb, userId: number, kind: RestrictionKind, startsAt: number, endsAt: number): void {
  db.prepare('INSERT INTO play_restrictions (user_id, kind, starts_at, ends_at) VALUES (?, ?, ?, ?)').run(userId, kind, startsAt, endsAt);
}

export function readRealityCheck(db: SandboxDb, userId: number): RealityCheckMinutes {
  const minutes = db.prepare('SELECT reality_check_minutes FROM rg_settings WHERE user_id = ?').pluck().get(userId) as number | undefined;
  return (minutes ?? 0) as RealityCheckMinutes;
}

export function writeRealityCheck(db: SandboxDb, userId: number, minutes: RealityCheckMinutes): void {
  db.prepare('INSERT INTO rg_settings (user_id, reality_check_minutes) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes').run(
    userId,
    minutes,
  );
}

/** A new single-use payout ticket for `userId` (only its hash is kept). */
export function issuePayoutTicket(db: SandboxDb, userId: number, now: number, ttlMs: number): string {
  const ticket = newToken();
  db.prepare('DELETE FROM payout_tickets WHERE user_id = ? AND (used_at IS NOT NULL OR expires_at <= ?)').run(userId, now);
  db.prepare('INSERT INTO payout_tickets (ticket_hash, user_id, expires_at) VALUES (?, ?, ?)').run(sha256(ticket), userId, now + ttlMs);
  return ticket;
}

/** Spends a ticket once: the player it was issued to, or undefined when unknown, used or expired. */
export function spendPayoutTicket(db: SandboxDb, ticket: string, now: number): number | undefined {
  const row = db
    .prepare('UPDATE payout_tickets SET used_at = ? WHERE ticket_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id')
    .get(now, sha256(ticket), now) as { user_id: number } | undefined;
  return row?.user_id;
}
