// Owner of login_failures: wrong passwords per (login name, client address) pair, for the
// progressive delay. An attempt is reserved (written) before the slow password hash, so parallel
// guesses cannot pass the policy; a good password releases the pair.
import type { SandboxDb } from '../db-types';

export const LOGIN_POLICY = {
  /** Wrong passwords a pair may make inside the window before it has to wait. */
  freeFailures: 5,
  // Longer than the delays add up to, so a patient guesser never falls back to free attempts.
  windowMs: 60 * 60 * 1000,
  /** The first wait; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs: 2_000,
  maxDelayMs: 5 * 60 * 1000,
} as const;

/** The key a login name is counted under: names of unknown accounts count exactly like real ones. */
export const accountSubject = (account: string): string => `account:${account.toLowerCase()}`;
export const mobileSubject = (mobile: string): string => `mobile:${mobile}`;

/** Every subject a player can log in with. */
export function userSubjects(user: { account: string | null; mobile: string | null }): string[] {
  const subjects: string[] = [];
  if (user.account) subjects.push(accountSubject(user.account));
  if (user.mobile) subjects.push(mobileSubject(user.mobile));
  return subjects;
}

export interface LoginPair {
  subject: string;
  address: string;
}

/** The wait before `failures` failures (the latest at `last`) allow another attempt, in ms (0: none). */
function waitMs(failures: number, last: number, now: number): number {
  if (failures < LOGIN_POLICY.freeFailures) return 0;
  const delay = Math.min(LOGIN_POLICY.baseDelayMs * 2 ** (failures - LOGIN_POLICY.freeFailures), LOGIN_POLICY.maxDelayMs);
  return Math.max(0, last + delay - now);
}

/**
 * Reserves one attempt of `pair` (counted as a failure until released), or answers how long the
 * pair must wait. Call inside an IMMEDIATE transaction so concurrent reservations serialise.
 */
export function reserveLoginAttempt(db: SandboxDb, pair: LoginPair, now: number): { id: number } | { waitMs: number } {
  // Failures past the window no longer count for anyone; dropping them bounds the table.
  db.prepare('DELETE FROM login_failures WHERE created_at <= ?').run(now - LOGIN_POLICY.windowMs);
  const row = db
    .prepare('SELECT COUNT(*) AS failures, MAX(created_at) AS last FROM login_failures WHERE subject = ? AND address = ? AND created_at > ?')
    .get(pair.subject, pair.address, now - LOGIN_POLICY.windowMs) as { failures: number; last: number | null };
  const wait = waitMs(row.failures, row.last ?? now, now);
  if (wait > 0) return { waitMs: wait };
  const id = db.prepare('INSERT INTO login_failures (subject, address, created_at) VALUES (?, ?, ?)').run(pair.subject, pair.address, now).lastInsertRowid;
  return { id: Number(id) };
}

/** The wait `pair` now faces (after a failure was kept), in ms; 0 when it may try again at once. */
export function loginWaitMs(db: SandboxDb, pair: LoginPair, now: number): number {
  const row = db
    .prepare('SELECT COUNT(*) AS failures, MAX(created_at) AS last FROM login_failures WHERE subject = ? AND address = ? AND created_at > ?')
    .get(pair.subject, pair.address, now - LOGIN_POLICY.windowMs) as { failures: number; last: number | null };
  return waitMs(row.failures, row.last ?? now, now);
}

/** Gives back one reservation (the attempt did not happen: refused elsewhere or failed to run). */
export function cancelLoginAttempt(db: SandboxDb, id: number): void {
  db.prepare('DELETE FROM login_failures WHERE id = ?').run(id);
}

/** Forgets the pair's failures (after a good password). */
export function clearLoginPair(db: SandboxDb, pair: LoginPair): void {
  db.prepare('DELETE FROM login_failures WHERE subject = ? AND address = ?').run(pair.subject, pair.address);
}

/** Forgets every failure of these subjects, from any address (after a password reset). */
export function clearLoginFailures(db: SandboxDb, subjects: readonly string[]): void {
  const forget = db.prepare('DELETE FROM login_failures WHERE subject = ?');
  for (const subject of subjects) forget.run(subject);
}

