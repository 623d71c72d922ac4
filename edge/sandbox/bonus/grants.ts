// Owner of bonus_grants: the bonus ledger. A grant's money moves through the ledger (postLedger)
// in the same transaction as its row, so the balance always equals the ledger's sum; the grants
// only say which part of that balance is bonus and what unlocks it.
import { DEFAULT_BONUS_TURNOVER, FREE_BONUS_KINDS, type BonusKind, type BonusSummary, type RewardLogRow } from '../../../contract/bonus';
import type { AppConfig } from '../../../contract/core';
import type { SandboxDb } from '../db-types';
import { postLedger } from '../ledger/service';
import { findUserById } from '../users/service';

export interface BonusClaim {
  userId: number;
  kind: BonusKind;
  /** Unique per player and reward: a second grant with the same key pays nothing. */
  claimKey: string;
  amount: number;
  /** What the player's ledger row names (an order number, a mail); '' for none. */
  ref?: string;
  now: number;
}

export type GrantResult =
  | { granted: true; id: number; status: 'pending' | 'locked' | 'released'; coin: number }
  | { granted: false; reason: 'duplicate' };

/** The turnover multiple of `kind` under `config` (whole numbers 0..100; anything else: the default). */
export function turnoverMultiple(config: Pick<AppConfig, 'bonusTurnover'>, kind: BonusKind): number {
  const set = config.bonusTurnover?.[kind];
  return typeof set === 'number' && Number.isInteger(set) && set >= 0 && set <= 100 ? set : DEFAULT_BONUS_TURNOVER[kind];
}

/** True once the player has a paid deposit (the top-up gate of free bonuses). */
const hasDeposited = (db: SandboxDb, userId: number): boolean => (findUserById(db, userId)?.total_recharge ?? 0) > 0;

/**
 * Grants a bonus once per (player, claim key), inside one IMMEDIATE transaction (nested as a
 * savepoint in the caller's): a free bonus before the first deposit waits as pending; any other
 * is credited at once, locked until its turnover is bet (released at once when that is 0).
 */
export function grantBonus(db: SandboxDb, config: Pick<AppConfig, 'bonusTurnover'>, claim: BonusClaim): GrantResult {
  if (!Number.isSafeInteger(claim.amount) || claim.amount <= 0) throw new Error('bonus amount must be a positive integer');
  return db.transaction((): GrantResult => {
    const required = claim.amount * turnoverMultiple(config, claim.kind);
    const pending = FREE_BONUS_KINDS.includes(claim.kind) && !hasDeposited(db, claim.userId);
    const status = pending ? 'pending' : required === 0 ? 'released' : 'locked';
    const row = db
      .prepare(
        `INSERT INTO bonus_grants (user_id, kind, claim_key, ref, amount, turnover_required, status, created_at, credited_at, settled_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, claim_key) DO NOTHING RETURNING id`,
      )
      .get(claim.userId, claim.kind, claim.claimKey, claim.ref ?? '', claim.amount, required, status, claim.now, pending ? null : claim.now, status === 'released' ? claim.now : null) as
      | { id: number }
      | undefined;
    if (!row) return { granted: false, reason: 'duplicate' };
    const coin = pending
      ? (findUserById(db, claim.userId)?.coin ?? 0)
      : postLedger(db, { userId: claim.userId, delta: claim.amount, kind: claim.kind, ref: claim.ref ?? '', now: claim.now });
    return { granted: true, id: row.id, status, coin };
  }).immediate();
}

interface OpenGrant {
  id: number;
  kind: BonusKind;
  ref: string;
  amount: number;
  turnover_required: number;
  turnover_done: number;
}

/** Credits the player's pending grants (their first deposit was just paid), each locked from now. */
export function creditPendingGrants(db: SandboxDb, userId: number, now: number): void {
  const pending = db.prepare("SELECT id, kind, ref, amount, turnover_required, turnover_done FROM bonus_grants WHERE user_id = ? AND status = 'pending' ORDER BY id").all(userId) as unknown as OpenGrant[];
  for (const grant of pending) {
    const released = grant.turnover_required === 0;
    db.prepare('UPDATE bonus_grants SET status = ?, credited_at = ?, settled_at = ? WHERE id = ?').run(released ? 'released' : 'locked', now, released ? now : null, grant.id);
    postLedger(db, { userId, delta: grant.amount, kind: grant.kind, ref: grant.ref, now });
  }
}

/**
 * A settled bet of `betAmount` counts toward the locked grants, oldest first; a grant whose
 * turnover is met becomes cash. When the balance after the bet is 0, what was locked was played
 * away: those grants are lost (a later deposit is not held by them).
 */
