// Owner of login_failures: wrong passwords per account, from every password check (login, breaks,
// exclusion, withdrawals, receiving accounts), each row with the address group it came from.
// Two rules read them (docs/decisions.md, "One password counter"):
// - a back-off per account, whatever the address: past a few failures each one doubles the wait
//   before the next check, capped, so guesses from many addresses gain nothing and the owner
//   elsewhere is only delayed;
// - a lock per account and address group (IPv4 /24, IPv6 /64): a network that made too many
//   failures may not try that account again until the window passes; other networks still may.
// An attempt is reserved (written) before the slow hash, so parallel guesses cannot pass a rule.
import { addressGroup } from '../../rate-limit/client-key';
import type { SandboxDb } from '../db-types';

export const LOGIN_POLICY = {
  /** Wrong passwords an account may get, from anywhere, before the back-off starts. */
  freeFailures: 5,
  /** The first wait; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs: 2_000,
  maxDelayMs: 15 * 60 * 1000,
  /** Failures from one address group that lock the account for that group. */
  lockFailures: 10,
  // Far longer than the delays add up to, so a patient guesser never falls back to free attempts;
  // also how long a group's lock lasts.
  windowMs: 24 * 60 * 60 * 1000,
} as const;

/** The subject a known player is counted under, however they name themselves (account or phone). */
export const userSubject = (userId: number): string => `user:${userId}`;
/** Names that match no player count under themselves, exactly like real ones. */
export const accountSubject = (account: string): string => `account:${account.toLowerCase()}`;
export const mobileSubject = (mobile: string): string => `mobile:${mobile}`;

export interface PasswordAttempt {
  subject: string;
  /** The client address as the sandbox sees it; grouped here. */
  address: string;
}

/** Why an attempt may not run now, and for how long (ms). */
export interface PasswordWait {
  waitMs: number;
  /** true: this address group is locked out of the account; false: the account's back-off. */
  locked: boolean;
}

function groupLockMs(db: SandboxDb, subject: string, group: string, now: number): number {
  const { lockFailures, windowMs } = LOGIN_POLICY;
  const times = db
    .prepare('SELECT created_at FROM login_failures WHERE subject = ? AND address = ? AND created_at > ? ORDER BY created_at DESC LIMIT ?')
    .pluck()
    .all(subject, group, now - windowMs, lockFailures) as number[];
  return times.length >= lockFailures ? Math.max(1, times[lockFailures - 1] + windowMs - now) : 0;
}

function backoffMs(db: SandboxDb, subject: string, now: number): number {
  const { freeFailures, baseDelayMs, maxDelayMs, windowMs } = LOGIN_POLICY;
  const row = db
    .prepare('SELECT COUNT(*) AS failures, MAX(created_at) AS last FROM login_failures WHERE subject = ? AND backoff = 1 AND created_at > ?')
    .get(subject, now - windowMs) as { failures: number; last: number | null };
  if (row.failures < freeFailures) return 0;
  const delay = Math.min(baseDelayMs * 2 ** (row.failures - freeFailures), maxDelayMs);
  return Math.max(0, (row.last ?? now) + delay - now);
}

/** The wait `attempt` faces now (the group's lock first, then the back-off); null when it may try. */
export function passwordWait(db: SandboxDb, attempt: PasswordAttempt, now: number): PasswordWait | null {
  const lock = groupLockMs(db, attempt.subject, addressGroup(attempt.address), now);
  if (lock > 0) return { waitMs: lock, locked: true };
  const backoff = backoffMs(db, attempt.subject, now);
  return backoff > 0 ? { waitMs: backoff, locked: false } : null;
}

/**
 * Reserves one attempt (counted as a failure until cancelled or accepted), or answers the wait.
 * Call inside an IMMEDIATE transaction so concurrent reservations serialise.
 */
export function reservePasswordAttempt(db: SandboxDb, attempt: PasswordAttempt, now: number): { id: number } | PasswordWait {
  // Failures past the window no longer count for anyone; dropping them bounds the table.
  db.prepare('DELETE FROM login_failures WHERE created_at <= ?').run(now - LOGIN_POLICY.windowMs);
  const wait = passwordWait(db, attempt, now);
  if (wait) return wait;
  const id = db.prepare('INSERT INTO login_failures (subject, address, created_at) VALUES (?, ?, ?)').run(attempt.subject, addressGroup(attempt.address), now).lastInsertRowid;
  return { id: Number(id) };
}

/** Gives back one reservation (the attempt did not happen: refused elsewhere or failed to run). */
export function cancelPasswordAttempt(db: SandboxDb, id: number): void {
  db.prepare('DELETE FROM login_failures WHERE id = ?').run(id);
}

/**
 * A right password (reservation `id`): the account's back-off ends, but a group that is locked
 * stays locked (its rows are kept, out of the back-off), so a guesser gains nothing from the owner.
 */
export function acceptPasswordAttempt(db: SandboxDb, id: number, subject: string, now: number): void {
  cancelPasswordAttempt(db, id);
  db.prepare(
    `UPDATE login_failures SET backoff = 0 WHERE subject = ? AND address IN (
       SELECT address FROM login_failures WHERE subject = ? AND created_at > ? GROUP BY address HAVING COUNT(*) >= ?)`,
  ).run(subject, subject, now - LOGIN_POLICY.windowMs, LOGIN_POLICY.lockFailures);
  db.prepare('DELETE FROM login_failures WHERE subject = ? AND backoff = 1').run(subject);
}

/** Forgets every failure of these subjects, locks included (after a password reset by SMS). */
export function clearLoginFailures(db: SandboxDb, subjects: readonly string[]): void {
  const forget = db.prepare('DELETE FROM login_failures WHERE subject = ?');
  for (const subject of subjects) forget.run(subject);
}