export function applyTurnover(db: SandboxDb, userId: number, betAmount: number, balanceAfter: number, now: number): void {
  const locked = db.prepare("SELECT id, kind, ref, amount, turnover_required, turnover_done FROM bonus_grants WHERE user_id = ? AND status = 'locked' ORDER BY id").all(userId) as unknown as OpenGrant[];
  let left = betAmount;
  for (const grant of locked) {
    if (left <= 0) break;
    const used = Math.min(left, grant.turnover_required - grant.turnover_done);
    left -= used;
    const done = grant.turnover_done + used;
    const met = done >= grant.turnover_required;
    db.prepare('UPDATE bonus_grants SET turnover_done = ?, status = ?, settled_at = ? WHERE id = ?').run(done, met ? 'released' : 'locked', met ? now : null, grant.id);
  }
  if (balanceAfter <= 0) db.prepare("UPDATE bonus_grants SET status = 'lost', settled_at = ? WHERE user_id = ? AND status = 'locked'").run(now, userId);
}

/** Pending, locked (never more than the balance) and the turnover still to bet, for withdrawals and the app. */
export function bonusSummary(db: SandboxDb, userId: number): BonusSummary & { required: number; done: number } {
  const row = db
    .prepare(
      `SELECT
         COALESCE(SUM(CASE WHEN status = 'pending' THEN amount END), 0) AS pending,
         COALESCE(SUM(CASE WHEN status = 'locked' THEN amount END), 0) AS locked,
         COALESCE(SUM(CASE WHEN status = 'locked' THEN turnover_required END), 0) AS required,
         COALESCE(SUM(CASE WHEN status = 'locked' THEN turnover_done END), 0) AS done
       FROM bonus_grants WHERE user_id = ? AND status IN ('pending', 'locked')`,
    )
    .get(userId) as { pending: number; locked: number; required: number; done: number };
  const coin = findUserById(db, userId)?.coin ?? 0;
  return { pending: row.pending, locked: Math.min(row.locked, Math.max(0, coin)), turnoverLeft: row.required - row.done, required: row.required, done: row.done };
}

/** Which of `keys` the player has been granted (a claim key is used once). */
export function grantedClaims(db: SandboxDb, userId: number, keys: readonly string[]): Set<string> {
  if (keys.length === 0) return new Set();
  const rows = db.prepare(`SELECT claim_key FROM bonus_grants WHERE user_id = ? AND claim_key IN (${keys.map(() => '?').join(', ')})`).pluck().all(userId, ...keys) as string[];
  return new Set(rows);
}

/** One page of the player's grants, newest first (`open`: only pending and locked ones). */
export function grantLog(db: SandboxDb, userId: number, page: { pageNum: number; pageSize: number; open: boolean }): { list: RewardLogRow[]; total: number } {
  const where = page.open ? "user_id = ? AND status IN ('pending', 'locked')" : 'user_id = ?';
  const total = db.prepare(`SELECT COUNT(*) FROM bonus_grants WHERE ${where}`).pluck().get(userId) as number;
  const rows = db
    .prepare(
      `SELECT id, kind, amount, status, turnover_required AS turnoverRequired, turnover_done AS turnoverDone, created_at AS createTime
       FROM bonus_grants WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, page.pageSize, (page.pageNum - 1) * page.pageSize) as unknown as RewardLogRow[];
  return { list: rows.map((row) => ({ ...row })), total };
}

/** The player's grants whose claim key starts with `prefix` (a daily reward's history), oldest first. */
export function claimsWithPrefix(db: SandboxDb, userId: number, prefix: string): { claimKey: string; createdAt: number }[] {
  return db
    .prepare('SELECT claim_key AS claimKey, created_at AS createdAt FROM bonus_grants WHERE user_id = ? AND substr(claim_key, 1, ?) = ? ORDER BY id')
    .all(userId, prefix.length, prefix) as unknown as { claimKey: string; createdAt: number }[];
}

/** One grant of the player, found by its claim key (how a reward that pays once says what it paid). */
export interface GrantView {
  amount: number;
  ref: string;
  status: 'pending' | 'locked' | 'released' | 'lost';
  turnoverLeft: number;
  createdAt: number;
}

/** The player's grant of `claimKey`, if it was made. */
export function grantByClaim(db: SandboxDb, userId: number, claimKey: string): GrantView | undefined {
  const row = db.prepare('SELECT amount, ref, status, turnover_required, turnover_done, created_at FROM bonus_grants WHERE user_id = ? AND claim_key = ?').get(userId, claimKey) as
    | { amount: number; ref: string; status: GrantView['status']; turnover_required: number; turnover_done: number; created_at: number }
    | undefined;
  if (!row) return undefined;
  const turnoverLeft = row.status === 'locked' ? Math.max(0, row.turnover_required - row.turnover_done) : 0;
  return { amount: row.amount, ref: row.ref, status: row.status, turnoverLeft, createdAt: row.created_at };
}
